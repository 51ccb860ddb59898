import { ORDER_STATUS, orderStatusRow, type ProgressStep } from './statuses';

/** OnlineOrderStatus to progress step (part 1 §4), as the table of statuses.ts gives it. */
export type { ProgressStep } from './statuses';

/** Null for a status the spec does not list. */
export function progressStep(status: number | null | undefined): ProgressStep | null {
  return orderStatusRow(status)?.step ?? null;
}

/** Pay-later statuses use the simplified two-column display. */
export function isPayLaterStatus(status: number | null | undefined): boolean {
  return orderStatusRow(status)?.payLater === true;
}

/** The status a cancel request writes (PUT trackingorders/{id}/status/12). */
export const CANCEL_REQUESTED_STATUS = ORDER_STATUS.cancelRequested;
