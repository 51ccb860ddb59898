/** Spec part 1 §4: "Page load shows a skeleton until menu and store load; progress timer adds 2 every 50 ms to 100." */
export const PROGRESS_STEP = 2;
export const PROGRESS_INTERVAL_MS = 50;
export const PROGRESS_TOTAL = 100;

/** The bar's value after `elapsedMs`, capped at the total. */
export function progressAt(elapsedMs: number): number {
  return Math.min(PROGRESS_TOTAL, Math.floor(Math.max(0, elapsedMs) / PROGRESS_INTERVAL_MS) * PROGRESS_STEP);
}
