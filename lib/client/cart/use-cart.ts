'use client';

/**
 * React hooks of the browser cart: the state with its actions, and the totals the cart panel
 * shows, priced by the domain engine (memoised on the cart, menu, store and options).
 */
import { useMemo, useState, useSyncExternalStore } from 'react';
import type { CartState } from './cart-state';
import { getCartStore, nowInSeconds, type CartActions, type CartStore } from './cart-store';
import { priceStoreCart, type CartTotals, type CartTotalsOptions, type PricingMenu, type PricingStore } from './cart-totals';

export type UseCartResult = CartState & CartActions;

/** The cart and its actions; `store` is for tests and stories, the page's own cart otherwise. */
export function useCart(store: CartStore = getCartStore()): UseCartResult {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return useMemo(
    () => ({
      ...state,
      addLine: store.addLine,
      setQuantity: store.setQuantity,
      removeLine: store.removeLine,
      updateNote: store.updateNote,
      clear: store.clear,
      submitCoupon: store.submitCoupon,
      applyCoupon: store.applyCoupon,
      refuseCoupon: store.refuseCoupon,
      removeCoupon: store.removeCoupon,
      switchStore: store.switchStore,
      syncMenu: store.syncMenu,
      removeStale: store.removeStale,
      dismissRemoval: store.dismissRemoval,
    }),
    [state, store],
  );
}

export type UseCartTotalsOptions = Partial<CartTotalsOptions> & { cartStore?: CartStore };

/**
 * The cart panel's numbers (subtotal, delivery, tax, discount, surcharge, total, item count).
 * Without `options.now` the time of the first render is used; pass a ticking clock where rule
 * windows may open or close while the page is open.
 */
export function useCartTotals(menu: PricingMenu, store: PricingStore, options: UseCartTotalsOptions = {}): CartTotals {
  const cartStore = options.cartStore ?? getCartStore();
  const { lines, coupons } = useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getServerSnapshot);
  const [firstRender] = useState(nowInSeconds);
  const now = options.now ?? firstRender;
  const { deliveryFee, acceptedTriggerIds, onCheckoutPage, cardTypeCode } = options;
  return useMemo(
    () => priceStoreCart(lines, coupons, menu, store, { now, deliveryFee, acceptedTriggerIds, onCheckoutPage, cardTypeCode }),
    [lines, coupons, menu, store, now, deliveryFee, acceptedTriggerIds, onCheckoutPage, cardTypeCode],
  );
}
