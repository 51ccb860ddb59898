/**
 * Points earned (spec part 1 §9): floor(spend / DollarSpent) × Point, rule by rule with the
 * remainder carried on. Rules run from the largest DollarSpent down, so a store's top tier is
 * used first whatever order the rules were typed in. Disabled and expired rules are skipped;
 * an order that redeems points earns only when IsEarnPointsWhenRedeem is set.
 */
import { toCents, type Cents } from '../money/cents';
import { isExpired } from './expiry';
import type { EarningRule } from './types';

export interface EarningInput {
  spendCents: Cents;
  rules: readonly EarningRule[] | null | undefined;
  nowSeconds: number;
  redeemsPoints?: boolean;
  isEarnPointsWhenRedeem?: boolean;
}

export function pointsEarned(input: EarningInput): number {
  if (input.redeemsPoints && !input.isEarnPointsWhenRedeem) return 0;
  const rules = (input.rules ?? [])
    .filter((r) => !r.Disabled && !isExpired(r.ExpiredDate, input.nowSeconds) && toCents(r.DollarSpent) > 0)
    .sort((a, b) => b.DollarSpent - a.DollarSpent || b.Point - a.Point);
  let remainder = Math.max(0, input.spendCents);
  let points = 0;
  for (const rule of rules) {
    const step = toCents(rule.DollarSpent);
    points += Math.floor(remainder / step) * rule.Point;
    remainder %= step;
  }
  return points;
}
