/**
 * Which OnlineOrderStatus changes the store's systems may make (part 1 §4 codes, through
 * progressStep: 1, 7, 8, 18 sent; 9 submitted; 2, 19 accepted; 4 ready or on its way;
 * 5 completed; 10 refunded; 12 cancel requested; 11, 20 rejected; 6 payment failed; 3 failed).
 * Forward along sent → accepted → ready → completed (a step may be skipped); rejection or
 * failure from any open state; a refund of an accepted, ready, completed or cancel-requested
 * order; a cancel request answered by accepting it (refund), refusing it (back to accepted or
 * ready) or completing the order. Refunded, rejected and failed orders are final, and a completed
 * order can only be refunded.
 */

const REJECT = [11, 3] as const;

const TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  1: [9, 2, 4, 5, ...REJECT],
  7: [9, 2, 4, 5, ...REJECT],
  8: [9, 2, 4, 5, ...REJECT],
  18: [9, 19, 2, 4, 5, 20, ...REJECT],
  9: [2, 19, 4, 5, 20, ...REJECT],
  2: [4, 5, 10, 12, ...REJECT],
  19: [4, 5, 10, 12, 20, ...REJECT],
  4: [5, 10, 12, ...REJECT],
  12: [2, 19, 4, 5, 10, 20, ...REJECT],
  6: [20, ...REJECT],
  5: [10],
  10: [],
  11: [],
  20: [],
  3: [],
};

/** Statuses after which money paid by card goes back to the customer. */
export const REFUNDING_STATUSES: readonly number[] = [10, 11, 20, 3];

export function isKnownOrderStatus(status: number): boolean {
  return Object.prototype.hasOwnProperty.call(TRANSITIONS, status);
}

/** True when the store may move an order from `from` to `to`; a status set again is no change. */
export function canChangeOrderStatus(from: number, to: number): boolean {
  if (!isKnownOrderStatus(from) || !isKnownOrderStatus(to)) return false;
  return from === to || (TRANSITIONS[from] ?? []).includes(to);
}

/** Final states: nothing moves on from them (a completed order still takes a refund). */
export function isFinalOrderStatus(status: number): boolean {
  return (TRANSITIONS[status] ?? []).length === 0;
}

const COMPLETED_STATUS = 5;

/** Orders the tracking list follows (part 1 §2 ordertracking): still on their way, neither completed nor final. */
export function isOrderInProgress(status: number): boolean {
  return status !== COMPLETED_STATUS && !isFinalOrderStatus(status);
}
