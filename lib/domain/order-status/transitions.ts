import { ORDER_STATUS, orderStatusCodes, orderStatusRow } from './statuses';

/**
 * Which OnlineOrderStatus changes the store's systems may make: each state's `next` in the table
 * of statuses.ts (part 1 §4 codes, by name).
 */

/** Statuses after which money paid by card goes back to the customer. */
export const REFUNDING_STATUSES: readonly number[] = orderStatusCodes('refunded', 'rejected', 'payLaterRejected', 'failed');

export function isKnownOrderStatus(status: number): boolean {
  return orderStatusRow(status) !== null;
}

/** True when the store may move an order from `from` to `to`; a status set again is no change. */
export function canChangeOrderStatus(from: number, to: number): boolean {
  const row = orderStatusRow(from);
  if (!row || !isKnownOrderStatus(to)) return false;
  return from === to || orderStatusCodes(...row.next).includes(to);
}

/** Final states: nothing moves on from them (a completed order still takes a refund). */
export function isFinalOrderStatus(status: number): boolean {
  return (orderStatusRow(status)?.next ?? []).length === 0;
}

/** Orders the tracking list follows (part 1 §2 ordertracking): still on their way, neither completed nor final. */
export function isOrderInProgress(status: number): boolean {
  return status !== ORDER_STATUS.completed && !isFinalOrderStatus(status);
}
