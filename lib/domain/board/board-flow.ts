/**
 * The order board's flow (issues 17 and 36): which column an order sits in and which status each
 * staff action writes, read through the spec's progress steps (part 1 §4). Sent (1, 7, 8, pay
 * later 18) and submitted (9: a store system has the order, the customer reads "pending") are new;
 * Accept writes 2 (19 for a pay-later order), which the customer reads as accepted and being
 * prepared, the step after pending; then 4 ready or on its way, 5 completed. A cancel request
 * (12) waits with the new orders. Every target is also checked against the transition table
 * (../order-status/transitions.ts), so the board can never offer a move the store's systems
 * could not make. Gift-card orders (IsLiability) have nothing to prepare: they stay off the
 * kitchen's columns, in a list of their own, and take no action (a refund would not take back
 * the cards already mailed).
 */
import { progressStep } from '../order-status/progress-step';
import { BOARD_COLUMNS, ORDER_STATUS, orderStatusCodes, orderStatusRow, type KitchenColumn } from '../order-status/statuses';
import { canChangeOrderStatus } from '../order-status/transitions';
import { hasPaymentToGiveBack, type BoardPaymentOrder } from './board-payment';

export const BOARD_ACTIONS = ['accept', 'ready', 'complete', 'reject', 'approveCancel', 'refuseCancel', 'refund'] as const;
export type BoardAction = (typeof BOARD_ACTIONS)[number];

/** The kitchen's columns, in order (the table of statuses.ts gives each state's). */
export { BOARD_COLUMNS };
/** A kitchen column, or the list of gift-card sales beside them. */
export type BoardColumn = KitchenColumn | 'giftCards';

/** What the board reads of an order. */
export type BoardOrderState = BoardPaymentOrder & { OnlineOrderStatus: number; OrderType: number; IsLiability?: boolean | null };

/** Pay-later orders (dine in, pay at the counter) use 18, 19 and 20 instead of 1, 2 and 11. */
const PAY_LATER_STATUSES: readonly number[] = orderStatusCodes('payLaterSent', 'payLaterAccepted', 'payLaterRejected');
const DINE_IN_PAY_LATER_TYPE = 8;

export function isPayLaterOrder(order: { OnlineOrderStatus: number; OrderType: number }): boolean {
  return order.OrderType === DINE_IN_PAY_LATER_TYPE || PAY_LATER_STATUSES.includes(order.OnlineOrderStatus);
}

/** A gift-card purchase (part 1 §3: "Gift orders add IsLiability true"). */
export function isGiftOrder(order: { IsLiability?: boolean | null }): boolean {
  return order.IsLiability === true;
}

/** The column of an order; null for one the kitchen has nothing to do with (payment failed; an unknown status). */
export function boardColumn(order: { OnlineOrderStatus: number; IsLiability?: boolean | null }): BoardColumn | null {
  const column = orderStatusRow(order.OnlineOrderStatus)?.board ?? null;
  if (column === null) return null;
  return isGiftOrder(order) ? 'giftCards' : column;
}

/** The status an action writes on an order, or null when the action means nothing for it. */
export function actionTarget(action: BoardAction, order: BoardOrderState): number | null {
  if (isGiftOrder(order)) return null;
  const payLater = isPayLaterOrder(order);
  const cancelRequested = order.OnlineOrderStatus === ORDER_STATUS.cancelRequested;
  switch (action) {
    case 'accept':
      return payLater ? ORDER_STATUS.payLaterAccepted : ORDER_STATUS.accepted;
    case 'ready':
      return payLater ? null : ORDER_STATUS.readyOrOnItsWay;
    case 'complete':
      return ORDER_STATUS.completed;
    case 'reject':
      return payLater ? ORDER_STATUS.payLaterRejected : ORDER_STATUS.rejected;
    case 'approveCancel':
      return cancelRequested ? ORDER_STATUS.refunded : null;
    case 'refuseCancel':
      return cancelRequested ? (payLater ? ORDER_STATUS.payLaterAccepted : ORDER_STATUS.accepted) : null;
    case 'refund':
      // Nothing to give back (an unpaid cash order), nothing to refund.
      return payLater || !hasPaymentToGiveBack(order) ? null : ORDER_STATUS.refunded;
  }
}

/** The order's next steps on the board by its progress step, in the order the buttons show. */
function nextSteps(order: BoardOrderState): readonly BoardAction[] {
  switch (progressStep(order.OnlineOrderStatus)) {
    case 0:
    case 3:
      return ['accept', 'reject'];
    case 1:
      return isPayLaterOrder(order) ? ['complete', 'reject'] : ['ready', 'reject', 'refund'];
    case 2:
      return ['complete', 'refund'];
    case 6:
      return ['approveCancel', 'refuseCancel'];
    case 4:
      return ['refund'];
    default:
      return [];
  }
}

/** The buttons of an order's card: the actions of its status the transition table allows. */
export function boardActionsFor(order: BoardOrderState): BoardAction[] {
  return nextSteps(order).filter((action) => {
    const target = actionTarget(action, order);
    return target !== null && target !== order.OnlineOrderStatus && canChangeOrderStatus(order.OnlineOrderStatus, target);
  });
}

/**
 * Whether an order was placed for as soon as possible: its time is within the preparation time
 * plus one slot interval (at most 30 minutes) of placing it. The order keeps no flag of its own.
 */
export function isAsapOrder(order: { CreatedOn: number; ScheduledTime: number }, preparationMinutes: number): boolean {
  return order.ScheduledTime <= order.CreatedOn + (preparationMinutes + 30) * 60;
}

/** When a scheduled order appears on the board: OrderPreparationTime before it is due (at once when ASAP). */
export function boardVisibleFrom(order: { CreatedOn: number; ScheduledTime: number }, preparationMinutes: number): number {
  return isAsapOrder(order, preparationMinutes) ? order.CreatedOn : order.ScheduledTime - preparationMinutes * 60;
}
