import { describe, expect, it } from '@jest/globals';
import {
  canPayWithPoints,
  expirySeconds,
  isLoyaltyShown,
  loyaltyRing,
  pointsEarned,
  pointsNeeded,
  pointsValue,
  pointsValueCents,
  redemptionOptions,
  balanceCovers,
  rewardPriceCents,
  stampsProgress,
} from '@/lib/domain/loyalty';

const NOW = 1_800_000_000;

describe('loyalty points', () => {
  it('points needed = total × PointsToDollarRatio; points value = RewardPoints ÷ ratio', () => {
    expect(pointsNeeded(2550, 10)).toBe(255);
    expect(pointsNeeded(2555, 10)).toBe(256);
    expect(pointsNeeded(2550, 0)).toBe(0);
    expect(pointsValue(255, 10)).toBe(25.5);
    expect(pointsValueCents(1, 3)).toBe(33);
    expect(pointsValueCents(-5, 3)).toBe(0);
    expect(pointsValue(100, null)).toBe(0);
  });

  it('shows loyalty only when the ratio is above 0', () => {
    expect(isLoyaltyShown(0)).toBe(false);
    expect(isLoyaltyShown(undefined)).toBe(false);
    expect(isLoyaltyShown(0.5)).toBe(true);
  });

  it('pays with points only when the points value covers the total', () => {
    expect(canPayWithPoints(255, 2550, 10)).toBe(true);
    expect(canPayWithPoints(254, 2550, 10)).toBe(false);
    expect(canPayWithPoints(1000, 100, 0)).toBe(false);
  });
});

describe('loyalty earning', () => {
  const rules = [
    { DollarSpent: 10, Point: 1 },
    { DollarSpent: 50, Point: 10 },
    { DollarSpent: 1, Point: 0 },
    { DollarSpent: 5, Point: 100, Disabled: true },
    { DollarSpent: 20, Point: 100, ExpiredDate: NOW - 1 },
  ];

  it('is floor(spend/DollarSpent)×Point rule by rule with the remainder carried on', () => {
    // $125: 2×50 → 20 points, remainder $25: 2×10 → 2 points, remainder $5
    expect(pointsEarned({ spendCents: 12500, rules, nowSeconds: NOW })).toBe(22);
    expect(pointsEarned({ spendCents: 999, rules, nowSeconds: NOW })).toBe(0);
    expect(pointsEarned({ spendCents: 12500, rules: null, nowSeconds: NOW })).toBe(0);
  });

  it('skips disabled and expired rules, and earns on redeeming orders only with IsEarnPointsWhenRedeem', () => {
    expect(pointsEarned({ spendCents: 2000, rules: [{ DollarSpent: 20, Point: 5, ExpiredDate: '2099-01-01T00:00:00Z' }], nowSeconds: NOW })).toBe(5);
    expect(pointsEarned({ spendCents: 12500, rules, nowSeconds: NOW, redeemsPoints: true })).toBe(0);
    expect(pointsEarned({ spendCents: 12500, rules, nowSeconds: NOW, redeemsPoints: true, isEarnPointsWhenRedeem: true })).toBe(22);
  });

  it('reads expiry as seconds, milliseconds or ISO strings', () => {
    expect(expirySeconds(NOW)).toBe(NOW);
    expect(expirySeconds(NOW * 1000)).toBe(NOW);
    expect(expirySeconds('1970-01-01T00:01:40Z')).toBe(100);
    expect(expirySeconds('not a date')).toBeNull();
    expect(expirySeconds('')).toBeNull();
  });
});

describe('loyalty redemption', () => {
  const rules = [
    { Point: 200, Name: 'Free burger', ProductVariant: 'burger' },
    { Point: 50, Name: 'Free drink', ProductVariant: 'cola', DiscountRate: 0.5 },
    { Point: 10, Name: 'Off', Disable: true },
    { Point: 20, Name: 'Old', ExpiredDate: NOW - 10 },
  ];

  it('offers only active rules, each flagged with whether the balance reaches it', () => {
    expect(redemptionOptions(rules, 50, NOW).map((o) => [o.rule.Name, o.affordable])).toEqual([
      ['Free drink', true],
      ['Free burger', false],
    ]);
    expect(redemptionOptions(rules, 49, NOW).map((o) => o.affordable)).toEqual([false, false]);
    expect(redemptionOptions(rules, 100, NOW).map((o) => [o.rule.Name, o.affordable])).toEqual([
      ['Free drink', true],
      ['Free burger', false],
    ]);
    expect(redemptionOptions(undefined, 100, NOW)).toEqual([]);
    // The same rule as the cart's rewards: the balance less what the cart already spends.
    expect(balanceCovers(100, 50, 50)).toBe(true);
    expect(balanceCovers(100, 50, 51)).toBe(false);
  });

  it('prices the reward product by DiscountRate (free when missing)', () => {
    expect(rewardPriceCents(400, rules[1])).toBe(200);
    expect(rewardPriceCents(1200, rules[0])).toBe(0);
  });
});

describe('loyalty ring and stamps', () => {
  it('divides points by the first redemption rule, capped at 1, over about 89% of a circle', () => {
    expect(loyaltyRing(50, [{ Point: 200 }, { Point: 50 }])).toEqual({ fraction: 0.25, arc: 0.25 * 0.89, target: 200 });
    expect(loyaltyRing(500, [{ Point: 200 }]).fraction).toBe(1);
    expect(loyaltyRing(500, [{ Point: 200 }]).arc).toBeCloseTo(0.89);
    expect(loyaltyRing(500, [])).toEqual({ fraction: 0, arc: 0, target: 0 });
    expect(loyaltyRing(500, undefined).target).toBe(0);
  });

  it('shows stamps as points over required points', () => {
    expect(stampsProgress(3, 8)).toEqual({ points: 3, required: 8, fraction: 0.375, complete: false });
    expect(stampsProgress(9, 8)).toMatchObject({ fraction: 1, complete: true });
    expect(stampsProgress(2, 0)).toMatchObject({ fraction: 0, complete: false });
  });
});
