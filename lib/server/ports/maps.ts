import 'server-only';
import type { AddressSuggestion } from '@/lib/views/wizard';

/**
 * The Maps port: address autocomplete, geocoding and driving distance, Australian addresses only
 * (spec part 2 §5: "Autocomplete is limited to AU"). Two adapters pass the same contract suite
 * (tests/contract/maps.contract.ts): offline-maps (embedded postcode and locality data, no
 * network, the default) and google-maps (production, chosen when GOOGLE_MAPS_API_KEY is set).
 *
 * Field names follow the spec's delivery address (StreetAddress, PostalCode, CityTown, State,
 * Country, Latitude, Longitude) so a suggestion drops straight into the checkout form.
 */

export interface LatLng {
  Latitude: number;
  Longitude: number;
}

/** An address as typed or stored: any of the spec's fields, or one free-text line. */
export interface AddressQuery {
  StreetAddress?: string;
  CityTown?: string;
  State?: string;
  PostalCode?: string;
}

/** One autocomplete answer (the API's JSON shape, lib/views). Fields the provider does not know (Google gives no postcode here) are absent. */
export type { AddressSuggestion };

export interface GeocodedAddress extends LatLng {
  /** The normalised line, e.g. "Sydney NSW 2000". */
  formattedAddress: string;
  StreetAddress?: string;
  CityTown: string;
  State: string;
  PostalCode: string;
  Country: 'AU';
}

export interface DrivingDistance {
  distanceMeters: number;
  durationSeconds: number;
}

export interface AutocompleteOptions {
  /** Google bills a typing session as one; the offline adapter ignores it. */
  sessionToken?: string;
  /** How many suggestions at most; default 5. */
  limit?: number;
}

export interface Maps {
  autocomplete(input: string, options?: AutocompleteOptions): Promise<AddressSuggestion[]>;
  /** Null when the address cannot be placed in Australia. */
  geocode(address: AddressQuery | string): Promise<GeocodedAddress | null>;
  /** Metric; throws AppError('UPSTREAM_UNAVAILABLE') when the provider cannot answer. */
  drivingDistance(from: LatLng, to: LatLng): Promise<DrivingDistance>;
}

export const DEFAULT_SUGGESTION_LIMIT = 5;
