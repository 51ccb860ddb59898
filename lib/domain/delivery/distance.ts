/** Distance and duration rules of delivery (spec part 1 §9). */

export const MILE_TO_KM = 1.609344;
export const MINIMUM_DELIVERY_KM = 1;
export const MINIMUM_DURATION_SECONDS = 60;

export function milesToKm(miles: number): number {
  return miles * MILE_TO_KM;
}

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
