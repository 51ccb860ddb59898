import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { canChangeOrderStatus, REFUNDING_STATUSES } from '@/lib/domain/order-status/transitions';
import { COLLECTIONS } from '../collections';
import type { Container } from '../container';
import type { TPaymentStatus, TrackingOrderDocument } from '../orders/order-documents';
import { isStoreKey } from '../orders/store-api-keys';
import { writeOrderStatus, type TOrderStatusChange } from '../orders/write-order-status';

/**
 * PUT /api/orders/{orderId}/status: the store's systems move an order on. The caller proves
 * it is the order's store with that store's bearer key; only the transition table's moves are
 * taken (409 otherwise). A refund, rejection or failure of an order paid by card refunds the
 * payment first (with the order's refund key, so a retry never refunds twice); if the provider
 * refuses, the status does not change.
 */
export async function changeOrderStatus({
  app,
  orderId,
  status,
  description,
  storeKey,
}: {
  app: Container;
  orderId: string;
  status: number;
  description?: string | null;
  storeKey: string | null;
}): Promise<TOrderStatusChange> {
  const order = await app.documents.get<TrackingOrderDocument>(COLLECTIONS.trackingOrders, orderId);
  if (!order) throw new AppError('NOT_FOUND', 'orderStatusChange.orderNotFound');
  if (!isStoreKey(String(order.StoreID), storeKey)) throw new AppError('UNAUTHORIZED', 'orderStatusChange.storeKeyRequired');
  if (!canChangeOrderStatus(order.OnlineOrderStatus, status)) throw new AppError('CONFLICT', 'orderStatusChange.transitionRefused', { from: order.OnlineOrderStatus, to: status });

  let paymentStatus: TPaymentStatus | undefined;
  if (REFUNDING_STATUSES.includes(status) && order.PaymentStatus === 'paid' && order.PaymentId) {
    try {
      await app.payments.refund(order.PaymentId, { idempotencyKey: `refund:${orderId}` });
    } catch {
      throw new AppError('UPSTREAM_UNAVAILABLE', 'orderStatusChange.refundFailed');
    }
    paymentStatus = 'refunded';
  }
  return writeOrderStatus({ documents: app.documents, orderId, to: status, description: description?.trim() || null, paymentStatus });
}
