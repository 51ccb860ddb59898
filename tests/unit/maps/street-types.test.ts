import { beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { addressReadings, STREET_TYPES } from '@/lib/server/adapters/offline-maps/address-text';
import type { LocalityIndex } from '@/lib/server/adapters/offline-maps/locality-index';
import { geocodeWith, localityIndex, suggest } from '@/lib/server/adapters/offline-maps/offline-maps';

/**
 * Issue 36 #15: a street type is never a suburb. "200 George Street" was read as "200 George" in
 * the suburb of Hutt Street (a later word of its name matched "Street"). On the full data.
 */
let index: LocalityIndex;
beforeAll(async () => {
  index = await localityIndex();
});

const descriptions = (input: string, limit = 3) => suggest(index, input, limit).map((s) => s.description);

/** Street types as people type them: whole, abbreviated, any case, the abbreviation with a dot. */
const TYPED_TYPES = [
  'Street',
  'St',
  'st.',
  'ST',
  'Road',
  'Rd',
  'rd.',
  'Avenue',
  'Ave',
  'Av',
  'Boulevard',
  'Blvd',
  'Close',
  'Cl',
  'Court',
  'Ct',
  'Crescent',
  'Cres',
  'Drive',
  'Dr',
  'Esplanade',
  'Grove',
  'Highway',
  'Hwy',
  'Lane',
  'Ln',
  'Parade',
  'Pde',
  'Place',
  'Pl',
  'Square',
  'Terrace',
  'Tce',
  'Way',
  'Circuit',
  'Parkway',
  'Promenade',
  'Mews',
  'Walk',
];
/** Street names that are not street types themselves (some are suburbs too: Hay, Richmond, Victoria). */
const NAMES = [
  'George',
  'Pitt',
  'Collins',
  'Bourke',
  'Smith',
  'King',
  'Queen',
  'Elizabeth',
  'Flinders',
  'Hay',
  'Main',
  'High',
  'Church',
  'Victoria',
  'Albert',
  'Richmond',
  'Oxford',
  'Hunter',
  'Murray',
  'Rundle',
];

const houseNumber = fc.oneof(
  fc.integer({ min: 1, max: 999 }).map(String),
  fc.tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 400 })).map(([unit, house]) => `${unit}/${house}`),
  fc.integer({ min: 1, max: 400 }).map((house) => `${house}A`),
);
const streetArb = fc.tuple(houseNumber, fc.constantFrom(...NAMES), fc.constantFrom(...TYPED_TYPES)).map(([number, name, type]) => ({ street: `${number} ${name} ${type}`, type }));

describe('street types in the offline address search', () => {
  it('knows the usual types, whole and abbreviated', () => {
    for (const type of ['street', 'st', 'road', 'rd', 'avenue', 'ave', 'boulevard', 'crescent', 'cres', 'drive', 'dr', 'parade', 'pde', 'terrace', 'tce', 'highway', 'hwy'])
      expect(STREET_TYPES.has(type)).toBe(true);
  });

  it.each([
    ['200 George Street', []],
    ['200 George St', []],
    ['200 George st.', []],
    ['200 George, Street', []],
    ['200 George, St', []],
    ['200 George Rd, Ave', []],
    ['200 George Street Hay', ['200 George Street, Hay NSW 2711', '200 George Street, Hay WA 6333', '200 George Street, Hayes TAS 7140']],
    ['200 George St Sydney', ['200 George St, Sydney NSW 2000', '200 George St, Sydney South NSW 2000', '200 George St, Sydney Olympic Park NSW 2127']],
    ['200 George St, Sydney', ['200 George St, Sydney NSW 2000', '200 George St, Sydney South NSW 2000', '200 George St, Sydney Olympic Park NSW 2127']],
    ['George Street Sydney NSW 2000', ['George Street, Sydney NSW 2000']],
    ['5 Smith St St Kilda VIC', ['5 Smith St, St Kilda VIC 3182']],
    ['5 Smith St, St Kilda', ['5 Smith St, St Kilda QLD 4671', '5 Smith St, St Kilda SA 5110', '5 Smith St, St Kilda VIC 3182']],
    ['200 George St Kilda VIC', ['200 George St, St Kilda VIC 3182']],
    ['7 Main Rd Grove', ['7 Main Rd, Grove TAS 7109']],
    ['7 Main Rd, Grove', ['7 Main Rd, Grove TAS 7109']],
    ['12 Pitt St Lane Cove', ['12 Pitt St, Lane Cove NSW 2066', '12 Pitt St, Lane Cove West NSW 2066', '12 Pitt St, Lane Cove North NSW 2066']],
    ['1 King William Street, Adelaide SA 5000', ['1 King William Street, Adelaide SA 5000']],
    ['12 Hutt Street, Hutt St', ['12 Hutt Street, Hutt Street SA 5000']],
  ])('%s → %j', (input, expected) => {
    expect(descriptions(input)).toEqual(expected);
  });

  it('still finds a suburb by a later word of its name when nothing else is typed', () => {
    expect(descriptions('Kilda')).toEqual(['St Kilda QLD 4671', 'St Kilda SA 5110', 'St Kilda VIC 3182']);
    expect(descriptions('Street', 1)).toEqual(['Hutt Street SA 5000']);
  });

  it('reads a place that starts with a street type only as a suburb of that name', () => {
    expect(addressReadings('5 Smith St, St Kilda')).toContainEqual({ street: '5 Smith St', place: 'St Kilda', only: 'ownName' });
    expect(addressReadings('5 Smith St, Grove')).toContainEqual({ street: '5 Smith St', place: 'Grove', only: 'exactName' });
    expect(addressReadings('200 George Street')).toEqual([{ place: '200 George Street' }]);
  });

  it('geocodes no street type as a suburb, even with a postcode', () => {
    expect(geocodeWith(index, '200 George, Street 5000')?.CityTown).not.toBe('Hutt Street');
    expect(geocodeWith(index, '200 George Street, Sydney NSW 2000')).toMatchObject({ StreetAddress: '200 George Street', CityTown: 'Sydney', PostalCode: '2000' });
  });

  it('property: a street without its suburb is never read as a street in a suburb named by its type', () => {
    fc.assert(
      fc.property(streetArb, ({ street }) => {
        for (const suggestion of suggest(index, street, 5)) expect(suggestion.StreetAddress).toBe(street);
      }),
      { numRuns: 300 },
    );
  });

  it('property: a street then any suburb, with or without a comma, keeps the whole street and finds the suburb', () => {
    fc.assert(
      fc.property(streetArb, fc.nat(), fc.boolean(), ({ street }, pick, comma) => {
        const locality = index.localities[pick % index.localities.length];
        const found = suggest(index, `${street}${comma ? ',' : ''} ${locality.name} ${locality.state} ${locality.postcode}`, 5);
        expect(found.length).toBeGreaterThan(0);
        expect(found[0].StreetAddress).toBe(street);
        expect(found.map((s) => `${s.CityTown} ${s.State} ${s.PostalCode}`)).toContain(`${locality.name} ${locality.state} ${locality.postcode}`);
      }),
      { numRuns: 300 },
    );
  });

  it('property: geocoding a street then a suburb places the street in that suburb', () => {
    fc.assert(
      fc.property(streetArb, fc.nat(), ({ street }, pick) => {
        const locality = index.localities[pick % index.localities.length];
        expect(geocodeWith(index, `${street}, ${locality.name} ${locality.state} ${locality.postcode}`)).toMatchObject({
          StreetAddress: street,
          CityTown: locality.name,
          PostalCode: locality.postcode,
        });
      }),
      { numRuns: 300 },
    );
  });
});
