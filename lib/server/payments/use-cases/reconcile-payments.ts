import 'server-only';
import { ORDER_STATUS } from '@/lib/domain/order-status/statuses';
import type { Container } from '@/lib/server/container';
import type { TPaymentStatus, TrackingOrderDocument } from '@/lib/server/orders/order-documents';
import type { Payment } from '@/lib/server/ports/payment-gateway';
import { orderTransaction } from '@/lib/server/repositories/order-repository';
import { settlePayment, type SettlementApp } from './settle-payment';
import { logger } from '@/lib/server/logger';

const log = logger.child({ component: 'payments' });

export interface ReconcileResult {
  checked: number;
  paid: number;
  failed: number;
  stillPending: number;
  refunded: number;
}

const BATCH = 200;

async function markFailedWithoutPayment(app: Pick<Container, 'documents'>, orderId: string): Promise<void> {
  await app.documents.runTransaction(async (tx) => {
    const orders = orderTransaction(tx);
    const tracking = await orders.tracking(orderId);
    if (!tracking || tracking.PaymentStatus !== 'pending') return;
    orders.update(orderId, { PaymentStatus: 'failed', OnlineOrderStatus: ORDER_STATUS.paymentFailed });
  });
}

/**
 * Settles one order whose card payment is pending (or whose refund is owed) by asking its
 * provider: the order's payment, or the provider's own record of the order's payment when the
 * write after the charge was lost. `expired`: a challenge still unanswered is cancelled at the
 * provider (unless it settled meanwhile), and an order whose charge never started, or whose only
 * payment was refused for its amount or currency, fails.
 */
export async function reconcileOrderPayment({
  app,
  orderId,
  order,
  expired,
}: {
  app: SettlementApp;
  orderId: string;
  order: TrackingOrderDocument;
  expired: boolean;
}): Promise<TPaymentStatus> {
  if (order.PaymentStatus === 'refunding' && order.PaymentId) {
    const refunded = await app.payments.refund(order.PaymentId, { idempotencyKey: `refund:${order.PaymentId}` });
    return (await settlePayment({ app, payment: refunded })).outcome?.paymentStatus ?? 'refunding';
  }
  let payment: Payment | null = order.PaymentId ? await app.payments.retrieve(order.PaymentId) : await app.payments.findByOrder(orderId);
  if (!payment) {
    if (!expired) return 'pending';
    await markFailedWithoutPayment(app, orderId);
    return 'failed';
  }
  if (payment.state === 'requires_action' && expired) payment = await app.payments.cancel(payment.id);
  const settled = await settlePayment({ app, payment });
  // A payment refused for its amount or currency is not the order's: once the order has waited
  // out the timeout, it fails like an order whose charge never started.
  if (settled.refused && expired) {
    await markFailedWithoutPayment(app, orderId);
    return 'failed';
  }
  return settled.outcome?.paymentStatus ?? 'pending';
}

/**
 * The customer came back from the provider's 3-D Secure page: the order's pending payment is
 * settled now, from the provider's record (the return URL's query is never trusted). A provider
 * that cannot be reached leaves it to the webhook and the reconciler.
 */
export async function settleReturnedPayment({ app, orderId }: { app: SettlementApp & Pick<Container, 'orders'>; orderId: string }): Promise<void> {
  const order = await app.orders.findTracking(orderId);
  if (!order || order.PaymentStatus !== 'pending') return;
  await reconcileOrderPayment({ app, orderId, order, expired: false }).catch((error: unknown) => {
    log.error({ err: error, orderId }, 'payment return: the order could not be reconciled');
  });
}

/**
 * Settles orders whose card payment is still pending, or whose refund is owed, so a payment
 * that succeeds always ends with its order (DESIGN "A payment that succeeds ... is found and
 * settled, never lost"): paid at the provider → the order is marked paid; declined → payment
 * failed (status 6); a challenge left unanswered for `timeoutMinutes` is cancelled at the
 * provider and the order fails with 6 (unless the provider says it succeeded meanwhile); an
 * order whose charge never started fails after the same time; a refund owed (a payment that
 * succeeded after its order was rejected) is made. One order's failure (its provider down) does
 * not stop the others. Run after each 3-D Secure return, at start-up and on an interval
 * (instrumentation.ts, RECONCILE_INTERVAL_SECONDS).
 */
export async function reconcilePayments({
  app,
  now = new Date(),
  timeoutMinutes,
}: {
  app: SettlementApp & Pick<Container, 'orders'>;
  now?: Date;
  timeoutMinutes: number;
}): Promise<ReconcileResult> {
  const result: ReconcileResult = { checked: 0, paid: 0, failed: 0, stillPending: 0, refunded: 0 };
  const page = await app.orders.awaitingPayment(BATCH);
  const cutoff = Math.floor(now.getTime() / 1000) - timeoutMinutes * 60;
  for (const { id, data: order } of page.docs) {
    result.checked += 1;
    let status: TPaymentStatus;
    try {
      status = await reconcileOrderPayment({ app, orderId: id, order, expired: order.CreatedOn <= cutoff });
    } catch (error) {
      log.error({ err: error, orderId: id }, 'payment reconciler: the order could not be reconciled');
      status = order.PaymentStatus;
    }
    if (status === 'paid') result.paid += 1;
    else if (status === 'failed') result.failed += 1;
    else if (status === 'refunded') result.refunded += 1;
    else result.stillPending += 1;
  }
  return result;
}
