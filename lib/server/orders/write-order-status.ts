import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { counterPaymentStatus } from '@/lib/domain/order-status/counter-payment';
import { canChangeOrderStatus } from '@/lib/domain/order-status/transitions';
import type { DocumentStore } from '../ports/document-store';
import { orderTransaction } from '../repositories/order-repository';
import { settleOrderLoyalty } from './order-loyalty';
import { claimOrderMessages, sendOrderMessages, type OrderMessaging } from './order-messages';
import type { TPaymentStatus } from './order-documents';

/** What a status change answers: the order's live status, as the status stream sends it. */
export interface TOrderStatusChange {
  orderId: string;
  onlineOrderStatus: number;
  onlineOrderStatusDescription: string | null;
  paymentStatus: TPaymentStatus;
}

/**
 * Writes a status on the history and the tracking order in one transaction (the tracking
 * document feeds the live status page). The transition is checked again inside the transaction
 * against the order as it is now, so two systems racing cannot skip the table. A member's points
 * and stamps follow in the same transaction (credited on completion, given back on failure,
 * rejection or refund: lib/server/orders/order-loyalty.ts), so does a payment taken at the
 * counter (cash, pay later: paid on completion, refunded with a refund; counter-payment.ts), and so does the claim of the
 * customer's messages the new status owes (confirmation, ready or on its way, rejection or
 * refund: lib/server/orders/order-messages.ts), which are sent once the transaction committed,
 * whoever changed the status; a message that fails is logged and never undoes the change.
 */
export async function writeOrderStatus({
  documents,
  messaging,
  orderId,
  to,
  description,
  paymentStatus,
  allowed = canChangeOrderStatus,
  nowSeconds = Math.floor(Date.now() / 1000),
}: {
  documents: DocumentStore;
  /** the mail and text ports the customer's messages go through (the container) */
  messaging: Pick<OrderMessaging, 'email' | 'sms'>;
  orderId: string;
  to: number;
  description: string | null;
  paymentStatus?: TPaymentStatus;
  allowed?: (from: number, to: number) => boolean;
  nowSeconds?: number;
}): Promise<TOrderStatusChange> {
  const { change, messages } = await documents.runTransaction(async (tx) => {
    const orders = orderTransaction(tx);
    const tracking = await orders.tracking(orderId);
    const history = await orders.history(orderId);
    if (!tracking || !history) throw new AppError('NOT_FOUND', 'orderStatusChange.orderNotFound');
    const from = tracking.OnlineOrderStatus;
    if (!allowed(from, to)) throw new AppError('CONFLICT', 'orderStatusChange.transitionRefused', { from, to });
    const loyalty = from !== to ? await settleOrderLoyalty(tx, tracking, to, nowSeconds) : null;
    // A counter payment (cash, pay later) follows the store's word: paid on completion, refunded with the order.
    const settled = paymentStatus ?? (from !== to ? counterPaymentStatus(tracking, to) : undefined) ?? tracking.PaymentStatus;
    const patch = { OnlineOrderStatus: to, OnlineOrderStatusDescription: description, PaymentStatus: settled, ...loyalty };
    const claim = await claimOrderMessages(tx, { ...tracking, ...patch });
    if (from !== to || tracking.OnlineOrderStatusDescription !== description || patch.PaymentStatus !== tracking.PaymentStatus || claim.patch) {
      orders.update(orderId, { ...patch, ...claim.patch });
    }
    return { change: { orderId, onlineOrderStatus: to, onlineOrderStatusDescription: description, paymentStatus: patch.PaymentStatus }, messages: claim.events };
  });
  await sendOrderMessages({ ...messaging, documents }, orderId, messages);
  return change;
}
