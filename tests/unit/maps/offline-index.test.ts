import { describe, expect, it } from '@jest/globals';

import { addressReadings, parsePlace } from '@/lib/server/adapters/offline-maps/address-text';
import { AVERAGE_URBAN_SPEED_KMH, estimateDrive, haversineMeters, ROAD_FACTOR } from '@/lib/server/adapters/offline-maps/geo';
import type { Locality } from '@/lib/server/adapters/offline-maps/locality-data';
import { buildLocalityIndex, searchLocalities } from '@/lib/server/adapters/offline-maps/locality-index';
import { createOfflineMaps, geocodeWith, localityIndex, suggest } from '@/lib/server/adapters/offline-maps/offline-maps';
import { toAuStateCode } from '@/lib/domain/delivery/au-states';

const rows: Locality[] = [
  { postcode: '2000', name: 'Sydney', state: 'NSW', lat: -33.86, lng: 151.2566 },
  { postcode: '2000', name: 'The Rocks', state: 'NSW', lat: -33.86, lng: 151.2566 },
  { postcode: '2000', name: 'Sydney South', state: 'NSW', lat: -33.86, lng: 151.2566 },
  { postcode: '2127', name: 'Sydney Olympic Park', state: 'NSW', lat: -33.847, lng: 151.068 },
  { postcode: '3182', name: 'St Kilda', state: 'VIC', lat: -37.867, lng: 144.98 },
  { postcode: '3183', name: 'St Kilda East', state: 'VIC', lat: -37.865, lng: 145.0 },
  { postcode: '2602', name: "O'Connor", state: 'ACT', lat: -35.248, lng: 149.148 },
  { postcode: '3121', name: 'Richmond', state: 'VIC', lat: -37.82, lng: 145.0 },
  { postcode: '2753', name: 'Richmond', state: 'NSW', lat: -33.6, lng: 150.75 },
  { postcode: '2540', name: 'Jervis Bay', state: 'ACT', lat: -35.13, lng: 150.7 },
];
const index = buildLocalityIndex(rows);
const lines = (found: Locality[]) => found.map((l) => `${l.name} ${l.state} ${l.postcode}`);

describe('the offline locality index', () => {
  it('ranks prefix matches by how much of the name is typed, then name, state, postcode', () => {
    expect(lines(searchLocalities(index, 'syd', 5))).toEqual(['Sydney NSW 2000', 'Sydney South NSW 2000', 'Sydney Olympic Park NSW 2127']);
    expect(lines(searchLocalities(index, 'rich', 5))).toEqual(['Richmond NSW 2753', 'Richmond VIC 3121']);
  });

  it('matches a later word of a name after names that start with the text', () => {
    expect(lines(searchLocalities(index, 'kilda', 5))).toEqual(['St Kilda VIC 3182', 'St Kilda East VIC 3183']);
  });

  it('finds by postcode first, by name and postcode, and ignores case, commas and apostrophes', () => {
    expect(lines(searchLocalities(index, '2000', 5))).toEqual(['Sydney NSW 2000', 'The Rocks NSW 2000', 'Sydney South NSW 2000']);
    expect(lines(searchLocalities(index, 'SYDNEY, nsw 20', 5))).toEqual(['Sydney NSW 2000']);
    expect(lines(searchLocalities(index, 'sydney 2000', 5))).toEqual(['Sydney NSW 2000']);
    expect(lines(searchLocalities(index, 'oconnor', 5))).toEqual(["O'Connor ACT 2602"]);
  });

  it('answers each locality once and at most `limit`', () => {
    expect(searchLocalities(index, 's', 2)).toHaveLength(2);
    const all = searchLocalities(index, 'st kilda', 10);
    expect(new Set(all).size).toBe(all.length);
    expect(searchLocalities(index, '', 5)).toEqual([]);
    expect(searchLocalities(index, 'zzz', 5)).toEqual([]);
  });
});

