import type { TMenu, TStore } from '@/lib/schemas/entities';

/** Minimal valid documents; tests copy and break them one field at a time. */
export function validStore(): TStore {
  return {
    ID: '1001',
    Slug: 'harbour-sydney',
    Name: 'Harbour Kitchen Sydney',
    IsEnabled: true,
    IsInOperation: true,
    TimezoneIanaFormat: 'Australia/Sydney',
    Location: { Address: '1 George St', Suburb: 'Sydney', State: 'NSW', Postcode: '2000', Country: 'Australia', Latitude: -33.86, Longitude: 151.21 },
    OperatingHours: [{ DayOfWeek: 1, OpeningTime: '00:00:00', ClosingTime: '23:59:59' }],
  };
}

export function validMenu(): TMenu {
  return {
    MenuID: 'm1',
    MenuName: 'All day',
    Products: {
      p1: { ID: 'p1', Name: 'Flat white', TaxRate: 0.1, Status: 2, ModifierGroups: ['g1'] },
    },
    ModifierGroups: {
      g1: { ID: 'g1', Name: 'Milk', IsSingleSel: true, Modifiers: [{ ID: 'g1-1', Name: 'Oat', Price: 0.8 }] },
    },
    Categories: [{ ID: 'c1', Name: 'Coffee', SubMenuItems: [{ ProductID: 'p1', Name: 'Flat white', Price: 5.2 }] }],
  };
}

/** Paths of the issues a safeParse reports, joined with dots for easy matching. */
export function issuePaths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((i) => i.path.map(String).join('.'));
}
