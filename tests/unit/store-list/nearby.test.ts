import { placeStores } from '@/lib/domain/store-list/nearby';

// Circular Quay, Sydney; stores at known distances from it.
const HERE = { latitude: -33.8615, longitude: 151.2108 };
const entries = [
  { id: 'far-open', closed: false, latitude: -27.4785, longitude: 153.023 }, // Brisbane, ~730 km
  { id: 'near-closed', closed: true, latitude: -33.87, longitude: 151.21 }, // ~1 km but closed
  { id: 'near-open', closed: false, latitude: -33.8688, longitude: 151.2093 }, // 0.8 km
  { id: 'mid-open', closed: false, latitude: -33.9173, longitude: 151.2313 }, // Randwick, ~6.5 km
  { id: 'nowhere', closed: false },
];

describe('store list with a location (spec part 1 §2, §9)', () => {
  const placed = placeStores(entries, HERE);

  it('sorts by distance with closed stores last, stores without coordinates after the located ones', () => {
    const order = Object.entries(placed)
      .sort(([, a], [, b]) => a.order - b.order)
      .map(([id]) => id);
    expect(order).toEqual(['near-open', 'mid-open', 'far-open', 'nowhere', 'near-closed']);
  });

  it('gives the distance in km, one decimal', () => {
    expect(placed['near-open'].km).toBe(0.8);
    expect(placed['far-open'].km).toBeGreaterThan(700);
    expect(placed.nowhere.km).toBeUndefined();
  });

  it('calls near the stores within 5 km', () => {
    expect(placed['near-open'].nearby).toBe(true);
    expect(placed['near-closed'].nearby).toBe(true);
    expect(placed['mid-open'].nearby).toBe(false);
    expect(placed.nowhere.nearby).toBe(false);
  });

  it('keeps the server order without a location', () => {
    const unplaced = placeStores(entries, null);
    expect(entries.map((entry) => unplaced[entry.id].order)).toEqual([0, 4, 1, 2, 3]);
  });
});
