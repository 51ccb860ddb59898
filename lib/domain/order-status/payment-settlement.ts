import { ORDER_STATUS } from './statuses';
import { isFinalOrderStatus } from './transitions';

/**
 * An order's payment as the tracking order records it: 'notRequired' (cash, pay later, zero
 * total), 'pending' (card, until the provider answers), 'paid', 'failed', 'refunding' (a refund
 * is owed and being made), 'refunded', 'disputed' (the customer's bank disputes the charge).
 */
export type OrderPaymentStatus = 'notRequired' | 'pending' | 'paid' | 'failed' | 'refunding' | 'refunded' | 'disputed';

/** A payment's state at the provider (the PaymentGateway port's PaymentState). */
export type ProviderPaymentState = 'succeeded' | 'requires_action' | 'processing' | 'failed' | 'refunded';

/** What the provider told us: the payment's own news, a refund of it, or a dispute of it. */
export type PaymentNewsKind = 'payment' | 'refund' | 'dispute';

/** What an order asks its payment to be: integer cents in an ISO 4217 currency code ('aud'). */
export interface ExpectedCharge {
  amountCents: number;
  currency: string;
}

export interface SettlementOrder {
  onlineOrderStatus: number;
  paymentStatus: OrderPaymentStatus;
  /** the payment the order is settled with, once one is known */
  paymentId: string | null;
  /** what the order is charged, as it recorded when written (older orders: their totals in the store's currency) */
  charge: ExpectedCharge;
}

/** A payment's news as the settlement reads it: the payment's id, state, and what it is for. */
export interface SettlementPayment {
  id: string;
  state: ProviderPaymentState;
  amountCents: number;
  currency: string;
}

export interface Settlement {
  /** the order's new fields, or null when nothing changes */
  change: { onlineOrderStatus: number; paymentStatus: OrderPaymentStatus; paymentId: string } | null;
  /** the payment took money that no order keeps: give it back */
  refund: boolean;
  /** the payment is not for the order's amount or currency: refused, whatever it says */
  mismatch?: true;
}

const KEEP: Settlement = { change: null, refund: false };

/** Money that reached the order's account and stays there unless refunded or disputed. */
const SETTLED: ReadonlySet<OrderPaymentStatus> = new Set(['paid', 'refunding', 'refunded', 'disputed']);

function changed(order: SettlementOrder, next: Settlement['change'] & object, refund = false): Settlement {
  const same = next.onlineOrderStatus === order.onlineOrderStatus && next.paymentStatus === order.paymentStatus && next.paymentId === order.paymentId;
  return { change: same ? null : next, refund };
}

function settleSucceeded(order: SettlementOrder, paymentId: string): Settlement {
  const ours = order.paymentId === null || order.paymentId === paymentId;
  // Paid already by this payment: nothing new (a refund still owed is asked again: refunds are
  // idempotent). Paid by another one: this one is a second charge.
  if (SETTLED.has(order.paymentStatus)) return { change: null, refund: !ours || order.paymentStatus === 'refunding' };
  // Nothing to pay, or the store rejected, failed or refunded the order while the payment was pending.
  if (order.paymentStatus === 'notRequired') return { change: null, refund: true };
  if (isFinalOrderStatus(order.onlineOrderStatus)) {
    return changed(order, { onlineOrderStatus: order.onlineOrderStatus, paymentStatus: 'refunding', paymentId }, true);
  }
  // A late success of a payment that had failed brings the order back (payment failed → sent).
  const status = order.onlineOrderStatus === ORDER_STATUS.paymentFailed ? ORDER_STATUS.sent : order.onlineOrderStatus;
  return changed(order, { onlineOrderStatus: status, paymentStatus: 'paid', paymentId });
}

function settleRefunded(order: SettlementOrder, paymentId: string): Settlement {
  if (order.paymentId !== null && order.paymentId !== paymentId) return KEEP;
  if (order.paymentStatus === 'notRequired' || order.paymentStatus === 'refunded') return KEEP;
  const open = !isFinalOrderStatus(order.onlineOrderStatus) && order.onlineOrderStatus !== ORDER_STATUS.paymentFailed;
  return changed(order, { onlineOrderStatus: open ? ORDER_STATUS.refunded : order.onlineOrderStatus, paymentStatus: 'refunded', paymentId });
}

/** Whether a payment is for what the order asks: the same cents in the same currency (ISO codes in any case). */
export function paysExpectedCharge(charge: ExpectedCharge, payment: Pick<SettlementPayment, 'amountCents' | 'currency'>): boolean {
  return payment.amountCents === charge.amountCents && payment.currency.toLowerCase() === charge.currency.toLowerCase();
}

/**
 * What one piece of news about a payment does to its order, whatever order the news arrives in
 * and however often: a success pays the order (or, when the order is gone, final or paid by
 * another payment, asks for a refund, so no payment stays without an order); a failure fails an
 * unpaid order (status 6) but never un-pays a paid one; a refund marks the order refunded (status
 * 10 while it was open); a dispute marks a paid order disputed. A pending payment (3-D Secure,
 * processing) only records itself on a pending order. A payment whose amount or currency is not
 * the order's charge (`mismatch`) is not the order's payment, however correctly it is signed: it
 * changes nothing on the order (a pending order stays pending for its real payment), and money
 * it took is given back; only the payment that already paid the order keeps being read as its own.
 */
export function settlePaymentNews(order: SettlementOrder | null, payment: SettlementPayment, kind: PaymentNewsKind = 'payment'): Settlement {
  if (!order) return { change: null, refund: payment.state === 'succeeded' };
  const accepted = order.paymentId === payment.id && SETTLED.has(order.paymentStatus);
  // A dispute's charge cannot be refunded: the bank holds it until the dispute ends.
  if (!accepted && !paysExpectedCharge(order.charge, payment)) return { change: null, refund: kind !== 'dispute' && payment.state === 'succeeded', mismatch: true };
  if (kind === 'dispute') {
    if (order.paymentId !== null && order.paymentId !== payment.id) return KEEP;
    if (order.paymentStatus === 'refunded' || order.paymentStatus === 'notRequired') return KEEP;
    return changed(order, { onlineOrderStatus: order.onlineOrderStatus, paymentStatus: 'disputed', paymentId: payment.id });
  }
  switch (payment.state) {
    case 'succeeded':
      return settleSucceeded(order, payment.id);
    case 'refunded':
      return settleRefunded(order, payment.id);
    case 'failed': {
      const unpaid = order.paymentStatus === 'pending' || order.paymentStatus === 'failed';
      if (!unpaid || (order.paymentId !== null && order.paymentId !== payment.id)) return KEEP;
      const status = isFinalOrderStatus(order.onlineOrderStatus) ? order.onlineOrderStatus : ORDER_STATUS.paymentFailed;
      return changed(order, { onlineOrderStatus: status, paymentStatus: 'failed', paymentId: payment.id });
    }
    case 'requires_action':
    case 'processing':
      if (order.paymentStatus !== 'pending') return KEEP;
      return changed(order, { onlineOrderStatus: order.onlineOrderStatus, paymentStatus: 'pending', paymentId: payment.id });
  }
}
