import 'server-only';
import { canCancelOrder } from '@/lib/domain/order-status/cancellation';
import { orderHeadline } from '@/lib/domain/order-status/display-status';
import { progressStep } from '@/lib/domain/order-status/progress-step';
import { isOrderInProgress } from '@/lib/domain/order-status/transitions';
import { orderTotalCents } from '@/lib/domain/order/order-totals';
import type { THistoryOrder, TOrder, TStore } from '@/lib/schemas/entities';
import type { TOrderHistoryItem, TOrderHistoryPageView } from '@/lib/views/account';
import type { Container } from '../container';
import { readMemberSession, type CookieReader } from '../auth/member-session';
import { orderStatusPath } from '../orders/order-access';
import { findEnabledStore } from '../stores/find-store';

/** The newest orders a history page shows; older ones stay in the store's systems. */
export const HISTORY_LIMIT = 60;

/** A history order carries the whole order payload (the history schema types only what it adds). */
export type HistoryRecord = THistoryOrder & Pick<TOrder, 'StoreID' | 'StoreName' | 'OrderItems' | 'TotalExcludingTax' | 'TotalTax'>;

function historyItem(orderId: string, order: HistoryRecord, store: TStore | null, userId: string, now: Date): TOrderHistoryItem {
  const step = progressStep(order.OnlineOrderStatus);
  return {
    orderId,
    orderNumber: order.OrderNumber ?? null,
    storeName: order.StoreName,
    storeSlug: store?.Slug ?? String(order.StoreID),
    createdOn: order.CreatedOn,
    timeZone: store?.TimezoneIanaFormat ?? 'Australia/Sydney',
    headline: step === null ? 'orderSent' : orderHeadline(step, order.OrderType, order.OnlineOrderStatusDescription),
    totalCents: orderTotalCents(order),
    currencyLocaleName: store?.CurrencyLocaleName ?? null,
    items: order.OrderItems.map((item) => ({ name: item.Name, quantity: item.Quantity })),
    canCancel: canCancelOrder(store, { OnlineOrderStatus: order.OnlineOrderStatus, ScheduledTime: order.ScheduledTime }, now),
    statusUrl: orderStatusPath({ storeSlug: store?.Slug ?? String(order.StoreID), orderId, userId }),
  };
}

/**
 * The order history and tracking pages' one loader (part 1 §2 `/{storename}/orderhistory`, and
 * `/{storename}/ordertracking` for the orders still in progress): the session's own
 * member's orders, newest first, from every store; null without a session (the page sends the
 * visitor to sign in) or for an unknown store. The view-history list needs a signed-in user
 * (part 2 §6): nobody else's orders are ever read here.
 */
export async function loadOrderHistoryPage({
  app,
  cookies,
  storename,
  list = 'history',
  now = new Date(),
}: {
  app: Pick<Container, 'auth' | 'users' | 'sessions' | 'stores' | 'headOffices' | 'historyOrders'>;
  cookies: CookieReader;
  storename: string;
  /** 'tracking': only the orders still in progress (/{storename}/ordertracking) */
  list?: 'history' | 'tracking';
  now?: Date;
}): Promise<TOrderHistoryPageView | 'signIn' | null> {
  const found = await findEnabledStore({ app, by: { storename } });
  if (!found) return null;
  const member = await readMemberSession({ cookies }, app);
  if (!member) return 'signIn';
  const page = await app.historyOrders.findBy('OnlineOrderUserIdentifier', member.user.ID, { orderBy: [{ field: 'CreatedOn', direction: 'desc' }], limit: HISTORY_LIMIT });
  // Newest first; orders of one second by their number (the store's counter only goes up).
  const records = page.docs
    .map((doc) => ({ id: doc.id, order: doc.data as HistoryRecord }))
    .filter(({ order }) => list === 'history' || isOrderInProgress(order.OnlineOrderStatus))
    .sort((a, b) => b.order.CreatedOn - a.order.CreatedOn || Number(b.order.OrderNumber ?? 0) - Number(a.order.OrderNumber ?? 0));
  const storeIds = [...new Set(records.map(({ order }) => String(order.StoreID)))];
  const stores = new Map((await Promise.all(storeIds.map((id) => app.stores.findById(id)))).filter((s): s is TStore => s !== null).map((s) => [s.ID, s]));
  return {
    storeSlug: found.store.Slug,
    header: { title: found.headOffice?.Name ?? found.store.Name, branded: Boolean(found.headOffice) },
    orders: records.map(({ id, order }) => historyItem(id, order, stores.get(String(order.StoreID)) ?? null, member.user.ID, now)),
  };
}
