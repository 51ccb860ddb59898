import { describe, expect, it } from '@jest/globals';
import { applyCoupon, couponMatchesItem, couponReducer, initialCouponState, keepCouponsOfStore, validateCouponCode } from '@/lib/domain/coupons';
import { line } from './fixtures';

const burger = line({ id: 'burger', price: 10, ProductCategoryIDs: ['mains'] });
const cola = line({ id: 'cola', price: 4, categoryId: 'drinks' });
const reward = line({ id: 'free', price: 5, redemptionRule: { Point: 100 } });

describe('coupons: validation', () => {
  it("refuses a blank code with 'please enter the discount code'", () => {
    expect(validateCouponCode('  ')).toEqual({ key: 'coupon.enterCode' });
    expect(validateCouponCode(undefined)).toEqual({ key: 'coupon.enterCode' });
    expect(validateCouponCode('SAVE5')).toBeNull();
    expect(applyCoupon({ CouponCode: '' }, [burger], [1000], 1000)).toEqual({ ok: false, message: { key: 'coupon.enterCode' } });
  });

  it('needs a non-empty cart reaching MinSpent', () => {
    expect(applyCoupon({ CouponCode: 'A', FreeDollar: 1 }, [], [], 0)).toEqual({ ok: false, message: { key: 'coupon.emptyCart' } });
    expect(applyCoupon({ CouponCode: 'A', FreeDollar: 1, MinSpent: 20 }, [burger], [1000], 1000)).toEqual({
      ok: false,
      message: { key: 'coupon.minSpent', values: { amount: '$20.00' } },
    });
  });

  it("refuses a coupon that reduces nothing with 'coupon does not apply to any items'", () => {
    expect(applyCoupon({ CouponCode: 'A', Product: 'pizza', PercentageValue: 0.5 }, [burger], [1000], 1000)).toEqual({ ok: false, message: { key: 'coupon.notApplicable' } });
    expect(applyCoupon({ CouponCode: 'A' }, [burger], [1000], 1000)).toEqual({ ok: false, message: { key: 'coupon.notApplicable' } });
  });
});

describe('coupons: application', () => {
  it('applies a percentage only to matching products or categories', () => {
    const result = applyCoupon({ CouponCode: 'DRINKS', CouponCategory: [{ ID: 'drinks' }], PercentageValue: 0.5 }, [burger, cola], [1000, 400], 1400);
    expect(result).toMatchObject({ ok: true, discount: 200, lineDiscounts: [0, 200] });
    const byProduct = applyCoupon({ CouponCode: 'B', Product: ['burger'], PercentageValue: 10 }, [burger, cola], [1000, 400], 1400);
    expect(byProduct).toMatchObject({ ok: true, discount: 100, lineDiscounts: [100, 0] });
  });

  it('applies FreeDollar across matching lines, never more than they cost', () => {
    expect(applyCoupon({ CouponCode: 'F', FreeDollar: 7 }, [burger, cola], [1000, 400], 1400)).toMatchObject({ ok: true, discount: 700, lineDiscounts: [500, 200] });
    expect(applyCoupon({ CouponCode: 'F', FreeDollar: 50 }, [burger, cola], [1000, 400], 1400)).toMatchObject({ ok: true, discount: 1400 });
  });

  it('never reduces reward lines', () => {
    expect(couponMatchesItem({ CouponCode: 'A' }, reward)).toBe(false);
    expect(couponMatchesItem({ CouponCode: 'A', CouponCategory: [{ ID: 'mains' }] }, burger)).toBe(true);
  });

  it('drops coupons of another store', () => {
    const coupons = [{ CouponCode: 'A', CompanyID: 1 }, { CouponCode: 'B', StoreID: '2' }, { CouponCode: 'C' }];
    expect(keepCouponsOfStore(coupons, '1').map((c) => c.CouponCode)).toEqual(['A', 'C']);
  });
});

describe('coupons: idle, processing, added, message', () => {
  it('moves through the states', () => {
    const processing = couponReducer(initialCouponState, { type: 'submit', code: ' SAVE5 ' });
    expect(processing).toEqual({ status: 'processing', code: 'SAVE5' });
    expect(couponReducer(processing, { type: 'submit', code: 'OTHER' })).toBe(processing);
    expect(couponReducer(processing, { type: 'accepted', code: 'SAVE5' })).toEqual({ status: 'added', code: 'SAVE5' });
    expect(couponReducer(processing, { type: 'refused', message: { key: 'coupon.notApplicable' } })).toEqual({ status: 'message', message: { key: 'coupon.notApplicable' } });
    expect(couponReducer(initialCouponState, { type: 'submit', code: '' })).toEqual({ status: 'message', message: { key: 'coupon.enterCode' } });
    expect(couponReducer({ status: 'added', code: 'X' }, { type: 'removed' })).toEqual({ status: 'idle' });
    expect(couponReducer({ status: 'added', code: 'X' }, { type: 'reset' })).toEqual({ status: 'idle' });
  });
});
