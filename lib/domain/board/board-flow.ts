/**
 * The order board's flow (issue 17): which column an order sits in and which status each staff
 * action writes. The statuses are the spec's (part 1 §4): sent 1, 7, 8 (pay later 18) is new;
 * submitted 9 is accepted (the customer reads "Order submitted"); 2 is being prepared (19 for a
 * pay-later order, which has only the two columns pending and accepted); 4 ready or on its way;
 * 5 completed. Every target is also checked against the transition table
 * (../order-status/transitions.ts), so the board can never offer a move the store's systems
 * could not make.
 */
import { canChangeOrderStatus } from '../order-status/transitions';

export const BOARD_ACTIONS = ['accept', 'preparing', 'ready', 'complete', 'reject', 'approveCancel', 'refuseCancel', 'refund'] as const;
export type BoardAction = (typeof BOARD_ACTIONS)[number];

export const BOARD_COLUMNS = ['new', 'accepted', 'preparing', 'ready', 'completed'] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

/** Pay-later orders (dine in, pay at the counter) use 18, 19 and 20 instead of 1, 2 and 11. */
const PAY_LATER_STATUSES: readonly number[] = [18, 19, 20];
const DINE_IN_PAY_LATER_TYPE = 8;

export function isPayLaterOrder(order: { OnlineOrderStatus: number; OrderType: number }): boolean {
  return order.OrderType === DINE_IN_PAY_LATER_TYPE || PAY_LATER_STATUSES.includes(order.OnlineOrderStatus);
}

const COLUMN_BY_STATUS: Readonly<Record<number, BoardColumn>> = {
  1: 'new',
  7: 'new',
  8: 'new',
  18: 'new',
  // a cancel request waits for the staff's answer: it stands with the new orders, flagged
  12: 'new',
  9: 'accepted',
  19: 'accepted',
  2: 'preparing',
  4: 'ready',
  5: 'completed',
  10: 'completed',
  11: 'completed',
  20: 'completed',
  3: 'completed',
};

/** The column of an order; null for one the kitchen has nothing to do with (payment failed, 6). */
export function boardColumn(status: number): BoardColumn | null {
  return COLUMN_BY_STATUS[status] ?? null;
}

/** The status an action writes on an order, or null when the action means nothing for it. */
export function actionTarget(action: BoardAction, order: { OnlineOrderStatus: number; OrderType: number }): number | null {
  const payLater = isPayLaterOrder(order);
  switch (action) {
    case 'accept':
      return payLater ? 19 : 9;
    case 'preparing':
      return payLater ? null : 2;
    case 'ready':
      return payLater ? null : 4;
    case 'complete':
      return 5;
    case 'reject':
      return payLater ? 20 : 11;
    case 'approveCancel':
      return order.OnlineOrderStatus === 12 ? 10 : null;
    case 'refuseCancel':
      return order.OnlineOrderStatus === 12 ? (payLater ? 19 : 2) : null;
    case 'refund':
      return payLater ? null : 10;
  }
}

/** The order's next step on the board, in the order the buttons show. */
const NEXT_STEP: Readonly<Record<number, readonly BoardAction[]>> = {
  1: ['accept', 'reject'],
  7: ['accept', 'reject'],
  8: ['accept', 'reject'],
  18: ['accept', 'reject'],
  9: ['preparing', 'reject'],
  2: ['ready', 'reject', 'refund'],
  19: ['complete', 'reject'],
  4: ['complete', 'refund'],
  12: ['approveCancel', 'refuseCancel'],
  5: ['refund'],
};

/** The buttons of an order's card: the actions of its status the transition table allows. */
export function boardActionsFor(order: { OnlineOrderStatus: number; OrderType: number }): BoardAction[] {
  return (NEXT_STEP[order.OnlineOrderStatus] ?? []).filter((action) => {
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
