/**
 * The store list (spec part 1 §2 "Intro / store list page"): which stores show, under which state
 * tab, in which order. Closed-ness and distance are computed by the caller and passed in.
 */
import { AU_STATE_CODES } from '../delivery/au-states';
import { isEnabledStore } from '../store/enabled-store';

export const STATE_TABS = ['All', ...AU_STATE_CODES] as const;
export type StateTab = (typeof STATE_TABS)[number];

/** Within this distance a store counts as near (km). */
export const NEAR_STORE_RADIUS_KM = 5;

export interface ListableStore {
  IsEnabled: boolean;
  IsTest?: boolean;
  IsHQ?: boolean;
  DisplayOrder?: number;
  Name: string;
  Location: { State: string };
}

export interface RankedStore<T> {
  store: T;
  closed: boolean;
  /** kilometres, when the visitor shared a location */
  distanceKm?: number;
}

/**
 * Spec part 1 §2: the main page of a head office's deployment opens its HQ store (auto-navigation),
 * unless the visitor asked for the list with `selectMode=true` (the stores link). Null: show the list.
 */
export function mainPageRedirect(hqSlug: string | undefined, selectMode: string | null | undefined): string | null {
  return hqSlug && selectMode !== 'true' ? `/store/${hqSlug}` : null;
}

/** Stores with IsEnabled false or IsTest true are hidden. */
export function isListed(store: ListableStore): boolean {
  return isEnabledStore(store) && store.IsTest !== true;
}

export function parseStateTab(value: string | undefined | null): StateTab {
  const upper = (value ?? '').toUpperCase();
  return (STATE_TABS as readonly string[]).includes(upper) ? (upper as StateTab) : 'All';
}

export function inStateTab(store: ListableStore, tab: StateTab): boolean {
  return tab === 'All' || store.Location.State.toUpperCase() === tab;
}

/**
 * Sorted by distance, closed stores last. Without distances the store owner's DisplayOrder, then
 * the name, keeps the order stable.
 */
export function rankStores<T extends ListableStore>(entries: RankedStore<T>[]): RankedStore<T>[] {
  return [...entries].sort(
    (a, b) =>
      Number(a.closed) - Number(b.closed) ||
      (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY) ||
      (a.store.DisplayOrder ?? Number.MAX_SAFE_INTEGER) - (b.store.DisplayOrder ?? Number.MAX_SAFE_INTEGER) ||
      a.store.Name.localeCompare(b.store.Name),
  );
}

/** Great-circle distance in km between two points (haversine). */
export function distanceKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const earthRadiusKm = 6371;
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.latitude - from.latitude);
  const dLon = rad(to.longitude - from.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function isNearby(km: number): boolean {
  return km <= NEAR_STORE_RADIUS_KM;
}
