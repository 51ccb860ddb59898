/**
 * The discount rules a customer decides on (TriggerMode 1 "with confirm" and 2 "manual"): the
 * engine applies them only once accepted (lib/domain/discounts/README.md, "Consent"). The cart
 * offers each rule the engine reports as pending, that is one that would reduce this cart, and
 * keeps an accepted rule on show while it applies, so the customer can take it back.
 */
import { TRIGGER_MODE, type PriceTriggerLike } from '../discounts/types';
import type { PricedCart } from './price-cart';

export interface DiscountOffer {
  id: string;
  name: string;
  description: string | null;
  /** Accepted and applied: the cart shows it with a way to take it back. */
  accepted: boolean;
}

function needsConsent(rule: PriceTriggerLike): boolean {
  return rule.TriggerMode === TRIGGER_MODE.withConfirm || rule.TriggerMode === TRIGGER_MODE.manual;
}

function offerOf(rule: PriceTriggerLike, accepted: boolean): DiscountOffer {
  return { id: String(rule.ID), name: rule.Name?.trim() || String(rule.ID), description: rule.Description?.trim() || null, accepted };
}

/** Offers in the engine's order (Priority, then ID): the ones to accept, then the accepted ones that apply. */
export function discountOffers(priced: Pick<PricedCart, 'pendingPriceTriggers' | 'appliedPriceTriggers'>, acceptedTriggerIds: readonly string[]): DiscountOffer[] {
  const accepted = new Set(acceptedTriggerIds);
  const open = priced.pendingPriceTriggers.filter(needsConsent).map((rule) => offerOf(rule, false));
  const taken = priced.appliedPriceTriggers
    .map((application) => application.rule)
    .filter((rule) => needsConsent(rule) && accepted.has(String(rule.ID)))
    .map((rule) => offerOf(rule, true));
  return [...open, ...taken];
}
