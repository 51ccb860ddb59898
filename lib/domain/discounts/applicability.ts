/**
 * Whether a rule may apply at all (spec part 2 §5): not disabled, TriggerMode not 4, coupon
 * exclusion respected, MinimumSpend met, now within StartAt..EndAt (seconds) — plus the mode's
 * consent: 1 and 2 need the customer's acceptance, 3 only on the checkout page.
 */
import { toCents, type Cents } from '../money/cents';
import { TRIGGER_MODE, type PriceTriggerLike, type TriggerContext } from './types';
import { compareStrings } from '../money/compare';

export type Inapplicable = 'disabled' | 'firstOrder' | 'coupon' | 'minimumSpend' | 'notStarted' | 'ended' | 'needsAcceptance' | 'checkoutOnly';

/** Checks everything except consent; `subtotal` is the cart before discounts. */
export function ruleBlocker(rule: PriceTriggerLike, subtotal: Cents, context: TriggerContext): Inapplicable | null {
  if (rule.IsDisabled) return 'disabled';
  if ((rule.TriggerMode ?? 0) === TRIGGER_MODE.firstOrder) return 'firstOrder';
  if (rule.NotApplicableWithCoupon && context.couponApplied) return 'coupon';
  if (subtotal < toCents(rule.MinimumSpend)) return 'minimumSpend';
  if (rule.StartAt && context.now < rule.StartAt) return 'notStarted';
  if (rule.EndAt && context.now > rule.EndAt) return 'ended';
  return null;
}

/** Adds the consent of the rule's TriggerMode. */
export function consentBlocker(rule: PriceTriggerLike, context: TriggerContext): Inapplicable | null {
  const mode = rule.TriggerMode ?? TRIGGER_MODE.automatic;
  if (mode === TRIGGER_MODE.withConfirm || mode === TRIGGER_MODE.manual) {
    const accepted = (context.acceptedTriggerIds ?? []).some((id) => String(id) === String(rule.ID));
    return accepted ? null : 'needsAcceptance';
  }
  if (mode === TRIGGER_MODE.checkoutPage && !context.onCheckoutPage) return 'checkoutOnly';
  return null;
}

/** Deterministic evaluation order: Priority ascending, then ID. */
export function byPriority(a: PriceTriggerLike, b: PriceTriggerLike): number {
  return (a.Priority ?? 0) - (b.Priority ?? 0) || compareStrings(String(a.ID), String(b.ID));
}

/** Applicable rules sorted by priority (the spec's "results are sorted by Priority ascending"). */
export function applicableRules(rules: readonly PriceTriggerLike[], subtotal: Cents, context: TriggerContext): PriceTriggerLike[] {
  return rules.filter((r) => ruleBlocker(r, subtotal, context) === null).sort(byPriority);
}
