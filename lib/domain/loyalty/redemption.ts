/**
 * Redemption rules (Point, Name, ProductVariant, Disable, ExpiredDate, DiscountRate): a reward
 * can be redeemed only when it is enabled, not expired, and the member has enough points.
 */
import { multiplyCents, type Cents } from '../money/cents';
import { discountFraction } from '../discounts/percent';
import { isExpired } from './expiry';
import type { RedemptionRule } from './types';

export function isRedemptionActive(rule: RedemptionRule, nowSeconds: number): boolean {
  return !rule.Disable && !isExpired(rule.ExpiredDate, nowSeconds);
}

/**
 * Whether a balance (points, or stamps on a card) pays for a reward costing `cost`, after what
 * the cart's rewards already spend of it: the one rule of the cart's rewards and the loyalty page.
 */
export function balanceCovers(balance: number, cost: number, alreadySpent: number): boolean {
  return balance - alreadySpent >= cost;
}

/** Active rules in ascending points, each flagged with whether the balance allows it. */
export function redemptionOptions<T extends RedemptionRule>(rules: readonly T[] | null | undefined, rewardPoints: number, nowSeconds: number): { rule: T; affordable: boolean }[] {
  return (rules ?? [])
    .filter((r) => isRedemptionActive(r, nowSeconds))
    .sort((a, b) => a.Point - b.Point)
    .map((rule) => ({ rule, affordable: balanceCovers(rewardPoints, rule.Point, 0) }));
}

/** Price of the reward product once redeemed: DiscountRate of it is taken off (free when missing). */
export function rewardPriceCents(productPriceCents: Cents, rule: RedemptionRule): Cents {
  const rate = rule.DiscountRate === null || rule.DiscountRate === undefined ? 1 : discountFraction(rule.DiscountRate);
  return Math.max(0, productPriceCents - multiplyCents(productPriceCents, rate));
}