describe('reading typed text', () => {
  it('keeps a leading street number and name as typed', () => {
    expect(suggest(index, '12 George St, Sydn', 1)[0]).toMatchObject({
      description: '12 George St, Sydney NSW 2000',
      StreetAddress: '12 George St',
      CityTown: 'Sydney',
      State: 'NSW',
      PostalCode: '2000',
      Country: 'AU',
    });
    expect(suggest(index, '12 George St Sydn', 1)[0].description).toBe('12 George St, Sydney NSW 2000');
    expect(suggest(index, 'Sydney, NSW 2000', 5).map((s) => s.description)).toEqual(['Sydney NSW 2000']);
  });

  it('never reads a house number on its own as a street', () => {
    expect(addressReadings('12 Rich')).toEqual([{ place: '12 Rich' }]);
    expect(addressReadings('  ')).toEqual([]);
  });

  it('splits a place into name, state code and postcode in either order', () => {
    expect(parsePlace('Sydney NSW 2000')).toEqual({ name: 'sydney', state: 'NSW', postcode: '2000' });
    expect(parsePlace('Sydney 2000 New South Wales')).toEqual({ name: 'sydney', state: 'NSW', postcode: '2000' });
    expect(parsePlace('Jervis Bay')).toEqual({ name: 'jervis bay' });
  });

  it('maps state names to codes, Jervis Bay to ACT', () => {
    expect(toAuStateCode('victoria')).toBe('VIC');
    expect(toAuStateCode(' Western  Australia ')).toBe('WA');
    expect(toAuStateCode('Jervis Bay Territory')).toBe('ACT');
    expect(toAuStateCode('nsw')).toBe('NSW');
    expect(toAuStateCode('Auckland')).toBeUndefined();
  });
});

describe('offline geocoding', () => {
  it('places an address at its suburb, by name within the postcode', () => {
    expect(geocodeWith(index, { StreetAddress: ' 1  Hay St ', CityTown: 'the rocks', State: 'nsw', PostalCode: '2000' })).toMatchObject({
      CityTown: 'The Rocks',
      StreetAddress: '1 Hay St',
      formattedAddress: '1 Hay St, The Rocks NSW 2000',
    });
  });

  it('falls back to the postcode when the suburb is unknown, and to the name when there is no postcode', () => {
    expect(geocodeWith(index, { CityTown: 'Nowhere', PostalCode: '2000' })?.PostalCode).toBe('2000');
    expect(geocodeWith(index, { CityTown: 'Richmond', State: 'VIC' })?.PostalCode).toBe('3121');
    expect(geocodeWith(index, { CityTown: 'Richmond', State: 'WA' })).toBeNull();
  });

  it('reads free text, preferring an exact suburb over the postcode alone', () => {
    expect(geocodeWith(index, '12 George St, Sydney NSW 2000')).toMatchObject({ CityTown: 'Sydney', StreetAddress: '12 George St' });
    expect(geocodeWith(index, 'Qqq')).toBeNull();
  });
});

describe('offline driving distance', () => {
  const sydney = { Latitude: -33.86, Longitude: 151.2566 };
  const parramatta = { Latitude: -33.8145, Longitude: 151.0065 };

  it('is the straight line times the road factor, at the urban speed', () => {
    const straight = haversineMeters(sydney, parramatta);
    expect(straight / 1000).toBeCloseTo(23.6, 0);
    const drive = estimateDrive(sydney, parramatta);
    expect(drive.distanceMeters).toBe(Math.round(straight * ROAD_FACTOR));
    expect(drive.durationSeconds).toBe(Math.round((drive.distanceMeters / 1000 / AVERAGE_URBAN_SPEED_KMH) * 3600));
  });

  it('takes at least 60 s, even to the same point', () => {
    expect(estimateDrive(sydney, sydney)).toEqual({ distanceMeters: 0, durationSeconds: 60 });
  });
});

describe('the offline adapter on the full data', () => {
  it('loads the data once and answers autocomplete well under 5 ms after warm-up', async () => {
    const maps = createOfflineMaps();
    await maps.autocomplete('warm up');
    expect(await localityIndex()).toBe(await localityIndex());
    const inputs = ['Sy', 'Syd', 'Melb', 'Bris', 'Perth', 'Ho', 'Ad', 'ma', '2000', '3000', '12 George St, Sydn', 'St Kil', 'rich', 'Darwin NT', 'Canberra'];
    const times: number[] = [];
    for (let round = 0; round < 20; round++) {
      for (const input of inputs) {
        const start = performance.now();
        await maps.autocomplete(input);
        times.push(performance.now() - start);
      }
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(5);
    expect((await maps.autocomplete('Melbourne'))[0]).toMatchObject({ CityTown: 'Melbourne', State: 'VIC', PostalCode: '3000' });
    expect((await maps.autocomplete('Jervis Bay'))[0]).toMatchObject({ State: 'ACT', PostalCode: '2540' });
  });
});
