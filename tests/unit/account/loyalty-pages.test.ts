import fc from 'fast-check';
import { isEarningActive, loyaltyPages, pointsEarned } from '@/lib/domain/loyalty';

const NOW = 1_800_000_000;
const earning = [{ DollarSpent: 1, Point: 1 }];
const reward = [{ Point: 100, Name: 'Free flat white' }];
const card = { ID: 'coffee', RequiredStamps: 9 };

describe('the Loyalty and Stamps items (part 1 §2 "Top menu and drawer")', () => {
  it('offers Loyalty where an earning rule applies and a redemption rule or a ratio above 0 exists', () => {
    expect(loyaltyPages({ EarningRules: earning, RedemptionRules: reward }, NOW).loyalty).toBe(true);
    expect(loyaltyPages({ EarningRules: earning, PointsToDollarRatio: 20 }, NOW).loyalty).toBe(true);
    expect(loyaltyPages({ EarningRules: earning, RedemptionRules: reward, PointsToDollarRatio: 20 }, NOW).loyalty).toBe(true);
  });

  it('hides Loyalty without an earning rule in force, or with neither a reward nor a ratio', () => {
    expect(loyaltyPages({ RedemptionRules: reward, PointsToDollarRatio: 20 }, NOW).loyalty).toBe(false);
    expect(loyaltyPages({ EarningRules: [{ DollarSpent: 1, Point: 1, Disabled: true }], PointsToDollarRatio: 20 }, NOW).loyalty).toBe(false);
    expect(loyaltyPages({ EarningRules: [{ DollarSpent: 1, Point: 1, ExpiredDate: NOW - 1 }], PointsToDollarRatio: 20 }, NOW).loyalty).toBe(false);
    expect(loyaltyPages({ EarningRules: [{ DollarSpent: 1, Point: 0 }], PointsToDollarRatio: 20 }, NOW).loyalty).toBe(false);
    expect(loyaltyPages({ EarningRules: earning, PointsToDollarRatio: 0 }, NOW).loyalty).toBe(false);
    expect(loyaltyPages({ EarningRules: earning, RedemptionRules: [{ ...reward[0], Disable: true }] }, NOW).loyalty).toBe(false);
    expect(loyaltyPages({ EarningRules: earning, RedemptionRules: [{ ...reward[0], ExpiredDate: NOW - 60 }] }, NOW).loyalty).toBe(false);
    expect(loyaltyPages(null, NOW)).toEqual({ loyalty: false, stamps: false });
  });

  it('offers Stamps only where a stamp card is in force', () => {
    expect(loyaltyPages({ StampCards: [card] }, NOW)).toEqual({ loyalty: false, stamps: true });
    expect(loyaltyPages({ StampCards: [{ ...card, Disabled: true }] }, NOW).stamps).toBe(false);
    expect(loyaltyPages({ StampCards: [{ ...card, ExpiredDate: NOW - 1 }, card] }, NOW).stamps).toBe(true);
    expect(loyaltyPages({ StampCards: [] }, NOW).stamps).toBe(false);
  });

  it('an earning rule in force is one that earns: the menu item and the points an order earns agree', () => {
    fc.assert(
      fc.property(
        fc.record({
          DollarSpent: fc.double({ min: 0, max: 50, noNaN: true }),
          Point: fc.integer({ min: 1, max: 20 }),
          Disabled: fc.boolean(),
          ExpiredDate: fc.option(fc.integer({ min: NOW - 100, max: NOW + 100 }), { nil: undefined }),
        }),
        (rule) => {
          const earns = pointsEarned({ spendCents: 100_000, rules: [rule], nowSeconds: NOW }) > 0;
          expect(earns).toBe(isEarningActive(rule, NOW));
          expect(loyaltyPages({ EarningRules: [rule], PointsToDollarRatio: 20 }, NOW).loyalty).toBe(earns);
        },
      ),
    );
  });
});
