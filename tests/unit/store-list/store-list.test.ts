import { distanceKm, inStateTab, isListed, isNearby, parseStateTab, rankStores, STATE_TABS } from '@/lib/domain/store-list/store-list';

const store = (name: string, state: string, extra: Partial<{ IsEnabled: boolean; IsTest: boolean; DisplayOrder: number }> = {}) => ({
  Name: name,
  IsEnabled: true,
  Location: { State: state },
  ...extra,
});

describe('store list', () => {
  it('has the spec tabs: All plus ACT, NSW, NT, QLD, SA, TAS, VIC, WA', () => {
    expect(STATE_TABS).toEqual(['All', 'ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
  });

  it.each([
    [{ IsEnabled: true }, true],
    [{ IsEnabled: false }, false],
    [{ IsEnabled: true, IsTest: true }, false],
    [{ IsEnabled: true, IsTest: false }, true],
  ])('hides stores with IsEnabled false or IsTest true: %o -> %s', (flags, listed) => {
    expect(isListed(store('A', 'NSW', flags))).toBe(listed);
  });

  it.each([
    ['nsw', 'NSW'],
    ['VIC', 'VIC'],
    ['', 'All'],
    [undefined, 'All'],
    ['XYZ', 'All'],
  ])('reads the state tab %p as %p', (value, tab) => {
    expect(parseStateTab(value)).toBe(tab);
  });

  it('filters by state tab, All showing every state', () => {
    expect(inStateTab(store('A', 'NSW'), 'NSW')).toBe(true);
    expect(inStateTab(store('A', 'NSW'), 'VIC')).toBe(false);
    expect(inStateTab(store('A', 'WA'), 'All')).toBe(true);
  });

  it('sorts by distance with closed stores last', () => {
    const ranked = rankStores([
      { store: store('Far open', 'NSW'), closed: false, distanceKm: 12 },
      { store: store('Near closed', 'NSW'), closed: true, distanceKm: 1 },
      { store: store('Near open', 'NSW'), closed: false, distanceKm: 2 },
    ]);
    expect(ranked.map((entry) => entry.store.Name)).toEqual(['Near open', 'Far open', 'Near closed']);
  });

  it('without distances keeps DisplayOrder then name, closed last', () => {
    const ranked = rankStores([
      { store: store('B', 'NSW', { DisplayOrder: 2 }), closed: false },
      { store: store('A', 'NSW', { DisplayOrder: 2 }), closed: false },
      { store: store('C', 'NSW', { DisplayOrder: 1 }), closed: true },
      { store: store('D', 'NSW', { DisplayOrder: 3 }), closed: false },
    ]);
    expect(ranked.map((entry) => entry.store.Name)).toEqual(['A', 'B', 'D', 'C']);
  });

  it('measures distance in km and calls within 5 km near', () => {
    const sydneyOperaHouse = { latitude: -33.8568, longitude: 151.2153 };
    const bondiBeach = { latitude: -33.8915, longitude: 151.2767 };
    const km = distanceKm(sydneyOperaHouse, bondiBeach);
    expect(km).toBeGreaterThan(6.5);
    expect(km).toBeLessThan(7.2);
    expect(isNearby(km)).toBe(false);
    expect(isNearby(5)).toBe(true);
    expect(distanceKm(bondiBeach, bondiBeach)).toBe(0);
  });
});
