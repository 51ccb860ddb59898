'use client';

/**
 * React hooks of the browser cart: the state with its actions, and the totals the cart panel
 * shows, priced by the domain engine (memoised on the cart, menu, store and options).
 */
import { useEffect, useMemo, useState } from 'react';
import { useBrowserSnapshot } from '../use-browser-snapshot';
import type { ProductLike } from '@/lib/domain/cart';
import type { CartState } from './cart-state';
import { getCartStore, nowInSeconds, type CartActions, type CartStore } from './cart-store';
import type { CartTotals, CartTotalsOptions, PricingMenu, PricingStore } from './cart-totals';
import { EMPTY_CART_TOTALS } from './empty-totals';
import { loadedPricing, loadPricing } from './pricing-loader';

export type UseCartResult = CartState & CartActions;

/** The cart and its actions; `store` is for tests and stories, the page's own cart otherwise. */
export function useCart(store: CartStore = getCartStore()): UseCartResult {
  const state = useBrowserSnapshot(store.subscribe, store.getSnapshot, store.getServerSnapshot);
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
      acceptTrigger: store.acceptTrigger,
      withdrawTrigger: store.withdrawTrigger,
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
 * windows may open or close while the page is open. An empty cart needs no engine (its totals are
 * zero, delivery fee included); otherwise the engine is loaded (see pricing-loader.ts) and used once it is here.
 */
export function useCartTotals(menu: PricingMenu, store: PricingStore, options: UseCartTotalsOptions = {}): CartTotals {
  const cartStore = options.cartStore ?? getCartStore();
  const cart = useBrowserSnapshot(cartStore.subscribe, cartStore.getSnapshot, cartStore.getServerSnapshot);
  const { lines, coupons } = cart;
  const [firstRender] = useState(nowInSeconds);
  const now = options.now ?? firstRender;
  const { deliveryFee, onCheckoutPage, cardTypeCode } = options;
  // The offers the customer accepted are part of the saved cart, so a reload prices them again.
  const acceptedTriggerIds = options.acceptedTriggerIds ?? cart.acceptedTriggerIds;
  const [loaded, setLoaded] = useState(loadedPricing);
  // An engine another part loaded (the product dialog, before the add) prices this very render.
  const pricing = loaded ?? loadedPricing();
  // A delivery fee alone needs no engine: without lines there is no fee (the engine agrees).
  const needsEngine = lines.length > 0 || coupons.length > 0;
  useEffect(() => {
    if (needsEngine && !pricing) void loadPricing().then(setLoaded, () => undefined);
  }, [needsEngine, pricing]);
  return useMemo(
    () =>
      needsEngine && pricing ? pricing.priceStoreCart(lines, coupons, menu, store, { now, deliveryFee, acceptedTriggerIds, onCheckoutPage, cardTypeCode }) : EMPTY_CART_TOTALS,
    [needsEngine, pricing, lines, coupons, menu, store, now, deliveryFee, acceptedTriggerIds, onCheckoutPage, cardTypeCode],
  );
}

/** How often an open page applies the daily 10:00 refresh; room-charge stores check every 5 s (spec part 1 §4). */
export const STALE_CHECK_INTERVAL_MS = 60_000;
export const ROOM_CHARGE_STALE_CHECK_INTERVAL_MS = 5_000;

/** Applies the daily refresh now and then every `intervalMs` while the page stays open across 10:00. */
export function useStaleCartCheck(intervalMs: number = STALE_CHECK_INTERVAL_MS, cartStore: CartStore = getCartStore()): void {
  useEffect(() => {
    cartStore.removeStale();
    const timer = window.setInterval(cartStore.removeStale, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, cartStore]);
}

/**
 * Removes sold-out or missing products whenever the menu changes (a new menu document, or the
 * active menu recomputed every 30 s); `elsewhere`, the products the store's other menus sell,
 * tells "not on the menu at this time" from "no longer sold". The removed lines land in the
 * cart's `removal`, each with its reason, for the notice (components/cart/removal-notice.tsx).
 */
export function useCartMenuSync(
  products: readonly ProductLike[] | Readonly<Record<string, ProductLike>> | null | undefined,
  elsewhere?: readonly string[],
  cartStore: CartStore = getCartStore(),
): void {
  useEffect(() => {
    if (products) cartStore.syncMenu(products, elsewhere);
  }, [products, elsewhere, cartStore]);
}
