import 'server-only';
import { REORDER_LISTED_ITEMS } from '@/lib/domain/order-status/reorder';
import { storeTimeZone } from '@/lib/domain/time/zoned-time';
import type { TPreviousOrdersRequest } from '@/lib/schemas/api/reorders';
import type { TStore } from '@/lib/schemas/entities';
import type { TPreviousOrdersView } from '@/lib/views/account';
import type { Container } from '@/lib/server/container';
import { canReadOrder } from '../order-access';
import { HISTORY_LIMIT, type HistoryRecord } from '@/lib/server/pages/load-order-history-page';

/** Part 2 §9: the carousel offers as many orders as the device keeps per store. */
export const PREVIOUS_ORDERS_SHOWN = REORDER_LISTED_ITEMS;

/**
 * The previous orders of one store its screen offers again (part 1 §2 "reorder carousel"): the
 * signed-in member's (by their session) and the device's own (each proven by its status link's
 * token), newest first, at most 4. Nobody else's order is ever read: an order id without its
 * token or its owner's session is skipped as if it did not exist.
 */
export async function listPreviousOrders({
  app,
  store,
  userId,
  local,
}: {
  app: Pick<Container, 'historyOrders'>;
  store: TStore;
  /** the session's member, or null for a guest */
  userId: string | null;
  local: TPreviousOrdersRequest['orders'];
}): Promise<TPreviousOrdersView> {
  const found = new Map<string, HistoryRecord>();
  if (userId) {
    // One filter and the order, as the history page asks (no composite index): the store is picked here.
    const page = await app.historyOrders.findBy('OnlineOrderUserIdentifier', userId, { orderBy: [{ field: 'CreatedOn', direction: 'desc' }], limit: HISTORY_LIMIT });
    for (const doc of page.docs) if (String(doc.data.StoreID) === store.ID) found.set(doc.id, doc.data as HistoryRecord);
  }
  for (const { orderId, token } of local) {
    if (found.has(orderId)) continue;
    const order = (await app.historyOrders.findById(orderId).catch(() => null)) as HistoryRecord | null;
    if (order && String(order.StoreID) === store.ID && canReadOrder(order, { token })) found.set(orderId, order);
  }
  const orders = [...found.entries()]
    .filter(([, order]) => Array.isArray(order.OrderItems) && order.OrderItems.length > 0)
    .sort(([, a], [, b]) => b.CreatedOn - a.CreatedOn || Number(b.OrderNumber ?? 0) - Number(a.OrderNumber ?? 0))
    .slice(0, PREVIOUS_ORDERS_SHOWN);
  return {
    orders: orders.map(([orderId, order]) => ({
      orderId,
      createdOn: order.CreatedOn,
      timeZone: storeTimeZone(store),
      items: order.OrderItems.map((item) => ({ name: item.Name, quantity: item.Quantity })),
    })),
  };
}
