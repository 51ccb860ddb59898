'use client';

import { useCallback, useMemo, useState } from 'react';
import { useSlotList } from '@/components/wizard/use-slot-list';
import { saveOrderType } from '@/components/wizard/wizard-session';
import type { TCheckoutBeforeRedirect } from '@/lib/client/checkout/checkout-before-redirect';
import type { OrderTypeKind, TCheckoutFormValues } from '@/lib/client/checkout/checkout-form';
import type { TFieldErrors } from '@/lib/client/forms/zod-issues';
import { serverNow } from '@/lib/client/server-clock';
import { availableOrderTypes } from '@/lib/domain/availability/available-order-types';
import { drivingMinutes } from '@/lib/domain/delivery/estimate';
import { findDeliveryArea } from '@/lib/domain/delivery/postcode-areas';
import { M } from '@/lib/schemas/forms/messages';
import type { TCheckoutPageView } from '@/lib/views/checkout';
import { initialKind, SESSION_TYPE, useRestoredOrderType } from './checkout-start';
import type { CheckoutForm } from './use-checkout-form';
import type { CheckoutSession } from './use-checkout-session';
import { useDeliveryQuote } from './use-delivery-quote';

export type OrderType = ReturnType<typeof useOrderType>;
export type ServiceTime = ReturnType<typeof useServiceTime>;

/**
 * The order type of the checkout: the tab it opens on (Alipay's or Wechat's return, the earlier
 * order's type, the room link, the wizard), kept in the wizard's session when changed. With
 * several menus a cart is priced by one of them, so changing the type then asks first
 * (`pendingKind`); yes empties the cart and goes back to the menu (`leave`).
 */
export function useOrderType({
  view,
  session,
  saved,
  cartHasLines,
  leave,
}: {
  view: TCheckoutPageView;
  session: CheckoutSession;
  saved: TCheckoutBeforeRedirect | null;
  cartHasLines: boolean;
  leave: () => void;
}) {
  const { store, flags } = view;
  const now = session.openedAt;
  const table = session.table;
  const availability = useMemo(() => ({ table: table?.TableNumber ?? null }), [table]);
  const available = useMemo(() => availableOrderTypes(store, now, availability), [store, now, availability]);
  const [startKind] = useState(() => initialKind({ view, session, saved, now, availability }));
  const [kind, setKind] = useState<OrderTypeKind | null>(startKind);
  useRestoredOrderType(view, startKind);
  const [pendingKind, setPendingKind] = useState<OrderTypeKind | null>(null);

  function changeKind(next: OrderTypeKind) {
    if (next === kind) return;
    if (flags.multipleMenus && cartHasLines) {
      setPendingKind(next);
      return;
    }
    setKind(next);
    const stored = SESSION_TYPE[next];
    if (stored) saveOrderType(stored);
  }

  return {
    kind,
    available,
    tableFromScan: table !== null,
    // Slots: delivery and room share the delivery times; dine in has none.
    serviceKind: kind === 'pickup' ? ('pickup' as const) : kind === 'delivery' || kind === 'room' ? ('delivery' as const) : null,
    changeKind,
    menuChange: pendingKind !== null,
    cancelMenuChange: () => setPendingKind(null),
    confirmMenuChange: () => {
      const stored = pendingKind ? SESSION_TYPE[pendingKind] : undefined;
      if (stored) saveOrderType(stored);
      setPendingKind(null);
      leave();
    },
  };
}

/**
 * When and where: the delivery address's quote (asked once the address has no error of its own)
 * and the time list of the order type, whose delivery times follow the quoted driving time and
 * the postcode's own slots.
 */
export function useServiceTime({
  store,
  session,
  kind,
  serviceKind,
  form,
  errors,
  unchecked,
  orderValue,
  locale,
}: {
  store: TCheckoutPageView['store'];
  session: CheckoutSession;
  kind: OrderTypeKind | null;
  serviceKind: OrderType['serviceKind'];
  form: CheckoutForm;
  errors: TFieldErrors;
  unchecked: boolean;
  /** dollars: the fee rules go by the order value */
  orderValue: number;
  locale: string;
}) {
  const [date, setDate] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<string | null>(() => (session.time ? new Date(session.time * 1000).toISOString() : null));
  const addressErrors = unchecked || Object.keys(errors).some((path) => path.startsWith('deliveryAddress.') && path !== 'deliveryAddress.DeliveryInstructions');
  const postcodeRefused =
    kind === 'delivery' &&
    'key' in (errors['deliveryAddress.PostalCode'] ?? { text: '' }) &&
    (errors['deliveryAddress.PostalCode'] as { key: string }).key === M.deliveryNotAvailable;
  const address: TCheckoutFormValues['deliveryAddress'] = form.values.deliveryAddress;
  const quote = useDeliveryQuote({ storeId: store.ID, address: kind === 'delivery' && !addressErrors ? address : null, orderValue, locale });
  const postcode = kind === 'delivery' && /^\d{4}$/.test(address.PostalCode.trim()) ? address.PostalCode.trim() : null;
  const onLoaded = useCallback((loadedDate: string, ids: string[]) => {
    setDate(loadedDate);
    setSlotId((current) => (current !== null && ids.includes(current) ? current : (ids[0] ?? null)));
  }, []);
  const nowFn = useCallback(() => new Date(serverNow()), []);
  const slotList = useSlotList({
    store,
    kind: serviceKind,
    date,
    postcode,
    deliveryDurationMinutes: quote.status === 'ok' && kind === 'delivery' ? drivingMinutes(quote.quote.DeliveryDuration) : undefined,
    now: nowFn,
    onLoaded,
  });

  return {
    quote,
    deliveryFee: kind === 'delivery' && quote.status === 'ok' ? quote.quote.Fee : null,
    postcodeRefused,
    outOfService: kind === 'delivery' && (quote.status === 'outOfArea' || postcodeRefused),
    deliveryLoading: kind === 'delivery' && quote.status === 'checking',
    slotList,
    date,
    setDate,
    slot: serviceKind ? (slotList.slots.find((candidate) => candidate.id === slotId) ?? null) : null,
    setSlotId,
    slotButtons: kind === 'delivery' && postcode !== null && (findDeliveryArea(postcode, store.DeliveryAreas ?? undefined)?.TimeSlots?.length ?? 0) > 0,
  };
}
