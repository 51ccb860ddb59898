/**
 * The Maps contract on the Google adapter, its HTTP answered by msw (tests/contract/maps-google.fake.ts),
 * plus the request parameters and failure mapping. Needs '@open-draft' in the ESM package list of
 * jest.config.mjs (msw 2.15 depends on the ESM-only @open-draft/deferred-promise 3).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

import { isAppError } from '@/lib/domain/errors/app-error';
import { createGoogleMaps } from '@/lib/server/adapters/google-maps/google-maps';

import { describeMapsContract } from './maps.contract';
import { GOOGLE, googleHandlers, recorded } from './maps-google.fake';

const API_KEY = 'test-key-never-logged';
const server = setupServer(...googleHandlers);
const maps = createGoogleMaps({ apiKey: API_KEY, retries: 0, timeoutMs: 2000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describeMapsContract('Google Maps services (msw)', () => maps);

describe('Google Maps adapter requests and failures', () => {
  it('restricts autocomplete to Australia, passes the session token, and asks in metric', async () => {
    recorded.length = 0;
    await maps.autocomplete('Sydn', { sessionToken: 'session-1' });
    await maps.drivingDistance({ Latitude: -33.86, Longitude: 151.2 }, { Latitude: -33.81, Longitude: 151.0 });
    const [autocomplete, distance] = recorded;
    expect(autocomplete.searchParams.get('components')).toBe('country:au');
    expect(autocomplete.searchParams.get('sessiontoken')).toBe('session-1');
    expect(autocomplete.searchParams.get('key')).toBe(API_KEY);
    expect(distance.searchParams.get('units')).toBe('metric');
    expect(distance.searchParams.get('origins')).toBe('-33.86,151.2');
  });

  it.each([
    ['a refused key', () => HttpResponse.json({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', predictions: [] })],
    ['an exhausted quota', () => HttpResponse.json({ status: 'OVER_QUERY_LIMIT', predictions: [] })],
    ['a server error', () => new HttpResponse('oops', { status: 500 })],
    ['a dropped connection', () => HttpResponse.error()],
  ])('maps %s to UPSTREAM_UNAVAILABLE without logging the key', async (_label, answer) => {
    server.use(http.get(`${GOOGLE}/place/autocomplete/json`, answer));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await maps.autocomplete('Sydney', {}).catch((e: unknown) => e);
    expect(isAppError(error) && [error.code, error.messageKey]).toEqual(['UPSTREAM_UNAVAILABLE', 'errors.mapsUnavailable']);
    expect(log).toHaveBeenCalled();
    expect(JSON.stringify(log.mock.calls)).not.toContain(API_KEY);
    log.mockRestore();
  });

  it('answers "cannot deliver" when Google finds no route, and null when it cannot geocode', async () => {
    server.use(
      http.get(`${GOOGLE}/distancematrix/json`, () => HttpResponse.json({ status: 'OK', rows: [{ elements: [{ status: 'ZERO_RESULTS' }] }] })),
      http.get(`${GOOGLE}/geocode/json`, () => HttpResponse.json({ status: 'ZERO_RESULTS', results: [] })),
    );
    const error = await maps.drivingDistance({ Latitude: -33.86, Longitude: 151.2 }, { Latitude: -42.88, Longitude: 147.33 }).catch((e: unknown) => e);
    expect(isAppError(error) && [error.code, error.messageKey]).toEqual(['OUT_OF_DELIVERY_AREA', 'errors.cannotDeliver']);
    expect(await maps.geocode('Nowhere')).toBeNull();
  });

  it('ignores a geocoding result outside Australia', async () => {
    server.use(
      http.get(`${GOOGLE}/geocode/json`, () =>
        HttpResponse.json({
          status: 'OK',
          results: [
            {
              formatted_address: 'Sydney NS, Canada',
              geometry: { location: { lat: 46.1, lng: -60.2 } },
              address_components: [{ long_name: 'Canada', short_name: 'CA', types: ['country'] }],
            },
          ],
        }),
      ),
    );
    expect(await maps.geocode('Sydney')).toBeNull();
  });
});
