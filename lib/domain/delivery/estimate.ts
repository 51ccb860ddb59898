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

/**
 * Whole minutes of driving (at least 1) that a delivery slot's lead adds (part 1 §9). The page's
 * time list and the server's check of the chosen time both count the quote's duration this way,
 * so they offer and accept the same slots.
 */
export function drivingMinutes(durationSeconds: number): number {
  return Math.ceil(billableDurationSeconds(durationSeconds) / 60);
}

export function deliveryEstimate(durationSeconds: number, preparationMinutes?: number | null, bufferMinutes?: number | null): DeliveryEstimate {
  const fromMinutes = drivingMinutes(durationSeconds) + Math.max(0, preparationMinutes ?? 0) + Math.max(0, bufferMinutes ?? 0);
  return { fromMinutes, toMinutes: fromMinutes + ESTIMATE_RANGE_MINUTES };
}
