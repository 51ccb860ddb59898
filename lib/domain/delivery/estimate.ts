/**
 * Delivery time estimate (spec part 1 §9): duration (min 60 s) plus OrderPreparationTime plus
 * OrderPreparationDeliveryBuffer, shown as a range from the estimate to 10 minutes later.
 */
import { billableDurationSeconds } from './distance';

export const ESTIMATE_RANGE_MINUTES = 10;

export interface DeliveryEstimate {
  /** Minutes from now. */
  fromMinutes: number;
  toMinutes: number;
}

export function deliveryEstimate(durationSeconds: number, preparationMinutes?: number | null, bufferMinutes?: number | null): DeliveryEstimate {
  const fromMinutes = Math.ceil(billableDurationSeconds(durationSeconds) / 60) + Math.max(0, preparationMinutes ?? 0) + Math.max(0, bufferMinutes ?? 0);
  return { fromMinutes, toMinutes: fromMinutes + ESTIMATE_RANGE_MINUTES };
}
