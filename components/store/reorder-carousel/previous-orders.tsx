'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useReorder } from '@/components/account/use-reorder';
import { useSessionFlag } from '@/components/store/popular-carousel/use-session-flag';
import { useMember } from '@/lib/client/account/member-session';
import { fetchPreviousOrders } from '@/lib/client/account/order-history-api';
import { localOrderProofs, readOrderHistory } from '@/lib/client/orders/order-history';
import type { TPreviousOrderView } from '@/lib/views/account';
import { ReorderCarousel, type ReorderOrder } from './reorder-carousel';
import { useReorderDate } from './use-reorder-date';

/** Session storage key remembering that the visitor skipped this store's previous orders. */
const REORDER_SKIPPED_KEY = 'reorderCarouselSkipped';

/**
 * The store screen's reorder carousel with its data (part 1 §2): the signed-in member's and the
 * device's own previous orders of this store, read from the server after hydration (the page's
 * HTML never depends on who is signed in, so it stays cacheable). Skip hides it for the visit;
 * Reorder checks the store and opens the order's checkout.
 */
export function PreviousOrders({ storeId }: { storeId: string }) {
  const locale = useLocale();
  const tAccount = useTranslations('account');
  const member = useMember();
  const [skipped, skip] = useSessionFlag(`${REORDER_SKIPPED_KEY}:${storeId}`);
  const [orders, setOrders] = useState<TPreviousOrderView[]>([]);
  const { reorder, busyId, alert } = useReorder();
  const reorderDate = useReorderDate();
  // The device's orders of this store with their tokens: read once, after mounting (storage is the browser's).
  const [proofs] = useState(() => localOrderProofs(readOrderHistory(storeId)));

  useEffect(() => {
    // Wait for the session's answer; a guest without orders on this device has nothing to ask for.
    if (member === undefined || skipped || (member === null && proofs.length === 0)) return;
    const controller = new AbortController();
    fetchPreviousOrders(storeId, proofs, locale)
      .then((view) => {
        if (!controller.signal.aborted) setOrders(view.orders);
      })
      // The carousel is an offer: when it cannot be read, the menu simply shows without it.
      .catch(() => undefined);
    return () => controller.abort();
  }, [member, skipped, proofs, storeId, locale]);

  const cards: ReorderOrder[] = useMemo(
    () => orders.map((order) => ({ id: order.orderId, date: reorderDate(order.createdOn, order.timeZone), items: order.items.map((item) => tAccount('itemLine', item)) })),
    [orders, reorderDate, tAccount],
  );

  if (skipped || cards.length === 0) return null;
  const tokenOf = (orderId: string) => proofs.find((proof) => proof.orderId === orderId)?.token ?? null;
  return (
    <>
      <ReorderCarousel orders={cards} busyId={busyId} onReorder={(id) => reorder(id, tokenOf(id))} onSkip={skip} />
      {alert}
    </>
  );
}
