import { PAYMENT_METHOD, transactionTypeCode } from '../order/codes';
import type { OrderPaymentStatus } from './payment-settlement';
import { ORDER_STATUS } from './statuses';

/** What the payment rules read of an order: its payment's state, provider payment and transaction type. */
export interface CounterPaymentOrder {
  PaymentStatus: OrderPaymentStatus;
  PaymentId?: string | null;
  PaymentTransactions?: readonly { TransactionType: number | null }[] | null;
}

const CASH = transactionTypeCode(PAYMENT_METHOD.cash);

/**
 * Paid at the store's counter, not online: cash on pickup (transaction type 1) or pay later
 * (dine in; the spec writes no transaction type), with no provider payment behind it.
 */
export function isPaidAtCounter(order: CounterPaymentOrder): boolean {
  if (order.PaymentId) return false;
  const type = order.PaymentTransactions?.[0]?.TransactionType;
  return type === CASH || type === null;
}

/**
 * What a status change makes of a counter payment (issue 36 #18): the store completes an order
 * once the customer has paid at the counter, so completion marks it paid; a refund of it (the
 * cash handed back) marks it refunded. Undefined: unchanged (online payments follow their
 * provider, lib/domain/order-status/payment-settlement.ts).
 */
export function counterPaymentStatus(order: CounterPaymentOrder, to: number): OrderPaymentStatus | undefined {
  if (!isPaidAtCounter(order)) return undefined;
  if (to === ORDER_STATUS.completed && order.PaymentStatus === 'notRequired') return 'paid';
  if (to === ORDER_STATUS.refunded && order.PaymentStatus === 'paid') return 'refunded';
  return undefined;
}
