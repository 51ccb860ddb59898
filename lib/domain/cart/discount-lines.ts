/**
 * The discount of a priced cart as the customer reads it (issue 36): one line per discount rule
 * and one for the coupon, each with what it takes off, instead of one "Discount" line naming the
 * rules while it also holds the coupon. Percentages are the data's fractions times 100 (part 1
 * §9). The lines add up to the cart's discount to the cent.
 */
import type { Cents } from '../money/cents';
import { displayPercent } from '../discounts/percent';
import { OUTCOME_PRICE_TYPE } from '../discounts/types';
import type { PricedCart } from './price-cart';

export type DiscountLine =
  /** a discount rule (price trigger): its name, and its percentage when it takes a percentage off */
  | { kind: 'rule'; key: string; name: string | null; percent: number | null; amount: Cents }
  /** the coupon: its code, and its percentage when it takes a percentage off */
  | { kind: 'coupon'; key: string; code: string; percent: number | null; amount: Cents };

export function discountLines(cart: Pick<PricedCart, 'appliedPriceTriggers' | 'coupon' | 'couponDiscount'>): DiscountLine[] {
  const rules = cart.appliedPriceTriggers.flatMap((applied): DiscountLine[] => {
    // What the rule took off the lines, as the lines carry it.
    const amount = applied.effects.reduce((sum, effect) => sum + effect.discount, 0);
    if (amount <= 0) return [];
    const { rule } = applied;
    const percent = rule.OutcomePriceType === OUTCOME_PRICE_TYPE.percent ? displayPercent(rule.DiscountPercentageValue) : 0;
    return [{ kind: 'rule', key: `rule-${rule.ID}`, name: rule.Name?.trim() || null, percent: percent > 0 ? percent : null, amount }];
  });
  const coupon = cart.coupon?.ok && cart.couponDiscount > 0 ? cart.coupon.coupon : null;
  if (!coupon) return rules;
  const percent = displayPercent(coupon.PercentageValue);
  return [...rules, { kind: 'coupon', key: `coupon-${coupon.CouponCode}`, code: coupon.CouponCode, percent: percent > 0 ? percent : null, amount: cart.couponDiscount }];
}

/** A line's label as a key of the `cart` messages and its values (the cart, the checkout and the order's mail share it). */
export interface DiscountLineLabel {
  key: 'discount' | 'discountRule' | 'discountRulePercent' | 'discountPercent' | 'coupon' | 'couponPercent';
  values: Record<string, string | number>;
}

/**
 * "Discount (20% off sides at checkout)", "Discount (Happy hour · 20% off)", "Coupon WELCOME10
 * (10% off)": a rule by its name, with its percentage unless the name says it already; a coupon by
 * its code, with its percentage.
 */
export function discountLineLabel(line: DiscountLine): DiscountLineLabel {
  if (line.kind === 'coupon')
    return line.percent === null ? { key: 'coupon', values: { code: line.code } } : { key: 'couponPercent', values: { code: line.code, percent: line.percent } };
  if (line.name === null) return line.percent === null ? { key: 'discount', values: {} } : { key: 'discountPercent', values: { percent: line.percent } };
  if (line.percent === null || line.name.includes(`${line.percent}%`)) return { key: 'discountRule', values: { name: line.name } };
  return { key: 'discountRulePercent', values: { name: line.name, percent: line.percent } };
}
