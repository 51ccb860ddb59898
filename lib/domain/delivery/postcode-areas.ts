/** A store's delivery area: a range of 4-digit Australian postcodes, with optional time slots. */
export interface PostcodeRange {
  PostcodeFrom: string | number;
  PostcodeTo: string | number;
}

/**
 * Spec part 2 §5: when delivery areas are defined, the postcode must fall within one of the
 * PostcodeFrom..PostcodeTo ranges; with no areas defined every postcode is allowed.
 */
export function findDeliveryArea<T extends PostcodeRange>(postcode: string, areas: readonly T[] | undefined): T | undefined {
  const code = Number(postcode);
  return areas?.find((area) => code >= Number(area.PostcodeFrom) && code <= Number(area.PostcodeTo));
}

export function isPostcodeInDeliveryAreas(postcode: string, areas: readonly PostcodeRange[] | undefined): boolean {
  if (!/^\d{4}$/.test(postcode)) return false;
  if (!areas || areas.length === 0) return true;
  return findDeliveryArea(postcode, areas) !== undefined;
}
