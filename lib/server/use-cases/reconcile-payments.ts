import 'server-only';
import { COLLECTIONS } from '../collections';
import type { Container } from '../container';
import type { TrackingOrderDocument } from '../orders/order-documents';
import { applyPaymentOutcome, PAYMENT_FAILED_STATUS } from '../orders/payment-outcome';
import type { Payment } from '../ports/payment-gateway';

export interface ReconcileResult {
  checked: number;
  paid: number;
  failed: number;
  stillPending: number;
}

const BATCH = 200;

async function markFailedWithoutPayment(app: Container, orderId: string): Promise<void> {
  await app.documents.runTransaction(async (tx) => {
    const tracking = await tx.get<TrackingOrderDocument>(COLLECTIONS.trackingOrders, orderId);
    if (!tracking || tracking.PaymentStatus !== 'pending') return;
    const patch = { PaymentStatus: 'failed', OnlineOrderStatus: PAYMENT_FAILED_STATUS };
    tx.update(COLLECTIONS.trackingOrders, orderId, patch);
    tx.update(COLLECTIONS.historyOrders, orderId, patch);
  });
}

/**
 * Settles orders whose card payment is still pending, so a payment that succeeds always ends
 * with its order (DESIGN "A payment that succeeds ... is found and settled, never lost"): paid at
 * the provider → the order is marked paid; declined → payment failed (status 6); a challenge
 * left unanswered for `timeoutMinutes` is cancelled at the provider and the order fails with 6
 * (unless the provider says it succeeded meanwhile); an order whose charge never started fails
 * after the same time. Run after each 3-D Secure return, at start-up and on an interval
 * (instrumentation.ts, RECONCILE_INTERVAL_SECONDS).
 */
export async function reconcilePayments({ app, now = new Date(), timeoutMinutes }: { app: Container; now?: Date; timeoutMinutes: number }): Promise<ReconcileResult> {
  const result: ReconcileResult = { checked: 0, paid: 0, failed: 0, stillPending: 0 };
  const page = await app.documents.query<TrackingOrderDocument>(COLLECTIONS.trackingOrders, { where: [{ field: 'PaymentStatus', op: '==', value: 'pending' }], limit: BATCH });
  const cutoff = Math.floor(now.getTime() / 1000) - timeoutMinutes * 60;
  for (const { id, data: order } of page.docs) {
    result.checked += 1;
    const expired = order.CreatedOn <= cutoff;
    let payment: Payment | null = order.PaymentId ? await app.payments.retrieve(order.PaymentId) : await app.payments.findByOrder(id);
    if (!payment) {
      if (expired) {
        await markFailedWithoutPayment(app, id);
        result.failed += 1;
      } else result.stillPending += 1;
      continue;
    }
    if (payment.state === 'requires_action' && expired) payment = await app.payments.cancel(payment.id);
    const outcome = await applyPaymentOutcome({ documents: app.documents, orderId: id, payment });
    if (outcome?.paymentStatus === 'paid') result.paid += 1;
    else if (outcome?.paymentStatus === 'failed') result.failed += 1;
    else result.stillPending += 1;
  }
  return result;
}
