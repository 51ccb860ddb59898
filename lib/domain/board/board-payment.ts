/**
 * How the order board reads an order's payment: the method, whether the store has its money,
 * and whether a refund would give anything back (issue 36 #18: no Refund on an unpaid cash order).
 */
import { PAYMENT_METHOD, transactionTypeCode, type PaymentMethod } from '../order/codes';
import type { CounterPaymentOrder } from '../order-status/counter-payment';
import { orderTotalCents } from '../order/order-totals';

export type BoardPaymentMethod = 'card' | 'points' | 'cash' | 'alipay' | 'wechat' | 'applePay' | 'googlePay' | 'payLater';

const METHOD_NAMES: readonly [PaymentMethod, BoardPaymentMethod][] = [
  [PAYMENT_METHOD.card, 'card'],
  [PAYMENT_METHOD.points, 'points'],
  [PAYMENT_METHOD.cash, 'cash'],
  [PAYMENT_METHOD.alipay, 'alipay'],
  [PAYMENT_METHOD.wechat, 'wechat'],
  [PAYMENT_METHOD.applePay, 'applePay'],
  [PAYMENT_METHOD.googlePay, 'googlePay'],
];
const METHOD_BY_TRANSACTION: ReadonlyMap<number | null, BoardPaymentMethod> = new Map(METHOD_NAMES.map(([method, name]) => [transactionTypeCode(method), name]));

export type BoardPaymentOrder = CounterPaymentOrder & { TotalExcludingTax?: number | null; TotalTax?: number | null };

/** The method of the order's payment transaction; none (the spec's null) is pay later, an unknown type a card. */
export function boardPaymentMethod(order: BoardPaymentOrder): BoardPaymentMethod {
  const type = order.PaymentTransactions?.[0]?.TransactionType;
  if (type === null || type === undefined) return 'payLater';
  return METHOD_BY_TRANSACTION.get(type) ?? 'card';
}

/** Paid: the provider (or the counter, on completion) took the money, or points or nothing at all paid for it. */
export function isOrderPaid(order: BoardPaymentOrder): boolean {
  if (order.PaymentStatus === 'paid') return true;
  return order.PaymentStatus === 'notRequired' && (boardPaymentMethod(order) === 'points' || orderTotalCents(order) === 0);
}

/** A refund gives something back: money the store holds, or the member's points. */
export function hasPaymentToGiveBack(order: BoardPaymentOrder): boolean {
  if (order.PaymentStatus === 'paid') return orderTotalCents(order) > 0;
  return order.PaymentStatus === 'notRequired' && boardPaymentMethod(order) === 'points';
}
