import { describe, expect, it } from '@jest/globals';
import { GENDER, ZCouponSchema, ZGuestUserSchema, ZStoredCardSchema, ZUserSchema } from '@/lib/schemas/entities';
import { issuePaths } from './examples';

describe('ZCouponSchema', () => {
  it('accepts percent, dollar and category-restricted coupons', () => {
    expect(ZCouponSchema.safeParse({ CouponCode: 'WELCOME10', StoreID: '1001', PercentageValue: 0.1 }).success).toBe(true);
    expect(ZCouponSchema.safeParse({ CouponCode: 'FREE5', StoreID: '1001', FreeDollar: 5, MinSpent: 30 }).success).toBe(true);
    expect(ZCouponSchema.safeParse({ CouponCode: 'DESSERT20', StoreID: '1001', PercentageValue: 0.2, CouponCategory: [{ ID: 'desserts' }], Product: 'p1' }).success).toBe(true);
  });
  it.each([
    ['CouponCode', { CouponCode: '' }],
    ['CouponCode', { CouponCode: 'has space' }],
    ['StoreID', { StoreID: undefined }],
    ['PercentageValue', { PercentageValue: 10 }],
    ['PercentageValue', { PercentageValue: undefined }],
    ['PercentageValue', { FreeDollar: 5 }],
    ['MinSpent', { MinSpent: -1 }],
  ])('rejects a bad %s', (path, patch) => {
    expect(issuePaths(ZCouponSchema.safeParse({ CouponCode: 'X', StoreID: '1001', PercentageValue: 0.1, ...patch }))).toContain(path);
  });
});

describe('ZUserSchema', () => {
  const user = { ID: 'u1', email: 'demo@example.com' };
  it('accepts every field and keeps extra ones', () => {
    const full = {
      ...user,
      id: 'u1',
      name: 'Demo',
      Mobile: '0412345678',
      isVerified: true,
      RewardPoints: 350,
      EarnedRewardPoints: 400,
      SpentRewardPoints: 50,
      FirstName: 'Dee',
      LastName: 'Mo',
      DisplayName: 'Dee Mo',
      CustomerMemberCode: 'M1',
      Gender: 2,
      DateOfBirth: '01/02/1990',
      BirthDate: '01/02/1990',
      Postcode: '2000',
      PreferredStore: '1001',
      IsGuest: false,
      JoinOurMail: true,
      StoredCards: [{ ElidedPan: '**** 4242', CardType: 'visa', CardIdentifier: 'pm_1' }],
      DeliveryAddress: { Phone: '0412345678' },
      Stamps: [{ StoreID: '1001', StampCardID: 's1', Stamps: 6 }],
      PosField: 1,
    };
    const result = ZUserSchema.safeParse(full);
    expect(issuePaths(result)).toEqual([]);
    expect(result.data).toHaveProperty('PosField', 1);
  });
  it.each([0, 1, 2])('accepts gender %i', (Gender) => {
    expect(ZUserSchema.safeParse({ ...user, Gender }).success).toBe(true);
  });
  it.each([
    ['Gender', { Gender: 3 }],
    ['email', { email: 'nope' }],
    ['DateOfBirth', { DateOfBirth: '1990-02-01' }],
    ['Postcode', { Postcode: '200' }],
  ])('rejects a bad %s', (path, patch) => {
    expect(issuePaths(ZUserSchema.safeParse({ ...user, ...patch }))).toContain(path);
  });
  it('names the gender codes', () => {
    expect(GENDER).toEqual({ Male: 0, Female: 1, Unspecified: 2 });
  });
  it('stored cards carry only the last 4 digits', () => {
    expect(ZStoredCardSchema.safeParse({ ElidedPan: '4242424242424242x', CardType: 1, CardIdentifier: 'c' }).success).toBe(false);
  });
  it('guest users are flagged IsGuest', () => {
    expect(ZGuestUserSchema.safeParse({ GuestUserIdentifier: 'g1', IsGuest: true, Email: 'a@b.co' }).success).toBe(true);
    expect(issuePaths(ZGuestUserSchema.safeParse({ GuestUserIdentifier: 'g1', IsGuest: false }))).toEqual(['IsGuest']);
  });
});
