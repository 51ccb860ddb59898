/**
 * The order's states, ONE table (part 1 §4): each OnlineOrderStatus code by its name, the
 * progress step the customer sees (display-status.ts turns it into words and the status page's
 * layout), whether it belongs to pay later (the simplified two-column display), the board's
 * column (lib/domain/board/board-flow.ts) and where the store's systems may move it next
 * (transitions.ts). Every other file names a state, never its number; the stored documents keep
 * the numbers. 7 and 8 are sent as the spec lists them, without a name of their own.
 */

/** A progress step of part 1 §4 (display-status.ts: what each one reads). */
export type ProgressStep = -3 | -2 | -1 | 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The kitchen's columns, in order (the board). */
export const BOARD_COLUMNS = ['new', 'accepted', 'ready', 'completed'] as const;
export type KitchenColumn = (typeof BOARD_COLUMNS)[number];

export type OrderStatusName =
  | 'sent'
  | 'sent7'
  | 'sent8'
  | 'payLaterSent'
  | 'submitted'
  | 'accepted'
  | 'payLaterAccepted'
  | 'readyOrOnItsWay'
  | 'completed'
  | 'refunded'
  | 'rejected'
  | 'payLaterRejected'
  | 'cancelRequested'
  | 'paymentFailed'
  | 'failed';

interface OrderStatusRow {
  code: number;
  /** what the customer sees: the progress step */
  step: ProgressStep;
  /** a pay-later state (18 to 20): the two-column display, no refund text, no retry at 20 */
  payLater: boolean;
  /** the board's column; null: nothing for the kitchen (payment failed) */
  board: KitchenColumn | null;
  /** where the store's systems may move it (a status set again is no change); none: final */
  next: readonly OrderStatusName[];
}

const REJECT = ['rejected', 'failed'] as const;
const SENT_NEXT = ['submitted', 'accepted', 'readyOrOnItsWay', 'completed', ...REJECT] as const;

/**
 * Forward along sent → accepted → ready → completed (a step may be skipped); rejection or failure
 * from any open state; a refund of an accepted, ready, completed or cancel-requested order; a
 * cancel request answered by accepting it (refund), refusing it (back to accepted or ready) or
 * completing the order. Refunded, rejected and failed orders are final, and a completed order
 * can only be refunded.
 */
export const ORDER_STATUS_TABLE = {
  sent: { code: 1, step: 0, payLater: false, board: 'new', next: SENT_NEXT },
  sent7: { code: 7, step: 0, payLater: false, board: 'new', next: SENT_NEXT },
  sent8: { code: 8, step: 0, payLater: false, board: 'new', next: SENT_NEXT },
  payLaterSent: {
    code: 18,
    step: 0,
    payLater: true,
    board: 'new',
    next: ['submitted', 'payLaterAccepted', 'accepted', 'readyOrOnItsWay', 'completed', 'payLaterRejected', ...REJECT],
  },
  submitted: { code: 9, step: 3, payLater: false, board: 'new', next: ['accepted', 'payLaterAccepted', 'readyOrOnItsWay', 'completed', 'payLaterRejected', ...REJECT] },
  accepted: { code: 2, step: 1, payLater: false, board: 'accepted', next: ['readyOrOnItsWay', 'completed', 'refunded', 'cancelRequested', ...REJECT] },
  payLaterAccepted: {
    code: 19,
    step: 1,
    payLater: true,
    board: 'accepted',
    next: ['readyOrOnItsWay', 'completed', 'refunded', 'cancelRequested', 'payLaterRejected', ...REJECT],
  },
  readyOrOnItsWay: { code: 4, step: 2, payLater: false, board: 'ready', next: ['completed', 'refunded', 'cancelRequested', ...REJECT] },
  cancelRequested: {
    code: 12,
    step: 6,
    payLater: false,
    board: 'new',
    next: ['accepted', 'payLaterAccepted', 'readyOrOnItsWay', 'completed', 'refunded', 'payLaterRejected', ...REJECT],
  },
  paymentFailed: { code: 6, step: -2, payLater: false, board: null, next: ['payLaterRejected', ...REJECT] },
  completed: { code: 5, step: 4, payLater: false, board: 'completed', next: ['refunded'] },
  refunded: { code: 10, step: 5, payLater: false, board: 'completed', next: [] },
  rejected: { code: 11, step: -1, payLater: false, board: 'completed', next: [] },
  payLaterRejected: { code: 20, step: -1, payLater: true, board: 'completed', next: [] },
  failed: { code: 3, step: -3, payLater: false, board: 'completed', next: [] },
} as const satisfies Readonly<Record<OrderStatusName, OrderStatusRow>>;

/** Each state's code by its name: what code compares with and writes. */
export const ORDER_STATUS = Object.fromEntries(Object.entries(ORDER_STATUS_TABLE).map(([name, row]) => [name, row.code])) as {
  readonly [Name in OrderStatusName]: (typeof ORDER_STATUS_TABLE)[Name]['code'];
};

const ROW_BY_CODE: ReadonlyMap<number, OrderStatusRow> = new Map(Object.values<OrderStatusRow>(ORDER_STATUS_TABLE).map((row) => [row.code, row]));

/** The row of a code; null for a code the spec does not list. */
export function orderStatusRow(code: number | null | undefined): OrderStatusRow | null {
  return code === null || code === undefined ? null : (ROW_BY_CODE.get(code) ?? null);
}

/** The codes of the named states, for the rules that group them. */
export function orderStatusCodes(...names: readonly OrderStatusName[]): number[] {
  return names.map((name) => ORDER_STATUS_TABLE[name].code);
}
