import type { TMenu, TStore } from '@/lib/schemas/entities';

const everyDay = (open: string, close: string) => [1, 2, 3, 4, 5, 6, 7].map((DayOfWeek) => ({ DayOfWeek, OpeningTime: open, ClosingTime: close }));

/** A store that validates against ZStoreSchema, with what a test needs changed. */
export function testStore(overrides: Partial<TStore> & Pick<TStore, 'ID' | 'Slug' | 'Name'>): TStore {
  return {
    IsEnabled: true,
    IsInOperation: true,
    TimezoneIanaFormat: 'Australia/Sydney',
    Location: { Address: '1 George Street', Suburb: 'Sydney', State: 'NSW', Postcode: '2000', Country: 'Australia', Latitude: -33.86, Longitude: 151.21 },
    OperatingHours: everyDay('00:00:00', '23:59:59'),
    Delivery: true,
    PickUp: true,
    ...overrides,
  };
}

/** A Perth store (UTC+8) open only on Tuesdays, 11 am to 9 pm: the clock tests' store that opens and closes within a day. */
export function testPerthStore(overrides: Partial<TStore> = {}): TStore {
  return testStore({
    ID: '3',
    Slug: 'perth',
    Name: 'Perth Store',
    TimezoneIanaFormat: 'Australia/Perth',
    Location: { Address: '1 Hay St', Suburb: 'Perth', State: 'WA', Postcode: '6000', Country: 'Australia' },
    OperatingHours: [{ DayOfWeek: 2, OpeningTime: '11:00:00', ClosingTime: '21:00:00' }],
    ...overrides,
  });
}

export function testMenu(overrides: Partial<TMenu> = {}): TMenu {
  return {
    MenuID: 'main',
    MenuName: 'All day',
    Products: {
      p1: { ID: 'p1', Name: 'Pork Dumplings', ShortDescription: 'Eight steamed dumplings', TaxRate: 0.1, Status: 2 },
      p2: { ID: 'p2', Name: 'Sold Out Bun', TaxRate: 0.1, Status: 3 },
      p3: { ID: 'p3', Name: 'Green Tea', TaxRate: 0 },
    },
    Categories: [
      { ID: 'c2', Name: 'Drinks', DisplayOrder: 2, SubMenuItems: [{ ProductID: 'p3', Name: 'Green Tea', Price: 3.5 }] },
      {
        ID: 'c1',
        Name: 'Dumplings',
        DisplayOrder: 1,
        SubMenuItems: [
          { ProductID: 'p1', Name: 'Pork Dumplings', Price: 12.8, ProductPreference: ['pref-halal'] },
          { ProductID: 'p2', Name: 'Sold Out Bun', Price: 4 },
          { ProductID: 'missing', Name: 'Ghost', Price: 1 },
        ],
      },
      { ID: 'c3', Name: 'Empty', SubMenuItems: [] },
    ],
    LifeStyleChoices: { Allergy: [], Intolerance: [], Preference: [{ Id: 'pref-halal', Name: 'Halal' }] },
    ...overrides,
  };
}
