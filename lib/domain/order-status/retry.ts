import type { ProgressStep } from './progress-step';
import { ORDER_STATUS } from './statuses';

/** Retry shows when the step is below 0 and the status is not 20 (pay later rejected). */
export function showsRetry(step: ProgressStep, status: number): boolean {
  return step < 0 && status !== ORDER_STATUS.payLaterRejected;
}
