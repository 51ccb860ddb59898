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

/** An earning rule in force: enabled, not expired, with a spend step of at least a cent. */
export function isEarningActive(rule: EarningRule, nowSeconds: number): boolean {
  return !rule.Disabled && !isExpired(rule.ExpiredDate, nowSeconds) && toCents(rule.DollarSpent) > 0;
}

export function pointsEarned(input: EarningInput): number {
  if (input.redeemsPoints && !input.isEarnPointsWhenRedeem) return 0;
  const rules = (input.rules ?? []).filter((r) => isEarningActive(r, input.nowSeconds)).sort((a, b) => b.DollarSpent - a.DollarSpent || b.Point - a.Point);
  let remainder = Math.max(0, input.spendCents);
  let points = 0;
  for (const rule of rules) {
    const step = toCents(rule.DollarSpent);
    points += Math.floor(remainder / step) * rule.Point;
    remainder %= step;
  }
  return points;
}
