import { isInOperation, isStoreClosed } from '../time/opening-hours';
import type { StoreOpenSettings } from '../time/store-hours.types';

/**
 * The cart's checkout button (part 1 §4 "Store closed"): disabled with no items or when the store
 * is closed; labelled "store closed" when closed, "place order" for the saved-order payment type,
 * otherwise "checkout". Labels are message keys.
 */
export function checkoutButtonState(
  store: StoreOpenSettings,
  now: Date,
  options: { itemCount: number; savedOrderPayment?: boolean },
): { disabled: boolean; label: 'cart.storeClosed' | 'cart.placeOrder' | 'cart.checkout' } {
  const closed = isStoreClosed(store, now);
  const label = closed ? 'cart.storeClosed' : options.savedOrderPayment ? 'cart.placeOrder' : 'cart.checkout';
  return { disabled: closed || options.itemCount <= 0, label };
}

/** A closed store without pre-order sends the checkout page back to the store page. */
export function checkoutRedirectsToStore(store: StoreOpenSettings, now: Date): boolean {
  return isStoreClosed(store, now);
}

/**
 * Order disabled (part 1 §4): no order type, no enabled cart items, no time, store not in
 * operation, or the minimum purchase unmet; or no way to pay an order that costs something (no
 * card provider and no cash, pay later or points for this order type: the checkout says why).
 */
export function isOrderDisabled(
  store: StoreOpenSettings,
  state: { hasOrderType: boolean; enabledItemCount: number; hasTime: boolean; minimumMet: boolean; hasPaymentMethod: boolean },
): boolean {
  return !state.hasOrderType || state.enabledItemCount <= 0 || !state.hasTime || !isInOperation(store) || !state.minimumMet || !state.hasPaymentMethod;
}
