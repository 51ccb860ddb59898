import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { canChangeOrderStatus, REFUNDING_STATUSES } from '@/lib/domain/order-status/transitions';
import type { Container } from '@/lib/server/container';
import type { TPaymentStatus, TrackingOrderDocument } from '../order-documents';
import { isStoreKey } from '@/lib/server/auth/store-api-keys';
import { writeOrderStatus, type TOrderStatusChange } from '../write-order-status';
import { logger } from '@/lib/server/logger';

const log = logger.child({ component: 'orders' });

/**
 * The money of an order the store refunds, rejects or fails goes back through the payment's own
 * provider: a paid payment (or one whose refund is owed) is refunded with the order's refund
 * key, so a retry never refunds twice; a payment still waiting for 3-D Secure is cancelled, so
 * the customer cannot complete it afterwards (and refunded if it succeeded meanwhile). What the
 * order's PaymentStatus becomes; undefined: unchanged (no card payment, or one still processing,
 * which its settlement refunds once it succeeds, the order being final by then).
 */
async function giveMoneyBack(app: Pick<Container, 'payments'>, orderId: string, order: TrackingOrderDocument): Promise<TPaymentStatus | undefined> {
  if (!order.PaymentId) return undefined;
  if (order.PaymentStatus === 'pending') {
    const payment = await app.payments.cancel(order.PaymentId);
    if (payment.state === 'failed') return 'failed';
    if (payment.state !== 'succeeded') return undefined;
  } else if (order.PaymentStatus !== 'paid' && order.PaymentStatus !== 'refunding') return undefined;
  await app.payments.refund(order.PaymentId, { idempotencyKey: `refund:${orderId}` });
  return 'refunded';
}

/**
 * PUT /api/orders/{orderId}/status: the store's systems move an order on. The caller proves
 * it is the order's store with that store's bearer key; only the transition table's moves are
 * taken (409 otherwise). A refund (10, also a cancel request approved), rejection (11, 20) or
 * failure (3) gives the card payment back first; if the provider refuses, the status does not
 * change (503) and the store may try again. The order board (issue 17) comes the same way, its
 * staff session checked by its own handlers, and so does the operator at the database (`npm run
 * order:status`), so every caller shares one path.
 */
export async function changeOrderStatus({
  app,
  orderId,
  status,
  description,
  storeKey,
  staffStoreId,
  operator = false,
}: {
  app: Pick<Container, 'documents' | 'orders' | 'payments' | 'email' | 'sms'>;
  orderId: string;
  status: number;
  description?: string | null;
  storeKey: string | null;
  /** the store of the order board's staff session (checked by the board's handler) instead of a key */
  staffStoreId?: string;
  /** the operator who runs the server and holds its database (`npm run order:status`): any store's order, no key; never set by an HTTP handler */
  operator?: boolean;
}): Promise<TOrderStatusChange> {
  const order = await app.orders.findTracking(orderId);
  if (!order) throw new AppError('NOT_FOUND', 'orderStatusChange.orderNotFound');
  const isStaff = staffStoreId !== undefined && staffStoreId === String(order.StoreID);
  if (!operator && !isStaff && !isStoreKey(String(order.StoreID), storeKey)) throw new AppError('UNAUTHORIZED', 'orderStatusChange.storeKeyRequired');
  if (!canChangeOrderStatus(order.OnlineOrderStatus, status)) throw new AppError('CONFLICT', 'orderStatusChange.transitionRefused', { from: order.OnlineOrderStatus, to: status });

  let paymentStatus: TPaymentStatus | undefined;
  if (REFUNDING_STATUSES.includes(status)) {
    try {
      paymentStatus = await giveMoneyBack(app, orderId, order);
    } catch (error) {
      log.error({ err: error, orderId }, 'order status: the refund failed');
      throw new AppError('UPSTREAM_UNAVAILABLE', 'orderStatusChange.refundFailed');
    }
  }
  return writeOrderStatus({ documents: app.documents, messaging: app, orderId, to: status, description: description?.trim() || null, paymentStatus });
}
