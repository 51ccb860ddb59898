import 'server-only';
import { AppError, isAppError } from '@/lib/domain/errors/app-error';
import { canCancelOrder } from '@/lib/domain/order-status/cancellation';
import { CANCEL_REQUESTED_STATUS } from '@/lib/domain/order-status/progress-step';
import type { Container } from '@/lib/server/container';
import { canReadOrder, type OrderAccessFields } from '../order-access';
import { writeOrderStatus, type TOrderStatusChange } from '../write-order-status';

/**
 * POST /api/orders/{orderId}/cancel: the customer asks to cancel (status 12, spec "PUT
 * trackingorders/{orderId}/status/12"). Only the order's owner or the holder of its status-link
 * token may ask (anyone else is told there is no such order), and only when the spec's rule
 * allows it: the store allows cancellation, the status is 2 or 4, and now is before the
 * scheduled time minus the store's buffer; otherwise 409 'Cancellation not permitted'.
 */
export async function requestOrderCancellation({
  app,
  orderId,
  token,
  userId,
  now = new Date(),
}: {
  app: Pick<Container, 'documents' | 'historyOrders' | 'stores' | 'email' | 'sms'>;
  orderId: string;
  token: string | null;
  userId: string | null;
  now?: Date;
}): Promise<TOrderStatusChange> {
  const history = await app.historyOrders.findById(orderId);
  if (!history || !canReadOrder(history as OrderAccessFields, { token, userId })) throw new AppError('NOT_FOUND', 'orderStatusChange.orderNotFound');
  const store = await app.stores.findById(String(history.StoreID));
  const permitted = (from: number) => canCancelOrder(store, { OnlineOrderStatus: from, ScheduledTime: history.ScheduledTime }, now);
  if (!permitted(history.OnlineOrderStatus)) throw new AppError('CONFLICT', 'orderStatusChange.cancellationNotPermitted');
  return writeOrderStatus({
    documents: app.documents,
    messaging: app,
    orderId,
    to: CANCEL_REQUESTED_STATUS,
    description: null,
    allowed: (from) => permitted(from),
  }).catch((error: unknown) => {
    // The status moved on between our read and the write: the rule no longer allows it.
    if (isAppError(error) && error.code === 'CONFLICT') throw new AppError('CONFLICT', 'orderStatusChange.cancellationNotPermitted');
    throw error;
  });
}
