/**
 * Whether an address can be delivered to (spec part 2 §5): its postcode within the store's
 * DeliveryAreas when defined, in the store's state, and within DeliveryRadius km.
 */
import type { DomainMessage } from '../money/message';
import { isPostcodeInDeliveryAreas, type PostcodeRange } from './postcode-areas';

export type DeliveryRefusal = 'postcodeNotInArea' | 'outOfState' | 'beyondRadius';

export interface DeliveryReachStore {
  Location?: { State?: string | null } | null;
  /** Km; 0 or missing means no limit. */
  DeliveryRadius?: number | null;
  DeliveryAreas?: readonly PostcodeRange[] | null;
}

export interface DeliveryReachAddress {
  PostalCode: string;
  State?: string | null;
}

/** 'delivery not available for {postcode}' and 'Sorry we cannot deliver to this address'. */
export const DELIVERY_KEYS = {
  postcodeNotInArea: 'errors.deliveryNotAvailable',
  outOfState: 'errors.cannotDeliver',
  beyondRadius: 'errors.cannotDeliver',
} as const;

/** Null when deliverable, else the reason. `distanceKm` is the driving distance, when known. */
export function deliveryRefusal(store: DeliveryReachStore, address: DeliveryReachAddress, distanceKm?: number | null): DeliveryRefusal | null {
  if (!isPostcodeInDeliveryAreas(address.PostalCode.trim(), store.DeliveryAreas ?? undefined)) return 'postcodeNotInArea';
  const storeState = store.Location?.State?.trim().toUpperCase();
  if (storeState && address.State && address.State.trim().toUpperCase() !== storeState) return 'outOfState';
  if (store.DeliveryRadius && store.DeliveryRadius > 0 && distanceKm !== null && distanceKm !== undefined && distanceKm > store.DeliveryRadius) return 'beyondRadius';
  return null;
}

/** The message for a refusal, as a key plus params for the UI to translate. */
export function deliveryRefusalMessage(refusal: DeliveryRefusal, postcode: string): DomainMessage {
  return refusal === 'postcodeNotInArea' ? { key: DELIVERY_KEYS.postcodeNotInArea, values: { postcode } } : { key: DELIVERY_KEYS[refusal] };
}
