import { http, HttpResponse } from 'msw';

import { geocodeWith, localityIndex, suggest } from '@/lib/server/adapters/offline-maps/offline-maps';
import { estimateDrive } from '@/lib/server/adapters/offline-maps/geo';

/**
 * A stand-in for Google's Places Autocomplete, Geocoding and Distance Matrix web services, for
 * msw: answers in Google's JSON shapes, computed from the offline locality data, so the same
 * contract holds for both adapters. Every request is recorded for assertions on its parameters.
 */
export const GOOGLE = 'https://maps.googleapis.com/maps/api';

export const recorded: URL[] = [];

const parseLatLng = (text: string) => {
  const [lat, lng] = text.split(',').map(Number);
  return { Latitude: lat, Longitude: lng };
};

export const googleHandlers = [
  http.get(`${GOOGLE}/place/autocomplete/json`, async ({ request }) => {
    const url = new URL(request.url);
    recorded.push(url);
    const found = suggest(await localityIndex(), url.searchParams.get('input') ?? '', 5);
    const predictions = found.map((s) => {
      const place = `${s.CityTown} ${s.State}`;
      return {
        description: s.StreetAddress ? `${s.StreetAddress}, ${place}, Australia` : `${place}, Australia`,
        place_id: `ChIJ-fake-${s.placeId}`,
        types: s.StreetAddress ? ['street_address', 'geocode'] : ['locality', 'political', 'geocode'],
        terms: [],
        matched_substrings: [],
        structured_formatting: s.StreetAddress
          ? { main_text: s.StreetAddress, secondary_text: `${place}, Australia`, main_text_matched_substrings: [] }
          : { main_text: s.CityTown, secondary_text: `${s.State}, Australia`, main_text_matched_substrings: [] },
      };
    });
    return HttpResponse.json({ status: predictions.length ? 'OK' : 'ZERO_RESULTS', predictions });
  }),

  http.get(`${GOOGLE}/geocode/json`, async ({ request }) => {
    const url = new URL(request.url);
    recorded.push(url);
    const place = geocodeWith(await localityIndex(), url.searchParams.get('address') ?? '');
    if (!place) return HttpResponse.json({ status: 'ZERO_RESULTS', results: [] });
    const [number, ...route] = (place.StreetAddress ?? '').split(' ');
    const street =
      place.StreetAddress && /\d/.test(number)
        ? [
            { long_name: number, short_name: number, types: ['street_number'] },
            { long_name: route.join(' '), short_name: route.join(' '), types: ['route'] },
          ]
        : [];
    return HttpResponse.json({
      status: 'OK',
      results: [
        {
          formatted_address: `${place.formattedAddress}, Australia`,
          geometry: { location: { lat: place.Latitude, lng: place.Longitude }, location_type: 'APPROXIMATE' },
          place_id: 'ChIJ-fake',
          types: ['street_address'],
          address_components: [
            ...street,
            { long_name: place.CityTown, short_name: place.CityTown, types: ['locality', 'political'] },
            { long_name: place.State, short_name: place.State, types: ['administrative_area_level_1', 'political'] },
            { long_name: 'Australia', short_name: 'AU', types: ['country', 'political'] },
            { long_name: place.PostalCode, short_name: place.PostalCode, types: ['postal_code'] },
          ],
        },
      ],
    });
  }),

  http.get(`${GOOGLE}/distancematrix/json`, ({ request }) => {
    const url = new URL(request.url);
    recorded.push(url);
    const drive = estimateDrive(parseLatLng(url.searchParams.get('origins') ?? ''), parseLatLng(url.searchParams.get('destinations') ?? ''));
    return HttpResponse.json({
      status: 'OK',
      origin_addresses: ['origin'],
      destination_addresses: ['destination'],
      rows: [
        {
          elements: [
            {
              status: 'OK',
              distance: { value: drive.distanceMeters, text: `${(drive.distanceMeters / 1000).toFixed(1)} km` },
              duration: { value: drive.durationSeconds, text: `${Math.round(drive.durationSeconds / 60)} mins` },
            },
          ],
        },
      ],
    });
  }),
];
