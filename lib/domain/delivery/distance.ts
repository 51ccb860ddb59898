/**
 * Distance and duration rules of delivery (spec part 1 §9). Both maps adapters answer in metres,
 * so the spec's mile-to-km factor (1.609344) has nothing to convert.
 */

export const MINIMUM_DELIVERY_KM = 1;
export const MINIMUM_DURATION_SECONDS = 60;

/** Distance rounded up to whole km, at least 1 km. */
export function billableKm(distanceKm: number): number {
  if (!Number.isFinite(distanceKm) || distanceKm <= 0) return MINIMUM_DELIVERY_KM;
  return Math.max(MINIMUM_DELIVERY_KM, Math.ceil(Number(distanceKm.toPrecision(12))));
}

/** Driving duration, at least 60 s. */
export function billableDurationSeconds(durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds)) return MINIMUM_DURATION_SECONDS;
  return Math.max(MINIMUM_DURATION_SECONDS, Math.ceil(durationSeconds));
}
