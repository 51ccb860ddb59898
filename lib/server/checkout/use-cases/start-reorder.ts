import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { checkReorderStore } from '@/lib/domain/order-status/reorder';
import { isEnabledStore } from '@/lib/domain/store/enabled-store';
import type { TReorderStartView } from '@/lib/views/account';
import type { Container } from '@/lib/server/container';
import { canReadOrder, type OrderAccessFields } from '@/lib/server/orders/order-access';

/**
 * POST /api/orders/{orderId}/reorder (part 1 §4 "Reorder"): before the customer is sent to the
 * checkout of an earlier order, the order's store (often another one) is loaded and must exist
 * and take orders now, by the same domain rule the checkout page redirects by (isStoreClosed):
 * in operation, and open (no blackout, inside hours) unless pre-order is on. Otherwise the
 * spec's alert: 404 STORE_NOT_FOUND 'StoreNotFound', or 409 STORE_CLOSED with the store's
 * closing message or 'Currently not taking online orders'. Only the order's owner or the holder
 * of its status link's token may ask; anyone else is told there is no such order. The checkout
 * then puts the order's lines back in the cart (sold-out ones skipped, missing ones named).
 */
export async function startReorder({
  app,
  orderId,
  token,
  userId,
  now = new Date(),
}: {
  app: Pick<Container, 'historyOrders' | 'stores'>;
  orderId: string;
  token: string | null;
  userId: string | null;
  now?: Date;
}): Promise<TReorderStartView> {
  const order = await app.historyOrders.findById(orderId).catch(() => null);
  if (!order || !canReadOrder(order as OrderAccessFields, { token, userId })) throw new AppError('NOT_FOUND', 'orderStatusChange.orderNotFound');
  const found = await app.stores.findById(String(order.StoreID)).catch(() => null);
  // A disabled store's pages and calls answer 404: for a reorder it does not exist either.
  const store = found && isEnabledStore(found) ? found : null;
  const check = checkReorderStore(store, now);
  if (!check.ok && check.code === 'StoreClosed') throw new AppError('STORE_CLOSED', check.messageKey, { message: check.message });
  if (!check.ok || !store) throw new AppError('STORE_NOT_FOUND', 'reorder.storeNotFound');
  const path = `/store/${encodeURIComponent(store.Slug)}/checkout/${encodeURIComponent(orderId)}`;
  return { checkoutPath: token ? `${path}?t=${encodeURIComponent(token)}` : path };
}
