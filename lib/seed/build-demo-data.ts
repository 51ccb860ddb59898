import type { TMenu } from '../schemas/entities';
import { DEMO_BOARD_PASSCODE_HASH } from './board';
import { demoCoupons } from './coupons';
import { demoHeadOffices } from './head-offices';
import { buildCafeMenu } from './menus/cafe-menu';
import { buildHarbourStoreMenu } from './menus/harbour-store-menus';
import { buildHotelMenus } from './menus/hotel-menu';
import { buildWarungMenu } from './menus/warung-menu';
import { demoMessageTemplates } from './message-templates';
import { dailyGrindStore, grandPacificStore, warungStore } from './stores/other-stores';
import { harbourStores } from './stores/harbour-stores';
import { withDemoTables } from './stores/tables';
import { withCreatedOn } from './stores/created-on';
import { DEMO_SEEDED_AT } from './menus/seed-time';
import type { TDemoData } from './types';
import { DEMO_MEMBER_CREDENTIALS, demoUsers } from './users';

/** The store that tests and demos start from: open 24/7 with the biggest menu. */
export const FLAGSHIP_STORE_ID = '1001';

/**
 * Builds the whole demo data set. Pure and deterministic: no I/O, no clock, no randomness, so
 * the same call always gives the same documents (the seed script writes them). `seededAt` (the
 * seed script gives its time) dates the stores added recently (stores/created-on.ts).
 */
export function buildDemoData({ seededAt = new Date(DEMO_SEEDED_AT * 1000) }: { seededAt?: Date } = {}): TDemoData {
  const harbour = harbourStores();
  const stores = [...harbour, dailyGrindStore(), grandPacificStore(), warungStore()].map((store) => ({ ...store, BoardPasscodeHash: DEMO_BOARD_PASSCODE_HASH }));
  const menus: Record<string, TMenu[]> = {};
  for (const store of harbour) menus[store.ID] = [buildHarbourStoreMenu(store.ID)];
  menus['2001'] = [buildCafeMenu('2001')];
  menus['3001'] = buildHotelMenus('3001');
  menus['4001'] = [buildWarungMenu('4001')];
  return {
    headOffices: demoHeadOffices(),
    stores: stores.map(withDemoTables).map((store) => withCreatedOn(store, seededAt)),
    menus,
    coupons: demoCoupons(),
    users: demoUsers(),
    guestCheckIns: [],
    messageTemplates: demoMessageTemplates(),
    demoCredentials: [{ ...DEMO_MEMBER_CREDENTIALS }],
  };
}
