/**
 * Codes of the order payload (spec part 1 §4, part 2 §7): order types, UI payment methods and
 * the transaction types they become, the initial OnlineOrderStatus and the order source.
 */
import { ORDER_STATUS } from '../order-status/statuses';

export type OrderKind = 'delivery' | 'room' | 'pickup' | 'dineIn';

export const ORDER_TYPE_CODE = { delivery: 10, room: 10, dineIn: 2, dineInPayLater: 8, pickup: 3 } as const;

/** Delivery or room 10, dine in 2 (8 if pay later), pickup 3. */
export function orderTypeCode(kind: OrderKind, payLater = false): number {
  if (kind === 'dineIn') return payLater ? ORDER_TYPE_CODE.dineInPayLater : ORDER_TYPE_CODE.dineIn;
  return ORDER_TYPE_CODE[kind];
}

/** The kind an order request names: 2 dine in, 3 pickup, 10 delivery, or deliver to room when it names a room. */
export function orderKindOf(request: { orderType: number; room?: unknown }): OrderKind {
  if (request.orderType === ORDER_TYPE_CODE.dineIn) return 'dineIn';
  if (request.orderType === ORDER_TYPE_CODE.pickup) return 'pickup';
  return request.room ? 'room' : 'delivery';
}

/**
 * The kind of a written order (its OrderType, and a room for 10): 2 and 8 dine in, 3 pickup, 10
 * delivery or deliver to room; null for a code the spec does not list.
 */
export function kindOfOrder(order: { OrderType?: number | null; RoomNumber?: string | null }): OrderKind | null {
  switch (order.OrderType) {
    case ORDER_TYPE_CODE.dineIn:
    case ORDER_TYPE_CODE.dineInPayLater:
      return 'dineIn';
    case ORDER_TYPE_CODE.pickup:
      return 'pickup';
    case ORDER_TYPE_CODE.delivery:
      return order.RoomNumber ? 'room' : 'delivery';
    default:
      return null;
  }
}

export const PAYMENT_METHOD = { card: 1, points: 2, cash: 3, alipay: 4, wechat: 5, applePay: 6, googlePay: 7, payLater: 8 } as const;
export type PaymentMethod = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

const TRANSACTION_TYPE: Record<PaymentMethod, number | null> = { 1: 99, 2: 10, 3: 1, 4: 12, 5: 13, 6: 15, 7: 14, 8: null };

/** Card 99, points 10, cash 1, Alipay 12, Wechat 13, Apple pay 15, Google pay 14, pay later null. */
export function transactionTypeCode(method: PaymentMethod): number | null {
  return TRANSACTION_TYPE[method];
}

/** Payments made on the provider's page (part 1 §4 "Place order": a payment URL and a redirect). */
export type RedirectMethod = 'alipay' | 'wechat';

/** Alipay (4) and Wechat (5) are paid on the provider's page; other methods are not. */
export function redirectMethodOf(method: PaymentMethod): RedirectMethod | null {
  if (method === PAYMENT_METHOD.alipay) return 'alipay';
  if (method === PAYMENT_METHOD.wechat) return 'wechat';
  return null;
}

/** Apple pay (6) and Google pay (7): a card from the customer's device wallet. */
export type WalletMethod = 'apple_pay' | 'google_pay';

export function walletOf(method: PaymentMethod): WalletMethod | null {
  if (method === PAYMENT_METHOD.applePay) return 'apple_pay';
  if (method === PAYMENT_METHOD.googlePay) return 'google_pay';
  return null;
}

/** Methods whose money is taken online before the order is paid: card, Alipay, Wechat, Apple pay, Google pay. */
export function isPaidOnline(method: PaymentMethod): boolean {
  return method === PAYMENT_METHOD.card || redirectMethodOf(method) !== null || walletOf(method) !== null;
}

/** Apple pay and Google pay carry the provider's reference number. */
export function carriesReferenceNumber(method: PaymentMethod): boolean {
  return method === PAYMENT_METHOD.applePay || method === PAYMENT_METHOD.googlePay;
}

/** Method 6 (Apple pay) sets PaymentGateway 6. */
export function paymentGateway(method: PaymentMethod): number | null {
  return method === PAYMENT_METHOD.applePay ? 6 : null;
}

export const INITIAL_ONLINE_ORDER_STATUS = ORDER_STATUS.sent;
export const ORDER_SOURCE = 'Online Order';
