import type { TStore } from '../../schemas/entities';
import { START_2024 } from '../menus/seed-time';

const DAY_SECONDS = 86_400;

/**
 * Demo stores added shortly before the seed ran, by days: the store list's New tab (a store is new
 * for 60 days from its CreatedOn) lists them whenever the demo is seeded. The others were added on
 * 2024-01-01.
 */
const RECENT_DEMO_STORES: Readonly<Record<string, number>> = { '2001': 12, '4001': 30 };

export function withCreatedOn(store: TStore, seededAt: Date): TStore {
  const daysAgo = RECENT_DEMO_STORES[store.ID];
  return { ...store, CreatedOn: daysAgo === undefined ? START_2024 : Math.floor(seededAt.getTime() / 1000) - daysAgo * DAY_SECONDS };
}
