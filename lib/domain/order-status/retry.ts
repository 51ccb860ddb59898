import type { ProgressStep } from './progress-step';

/** Retry shows when the step is below 0 and the status is not 20 (pay later rejected). */
export function showsRetry(step: ProgressStep, status: number): boolean {
  return step < 0 && status !== 20;
}
