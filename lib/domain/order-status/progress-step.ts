/**
 * OnlineOrderStatus to progress step (part 1 §4): 1, 7, 8, 18 → 0; 2, 19 → 1; 4 → 2; 9 → 3;
 * 5 → 4; 10 → 5; 12 → 6; 11, 20 → -1; 6 → -2; 3 → -3.
 */
export type ProgressStep = -3 | -2 | -1 | 0 | 1 | 2 | 3 | 4 | 5 | 6;

const STEP_BY_STATUS: Readonly<Record<number, ProgressStep>> = {
  1: 0,
  7: 0,
  8: 0,
  18: 0,
  2: 1,
  19: 1,
  4: 2,
  9: 3,
  5: 4,
  10: 5,
  12: 6,
  11: -1,
  20: -1,
  6: -2,
  3: -3,
};

/** Null for a status the spec does not list. */
export function progressStep(status: number | null | undefined): ProgressStep | null {
  if (status === null || status === undefined) return null;
  return STEP_BY_STATUS[status] ?? null;
}

/** Pay-later statuses 18 to 20 use the simplified two-column display. */
export function isPayLaterStatus(status: number | null | undefined): boolean {
  return status === 18 || status === 19 || status === 20;
}

/** The status a cancel request writes (PUT trackingorders/{id}/status/12). */
export const CANCEL_REQUESTED_STATUS = 12;
