/**
 * Which messages an order's customer is owed, from the order as a status change or a payment
 * settlement leaves it (issue 17 item 3). Each event is sent at most once per order: the events
 * already claimed are passed in, and the caller records the new ones in the same transaction
 * that writes the status, so a retried or racing change finds them claimed.
 */
import { ORDER_STATUS, orderStatusCodes } from './statuses';

/** confirmation: order confirmed (email); dineInSms: the dine-in text (DineInSMSconfirmation); ready / onItsWay at status 4; rejected (11, 20, 3) or refunded (10). */
export type TOrderMessageEvent = 'confirmation' | 'dineInSms' | 'ready' | 'onItsWay' | 'rejected' | 'refunded';

/** Rejected by the store (pay later or not), or failed: the store will not make the order. */
const REJECTED_STATUSES: ReadonlySet<number> = new Set(orderStatusCodes('rejected', 'payLaterRejected', 'failed'));
/** The order is not (or no longer) going ahead: payment failed, pay later still waiting for the store, refunded or rejected. */
const NOT_CONFIRMED_STATUSES: ReadonlySet<number> = new Set([...orderStatusCodes('paymentFailed', 'payLaterSent', 'refunded'), ...REJECTED_STATUSES]);
/** Delivery and deliver-to-room orders (OrderType 10) are on their way at status 4; pickup and dine in are ready. */
const DELIVERY_ORDER_TYPE = 10;
const DINE_IN_ORDER_TYPES: ReadonlySet<number> = new Set([2, 8]);

export interface OrderMessageState {
  onlineOrderStatus: number;
  /** the order's PaymentStatus (lib/domain/order-status/payment-settlement.ts) */
  paymentStatus: string;
  orderType: number;
  hasEmail: boolean;
  hasPhone: boolean;
  /** the store's ViewComponentConfigs.DineInSMSconfirmation */
  dineInSmsConfirmation: boolean;
  /** events claimed before (the order's MessagesSent) */
  sent: readonly string[];
}

/**
 * An order is confirmed once nothing stands between it and the kitchen: its money is in (paid) or
 * none is taken online (cash, pay later, points, a zero total), and it is neither failed, rejected,
 * refunded, nor a pay-later order the store has still to accept (18 → 19 confirms it).
 */
export function isOrderConfirmed(state: Pick<OrderMessageState, 'onlineOrderStatus' | 'paymentStatus'>): boolean {
  return (state.paymentStatus === 'paid' || state.paymentStatus === 'notRequired') && !NOT_CONFIRMED_STATUSES.has(state.onlineOrderStatus);
}

/** The events due now and not claimed yet, in the order they are sent (the confirmation before "ready"). */
export function dueOrderMessages(state: OrderMessageState): TOrderMessageEvent[] {
  const due: TOrderMessageEvent[] = [];
  const status = state.onlineOrderStatus;
  if (isOrderConfirmed(state)) {
    if (state.hasEmail) due.push('confirmation');
    if (state.hasPhone && state.dineInSmsConfirmation && DINE_IN_ORDER_TYPES.has(state.orderType)) due.push('dineInSms');
    if (status === ORDER_STATUS.readyOrOnItsWay && state.hasEmail) due.push(state.orderType === DELIVERY_ORDER_TYPE ? 'onItsWay' : 'ready');
  }
  // The end of an order is told once, whichever way it ended.
  const ended = state.sent.includes('rejected') || state.sent.includes('refunded');
  if (!ended && state.hasEmail) {
    if (REJECTED_STATUSES.has(status)) due.push('rejected');
    else if (status === ORDER_STATUS.refunded) due.push('refunded');
  }
  return due.filter((event) => !state.sent.includes(event));
}
