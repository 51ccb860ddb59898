/**
 * Minimum purchase per order type (spec part 2 §5, §8): OrderTypeConstraintRules[type]
 * .MinimumTotalPrice against the subtotal excluding delivery, with the message 'minimum purchase
 * is {amount} (excluding delivery fee)'; a gift-card order's total must reach the minimum.
 */
import { toCents, type Cents } from '../money/cents';
import { formatCents } from '../money/format';
import type { DomainMessage } from '../money/message';

export interface OrderTypeConstraintRule {
  MinimumTotalPrice?: number | null;
}

/** Keyed by order type as stored (the caller passes the key its store uses). */
export type OrderTypeConstraintRules = Readonly<Record<string, OrderTypeConstraintRule | null | undefined>>;

export const MINIMUM_ORDER_KEY = 'order.minimumPurchase';

export function minimumFor(rules: OrderTypeConstraintRules | null | undefined, orderTypeKey: string | number): Cents {
  return Math.max(0, toCents(rules?.[String(orderTypeKey)]?.MinimumTotalPrice));
}

/**
 * Null when the minimum is met, else the message. Pass the subtotal excluding delivery, or for
 * a gift-card order its total.
 */
export function minimumOrderMessage(
  rules: OrderTypeConstraintRules | null | undefined,
  orderTypeKey: string | number,
  amountCents: Cents,
  currencyLocaleName?: string | null,
): DomainMessage | null {
  const minimum = minimumFor(rules, orderTypeKey);
  if (minimum === 0 || amountCents >= minimum) return null;
  return { key: MINIMUM_ORDER_KEY, values: { amount: formatCents(minimum, currencyLocaleName) } };
}

/** The rule key of a session order type: delivery (and room) 10, pickup 3, dine in 2 (spec part 1 §4 order type codes). */
const RULE_KEY_OF_SESSION: Readonly<Record<string, number>> = { MENU_DEL: 10, MENU_TAK: 3, MENU_DIN: 2 };

export function ruleKeyOfSessionOrderType(sessionOrderType: string | null | undefined): number | null {
  return sessionOrderType ? (RULE_KEY_OF_SESSION[sessionOrderType] ?? null) : null;
}
