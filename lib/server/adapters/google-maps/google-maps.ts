import 'server-only';
/**
 * The production Maps adapter on Google Maps Platform (@googlemaps/google-maps-services-js):
 * Places Autocomplete restricted to Australia (components country:au), Geocoding, Distance
 * Matrix in metric units. Chosen by the container when GOOGLE_MAPS_API_KEY is set. The key stays
 * on the server: it is only sent to Google, and failures are logged by operation and status
 * only (the request config, which carries the key in its URL, is never logged).
 */
import { Client, PlaceAutocompleteType, Status, TravelMode, UnitSystem } from '@googlemaps/google-maps-services-js';
import { AppError, isAppError } from '@/lib/domain/errors/app-error';
import { DEFAULT_SUGGESTION_LIMIT, type AddressQuery, type AutocompleteOptions, type LatLng, type Maps } from '../../ports/maps';
import { geocodedOf, suggestionOf } from './parse';
import { logger } from '../../logger';

const log = logger.child({ component: 'maps' });

export interface GoogleMapsOptions {
  apiKey: string;
  /** Per request; the spec's 300 s HTTP timeout is far too long for typing. Default 5000 ms. */
  timeoutMs?: number;
  /** Retries of a 5xx or 429 answer (retry-axios); default 1. */
  retries?: number;
}

/** The answer's status when Google gave one, else the HTTP status: safe to log, no key in it. */
function statusOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'unknown';
  const response = (error as { response?: { status?: number; data?: { status?: string } } }).response;
  return response?.data?.status ?? String(response?.status ?? (error as { code?: string }).code ?? 'no response');
}

async function guarded<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isAppError(error)) throw error;
    log.error({ operation, status: statusOf(error) }, 'a Google Maps call failed');
    throw new AppError('UPSTREAM_UNAVAILABLE', 'errors.mapsUnavailable');
  }
}

function addressLine(address: AddressQuery | string): string {
  if (typeof address === 'string') return address.trim();
  const place = [address.CityTown, address.State, address.PostalCode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return [address.StreetAddress?.trim(), place].filter(Boolean).join(', ');
}

export function createGoogleMaps({ apiKey, timeoutMs = 5000, retries = 1 }: GoogleMapsOptions): Maps {
  const client = new Client({ config: { timeout: timeoutMs, raxConfig: { retry: retries, noResponseRetries: retries } } });
  return {
    autocomplete: (input: string, options: AutocompleteOptions = {}) =>
      guarded('autocomplete', async () => {
        const { data } = await client.placeAutocomplete({
          params: {
            key: apiKey,
            input,
            components: ['country:au'],
            types: PlaceAutocompleteType.address,
            language: 'en-AU',
            ...(options.sessionToken ? { sessiontoken: options.sessionToken } : {}),
          },
        });
        return data.predictions.slice(0, options.limit ?? DEFAULT_SUGGESTION_LIMIT).map(suggestionOf);
      }),
    geocode: (address: AddressQuery | string) =>
      guarded('geocode', async () => {
        const line = addressLine(address);
        if (!line) return null;
        const { data } = await client.geocode({ params: { key: apiKey, address: line, components: { country: 'AU' }, region: 'au', language: 'en-AU' } });
        for (const result of data.results) {
          const found = geocodedOf(result);
          if (found) return found;
        }
        return null;
      }),
    drivingDistance: (from: LatLng, to: LatLng) =>
      guarded('distance matrix', async () => {
        const { data } = await client.distancematrix({
          params: {
            key: apiKey,
            origins: [{ lat: from.Latitude, lng: from.Longitude }],
            destinations: [{ lat: to.Latitude, lng: to.Longitude }],
            units: UnitSystem.metric,
            mode: TravelMode.driving,
          },
        });
        const element = data.rows[0]?.elements[0];
        // No road between the two points (an island, a closed route): not deliverable, not an outage.
        if (!element || element.status !== Status.OK) throw new AppError('OUT_OF_DELIVERY_AREA', 'errors.cannotDeliver');
        return { distanceMeters: element.distance.value, durationSeconds: element.duration.value };
      }),
  };
}
