import type { TStore, TStoreTable } from '../../schemas/entities';

/**
 * The demo stores' tables and the security codes of their QR links
 * (`/store/{slug}?table={Name}&s={SecurityCode}`; docs/features.md "Ordering at the table" lists them). They
 * are written out, not made at seed time, so the demo data stays deterministic and docs/features.md's
 * links and the browser tests keep working; a real store makes its own random codes (16
 * characters of a random base64url string, as here) and prints them as QR codes on its tables.
 * Stores without tables (Docklands, always closed; Salamanca, disabled; the online store and the
 * hotel, which take no dine-in order) refuse every table link.
 */
const DEMO_TABLE_CODES: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  '1001': [
    ['1', '8LkpYJG-jEeSqvsu'],
    ['2', '9kip8R0oo4dcqtwW'],
    ['3', 'M7_ykbIJBhYG_GMe'],
    ['4', 'mnTLsp3pjeqk_0nN'],
    ['5', 'o9l62Zp9UCpRiacS'],
    ['6', 'eCGFCLxq5RVL6MaR'],
    ['7', 'wZJq5IYcVJSISQZk'],
    ['8', 'o0OuNVreNqmu9Csg'],
    ['9', 'RsiWmFgWAMqwPSPi'],
    ['10', 'VX7Y4aE_TBrhXtRq'],
    ['11', 'J9c6SL7UIzbjpIEu'],
    ['12', 'hVjhJDds96BW9FoJ'],
  ],
  '1002': [
    ['1', 'sDUwokhzUk5068do'],
    ['2', 'ShtwKhzRKUY_LD6Q'],
  ],
  '1003': [
    ['1', 'f55IuRMjyqX7vZZZ'],
    ['2', 'uB1wjqthkpTWmwhK'],
  ],
  '1005': [
    ['1', 'o0H2VcEVqxOauszp'],
    ['2', 'Wlo0YdbB94zODUZF'],
  ],
  '1007': [
    ['1', 'VwHktriFfpBiIjNQ'],
    ['2', 'j2izoM3lHCZQLURS'],
  ],
  '2001': [
    ['1', 'ww5UIpbe1uJS8enC'],
    ['2', 'P0etjY74jiUTGFOe'],
    ['3', 'hnjt5LDu6dVB5nIG'],
    ['4', '6W_IBERHQaIgFM9B'],
  ],
  '4001': [
    ['1', 'BMOk1SWK9SvEYm3M'],
    ['2', 'AXPRCHXmjYC5kaAa'],
    ['3', 'iZcsDY9GlKk51UHp'],
    ['4', '7FA8ccUMix_A6hb2'],
  ],
};

/** The store with its demo tables, if it has any. */
export function withDemoTables(store: TStore): TStore {
  const tables = DEMO_TABLE_CODES[store.ID];
  if (!tables) return store;
  return { ...store, Tables: tables.map(([Name, SecurityCode]): TStoreTable => ({ Name, SecurityCode })) };
}
