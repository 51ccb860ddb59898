'use client';

import { useEffect } from 'react';
import type { CartViewProps } from '@/components/cart';
import { discountOffers } from '@/lib/domain/cart/discount-offers';
import { useCart, useCartMenuSync, useCartTotals, useStaleCartCheck } from '@/lib/client/cart/use-cart';
import type { TMenu } from '@/lib/schemas/entities';
import type { StoreScreenStore } from './store-screen-types';
import { useCouponFlow } from './use-coupon-flow';
import { useStoreMenu } from './use-store-menu';

const EMPTY_MENU: Pick<TMenu, 'Products' | 'ModifierGroups' | 'PriceTriggers'> = { Products: {}, ModifierGroups: {}, PriceTriggers: [] };

/**
 * One store's cart as the store screen and the mobile cart page show it: the saved cart of this
 * store, priced by the engine against the active menu, kept free of sold-out and stale lines.
 */
export function useStoreCart(store: StoreScreenStore, menuQuery: string | null, onCheckout: () => void) {
  const cart = useCart();
  const { menu, load } = useStoreMenu(store.ID, menuQuery);
  const totals = useCartTotals(menu ?? EMPTY_MENU, store);
  const applyCouponCode = useCouponFlow(cart, menu, store);
  const { switchStore } = cart;

  useEffect(() => switchStore(store.ID, store.TimezoneIanaFormat), [switchStore, store.ID, store.TimezoneIanaFormat]);
  useCartMenuSync(menu?.Products);
  useStaleCartCheck();

  const view: CartViewProps = {
    lines: totals.priced.lines,
    totals,
    currencyLocaleName: store.CurrencyLocaleName,
    discountNames: totals.priced.appliedPriceTriggers.map((applied) => applied.rule.Name).filter((name): name is string => Boolean(name)),
    coupon: { state: cart.couponBox, used: cart.coupons.length > 0 },
    offers: discountOffers(totals.priced, cart.acceptedTriggerIds),
    onAcceptOffer: cart.acceptTrigger,
    onWithdrawOffer: cart.withdrawTrigger,
    checkout: { store, now: new Date(), minimumOrder: null },
    onQuantityChange: cart.setQuantity,
    onRemove: cart.removeLine,
    onApplyCoupon: (code: string) => void applyCouponCode(code),
    onRemoveCoupon: cart.removeCoupon,
    onCheckout,
  };

  return { cart, menu, loadMenu: load, totals, applyCouponCode, view };
}
