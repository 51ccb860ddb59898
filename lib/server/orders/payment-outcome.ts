import 'server-only';
import type { Payment } from '../ports/payment-gateway';
import type { DocumentStore, Transaction } from '../ports/document-store';
import { COLLECTIONS } from '../collections';
import type { TPaymentStatus, TrackingOrderDocument } from './order-documents';

export const PAYMENT_FAILED_STATUS = 6;

export interface PaymentOutcome {
  onlineOrderStatus: number;
  paymentStatus: TPaymentStatus;
}

function paymentStatusOf(payment: Payment): TPaymentStatus {
  switch (payment.state) {
    case 'succeeded':
      return 'paid';
    case 'failed':
      return 'failed';
    case 'refunded':
      return 'refunded';
    case 'requires_action':
      return 'pending';
  }
}

/**
 * Moves an order to what its payment says, on the history and tracking documents in one
 * transaction: paid (the status stays, or returns from payment-failed if a late success
 * arrives), failed (status 6, payment failed), pending (waiting for 3-D Secure) or refunded.
 * Idempotent: an order already there is left untouched. `alsoWrite` adds writes to the same
 * transaction (the idempotency record's final answer).
 */
export async function applyPaymentOutcome({
  documents,
  orderId,
  payment,
  alsoWrite,
}: {
  documents: DocumentStore;
  orderId: string;
  payment: Payment;
  alsoWrite?: (tx: Transaction, outcome: PaymentOutcome) => void;
}): Promise<PaymentOutcome | null> {
  return documents.runTransaction(async (tx) => {
    // Read together: each await inside a transaction lets other requests run while it holds the write lock.
    const [tracking, history] = await Promise.all([tx.get<TrackingOrderDocument>(COLLECTIONS.trackingOrders, orderId), tx.get<TrackingOrderDocument>(COLLECTIONS.historyOrders, orderId)]);
    if (!tracking || !history) return null;
    const paymentStatus = paymentStatusOf(payment);
    let onlineOrderStatus = tracking.OnlineOrderStatus;
    if (paymentStatus === 'failed' && tracking.PaymentStatus !== 'paid') onlineOrderStatus = PAYMENT_FAILED_STATUS;
    if (paymentStatus === 'paid' && onlineOrderStatus === PAYMENT_FAILED_STATUS) onlineOrderStatus = 1;
    // A refund is recorded by the status change that asked for it; a later read changes nothing else.
    const nextPaymentStatus = tracking.PaymentStatus === 'refunded' ? 'refunded' : paymentStatus;
    const outcome = { onlineOrderStatus, paymentStatus: nextPaymentStatus };
    const changed = tracking.PaymentStatus !== nextPaymentStatus || tracking.OnlineOrderStatus !== onlineOrderStatus || tracking.PaymentId !== payment.id;
    if (changed) {
      const patch = { PaymentStatus: nextPaymentStatus, PaymentId: payment.id, OnlineOrderStatus: onlineOrderStatus };
      tx.update(COLLECTIONS.trackingOrders, orderId, patch);
      tx.update(COLLECTIONS.historyOrders, orderId, patch);
    }
    alsoWrite?.(tx, outcome);
    return outcome;
  });
}
