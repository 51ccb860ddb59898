/**
 * The store list with the visitor's location (spec part 1 §2, §9): distance in km to each store,
 * sorted by distance with closed stores last, and "Near me" keeping the stores within 5 km.
 */
import { distanceKm, isNearby } from './store-list';

export interface LocatedEntry {
  id: string;
  closed: boolean;
  latitude?: number;
  longitude?: number;
}

export interface Placement {
  /** kilometres to the store, one decimal; absent when the store has no coordinates */
  km?: number;
  /** position in the sorted list, from 0 */
  order: number;
  nearby: boolean;
}

function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

/** Each store's distance and place; without a location the server's order stands. */
export function placeStores(entries: readonly LocatedEntry[], from: { latitude: number; longitude: number } | null): Record<string, Placement> {
  const measured = entries.map((entry, index) => ({
    entry,
    index,
    km: from && entry.latitude !== undefined && entry.longitude !== undefined ? distanceKm(from, { latitude: entry.latitude, longitude: entry.longitude }) : undefined,
  }));
  const sorted = [...measured].sort(
    (a, b) => Number(a.entry.closed) - Number(b.entry.closed) || (a.km ?? Number.POSITIVE_INFINITY) - (b.km ?? Number.POSITIVE_INFINITY) || a.index - b.index,
  );
  const out: Record<string, Placement> = {};
  sorted.forEach(({ entry, km }, order) => {
    out[entry.id] = { order, ...(km === undefined ? {} : { km: roundKm(km) }), nearby: km !== undefined && isNearby(km) };
  });
  return out;
}
