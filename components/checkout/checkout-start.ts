'use client';

import { useEffect } from 'react';
import { saveDeliveryAddress, saveOrderType } from '@/components/wizard/wizard-session';
import type { TCheckoutBeforeRedirect } from '@/lib/client/checkout/checkout-before-redirect';
import { EMPTY_CHECKOUT_FORM, type OrderTypeKind, type TCheckoutFormValues } from '@/lib/client/checkout/checkout-form';
import type { TOrderTypeSession } from '@/lib/client/storage';
import { checkoutOrderType, isOrderTypeAvailable, type AvailabilityOptions } from '@/lib/domain/availability/available-order-types';
import type { TCheckoutPageView } from '@/lib/views/checkout';
import type { CheckoutSession } from './use-checkout-session';

export const SESSION_TYPE: Partial<Record<OrderTypeKind, TOrderTypeSession>> = { delivery: 'MENU_DEL', pickup: 'MENU_TAK', dineIn: 'MENU_DIN' };
const KIND_OF_SESSION: Record<TOrderTypeSession, OrderTypeKind> = { MENU_DEL: 'delivery', MENU_TAK: 'pickup', MENU_DIN: 'dineIn' };

export interface CheckoutStart {
  view: TCheckoutPageView;
  session: CheckoutSession;
  /** back from Alipay or Wechat: the checkout as the customer left it */
  saved: TCheckoutBeforeRedirect | null;
  now: Date;
  availability: AvailabilityOptions;
}

/**
 * The tab the checkout opens on: the one left for Alipay or Wechat; else the earlier order's type
 * at /checkout/{orderid} (a retry or reorder restores it, part 1 §4: a declined delivery retried
 * in a new browser is a delivery again); else the room of a room link, then the wizard's type.
 * Whatever is wanted, a type the store no longer offers falls back as part 1 §4 says.
 */
export function initialKind({ view, session, saved, now, availability }: CheckoutStart): OrderTypeKind | null {
  const { store } = view;
  if (saved && isOrderTypeAvailable(store, saved.kind, now, availability)) return saved.kind;
  const ordered = view.reorder?.kind ?? null;
  if (ordered && isOrderTypeAvailable(store, ordered, now, availability)) return ordered;
  const wanted = session.room && isOrderTypeAvailable(store, 'room', now, availability) ? 'room' : session.orderType ? KIND_OF_SESSION[session.orderType] : null;
  return checkoutOrderType(store, wanted, now, availability);
}

/** The form the checkout opens with: the earlier order's address and room (a room link's own room first), the scanned table. */
export function initialValues({ view, session, saved }: Pick<CheckoutStart, 'view' | 'session' | 'saved'>): TCheckoutFormValues {
  if (saved) return saved.values;
  const address = view.reorder?.deliveryAddress ?? session.address;
  return {
    ...EMPTY_CHECKOUT_FORM,
    deliveryAddress: address
      ? {
          StreetAddress: address.StreetAddress,
          CityTown: address.CityTown,
          State: address.State,
          PostalCode: address.PostalCode,
          DeliveryInstructions: address.DeliveryInstructions ?? '',
        }
      : EMPTY_CHECKOUT_FORM.deliveryAddress,
    room: { RoomNumber: session.room ?? view.reorder?.room ?? '' },
    dineIn: { ...EMPTY_CHECKOUT_FORM.dineIn, TableNumber: session.table?.TableNumber ?? '', SecurityCode: session.table?.SecurityCode ?? '' },
  };
}

/**
 * A type restored from the earlier order becomes the session's too, with its address, as the
 * wizard would have left them: back on the menu, the store page and a later checkout follow it.
 */
export function useRestoredOrderType(view: TCheckoutPageView, kind: OrderTypeKind | null): void {
  const restored = view.reorder !== null && kind !== null && kind === view.reorder.kind ? kind : null;
  const address = restored === 'delivery' ? (view.reorder?.deliveryAddress ?? null) : null;
  useEffect(() => {
    const stored = restored ? SESSION_TYPE[restored] : undefined;
    if (!stored) return;
    saveOrderType(stored);
    if (address) saveDeliveryAddress(address);
  }, [restored, address]);
}
