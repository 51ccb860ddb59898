'use client';

import { useCallback, useEffect, useMemo } from 'react';
import type { CartViewProps } from '@/components/cart';
import { isCouponUsed } from '@/lib/domain/cart/coupon-used';
import { discountOffers } from '@/lib/domain/cart/discount-offers';
import { discountLines } from '@/lib/domain/cart/discount-lines';
import { ruleKeyOfSessionOrderType } from '@/lib/domain/order/minimum-order';
import { ROOM_CHARGE_STALE_CHECK_INTERVAL_MS, STALE_CHECK_INTERVAL_MS, useCart, useCartMenuSync, useCartTotals, useStaleCartCheck } from '@/lib/client/cart/use-cart';
import { useClock } from '@/lib/client/use-clock';
import type { TMenu } from '@/lib/schemas/entities';
import type { StoreScreenConfig } from '@/lib/views/store';
import { useActiveMenuId } from './use-active-menu-id';
import { useCouponFlow } from './use-coupon-flow';
import { useDeliveryRequote, useOrderChoice, type ConfirmedChoice } from './use-order-choice';
import { useStoreLiveState } from './use-store-live-state';
import { useStoreMenu } from './use-store-menu';

const EMPTY_MENU: Pick<TMenu, 'Products' | 'ModifierGroups' | 'PriceTriggers'> = { Products: {}, ModifierGroups: {}, PriceTriggers: [] };

/**
 * One store's cart as the store screen and the mobile cart page show it: the saved cart of this
 * store, priced by the engine against the active menu (re-evaluated every 30 s with the clock that
 * moves the rule windows and surcharges), with the wizard's order type and delivery fee, the
 * minimum purchase of that order type, and kept free of sold-out and stale lines (the store's
 * live state is polled with the same clock).
 */
export function useStoreCart(
  config: Pick<StoreScreenConfig, 'store' | 'menuQuery' | 'schedule' | 'wizardStore'> & { liveState?: StoreScreenConfig['liveState'] },
  onCheckout: () => void,
  onStoreChange?: () => void,
) {
  const { store, menuQuery, schedule } = config;
  const cart = useCart();
  const nowMs = useClock();
  const activeMenuId = useActiveMenuId(schedule, store.TimezoneIanaFormat, menuQuery, nowMs);
  const { menu, soldAtOtherTimes, status: menuStatus, load, refresh } = useStoreMenu(store.ID, menuQuery, activeMenuId);
  // The board paused the store or sold a product out: the menu is read again (the cart drops what
  // is sold out) and the page renders again.
  useStoreLiveState(store.ID, config.liveState ?? null, nowMs, () => {
    refresh();
    onStoreChange?.();
  });
  const { choice, confirm, requote } = useOrderChoice(store.ID, config.wizardStore);
  const deliveryFee = choice.orderType === 'MENU_DEL' ? (choice.quote?.Fee ?? null) : null;
  const now = Math.floor(nowMs / 1000);
  const totals = useCartTotals(menu ?? EMPTY_MENU, store, { now, deliveryFee });
  const applyCouponCode = useCouponFlow(cart, menu, store);
  const { switchStore } = cart;

  // The fee is quoted on the goods after discounts (FreightFeeRules are by price range).
  const goodsValue = Math.max(0, totals.subtotal - totals.discount);
  useDeliveryRequote(requote, goodsValue);
  const confirmChoice = useCallback((confirmed: ConfirmedChoice) => confirm(confirmed, goodsValue), [confirm, goodsValue]);
  useEffect(() => switchStore(store.ID, store.TimezoneIanaFormat), [switchStore, store.ID, store.TimezoneIanaFormat]);
  useCartMenuSync(menu?.Products, soldAtOtherTimes);
  useStaleCartCheck(store.chargeToRoom ? ROOM_CHARGE_STALE_CHECK_INTERVAL_MS : STALE_CHECK_INTERVAL_MS);

  const ruleKey = ruleKeyOfSessionOrderType(choice.orderType);
  const couponUsed = isCouponUsed(totals.priced);
  const checkoutNow = useMemo(() => new Date(nowMs), [nowMs]);

  const view: CartViewProps = {
    lines: totals.priced.lines,
    totals,
    currencyLocaleName: store.CurrencyLocaleName,
    discountLines: discountLines(totals.priced),
    deliveryQuoted: deliveryFee !== null,
    // "Used" only while the coupon reduces the priced cart (spec part 1 §4: chips marked used or unused).
    coupon: { state: cart.couponBox, used: couponUsed },
    offers: discountOffers(totals.priced, cart.acceptedTriggerIds),
    onAcceptOffer: cart.acceptTrigger,
    onWithdrawOffer: cart.withdrawTrigger,
    checkout: {
      store,
      now: checkoutNow,
      // Compared with the subtotal excluding delivery (spec part 2 §5).
      minimumOrder: ruleKey === null ? null : { rules: store.OrderTypeConstraintRules, orderTypeKey: ruleKey, amountCents: totals.subtotalCents },
    },
    onQuantityChange: cart.setQuantity,
    onRemove: cart.removeLine,
    onApplyCoupon: (code: string) => void applyCouponCode(code),
    onRemoveCoupon: cart.removeCoupon,
    removal: cart.removal,
    onDismissRemoval: cart.dismissRemoval,
    onCheckout,
  };

  return { cart, menu, menuStatus, loadMenu: load, totals, applyCouponCode, view, choice, confirmChoice, orderValue: goodsValue, activeMenuId, nowMs };
}
