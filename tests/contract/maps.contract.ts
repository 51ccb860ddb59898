import { describe, expect, it } from '@jest/globals';

import type { Maps } from '@/lib/server/ports/maps';

const SYDNEY = { Latitude: -33.86, Longitude: 151.2566 };
const PARRAMATTA = { Latitude: -33.8145, Longitude: 151.0065 };

/**
 * What every Maps adapter must do, whatever its data: Australian suggestions in the spec's
 * field names, a suburb-level geocode, a metric driving distance. Values are checked loosely
 * (Google's and the offline data differ by metres, not by suburbs).
 */
export function describeMapsContract(name: string, subject: () => Maps): void {
  describe(`Maps contract: ${name}`, () => {
    it('suggests Australian addresses for a street and a partly typed suburb', async () => {
      const suggestions = await subject().autocomplete('12 George St, Sydn', {});
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.length).toBeLessThanOrEqual(5);
      for (const s of suggestions) expect(s.Country).toBe('AU');
      expect(suggestions[0]).toMatchObject({ StreetAddress: '12 George St', CityTown: 'Sydney', State: 'NSW' });
      expect(suggestions[0].description).toContain('12 George St');
      expect(suggestions[0].placeId).toEqual(expect.any(String));
    });

    it('honours the limit', async () => {
      expect((await subject().autocomplete('Rich', { limit: 2 })).length).toBe(2);
    });

    it('answers no suggestions for text that is no Australian place', async () => {
      expect(await subject().autocomplete('Qqxzv Wwjk', {})).toEqual([]);
    });

    it('geocodes structured fields to the suburb, with a normalised state and postcode', async () => {
      const place = await subject().geocode({ StreetAddress: '12 George St', CityTown: 'sydney', State: 'New South Wales', PostalCode: '2000' });
      expect(place).toMatchObject({ CityTown: 'Sydney', State: 'NSW', PostalCode: '2000', Country: 'AU' });
      expect(place!.Latitude).toBeCloseTo(SYDNEY.Latitude, 1);
      expect(place!.Longitude).toBeCloseTo(SYDNEY.Longitude, 1);
    });

    it('geocodes a free-text line', async () => {
      expect(await subject().geocode('Parramatta NSW 2150')).toMatchObject({ CityTown: 'Parramatta', State: 'NSW', PostalCode: '2150' });
    });

    it('answers null for an address it cannot place', async () => {
      expect(await subject().geocode({ CityTown: 'Qqxzv', State: 'NSW', PostalCode: '0000' })).toBeNull();
    });

    it('gives a metric driving distance and duration between two points', async () => {
      const drive = await subject().drivingDistance(SYDNEY, PARRAMATTA);
      // 23 km in a straight line: by road 24 to 40 km, and at least half an hour's drive is not plausible under 15 min.
      expect(drive.distanceMeters).toBeGreaterThan(24_000);
      expect(drive.distanceMeters).toBeLessThan(40_000);
      expect(drive.durationSeconds).toBeGreaterThan(15 * 60);
      expect(Number.isInteger(drive.distanceMeters)).toBe(true);
    });
  });
}
