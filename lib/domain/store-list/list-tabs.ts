/**
 * The store list's New and Open tabs (spec part 1 §2: "All, Near me, New, Open named in texts"),
 * beside the state tabs: each its own URL (`?show=new`, `?show=open`), over the stores of every
 * state. Which stores each shows depends on the clock, so the page hands the browser a timeline
 * (lib/domain/time/clock-timeline.ts) and a page kept by a cache stays right.
 */
import { parseStateTab, type StateTab } from './store-list';

export const SHOW_TABS = ['New', 'Open'] as const;
export type ShowTab = (typeof SHOW_TABS)[number];
export type StoreListTab = StateTab | ShowTab;

/** `?show=new` or `?show=open` (any case) wins over `?state=`; anything else is a state tab, or All. */
export function parseListTab(state: string | undefined | null, show: string | undefined | null): StoreListTab {
  const wanted = (show ?? '').toLowerCase();
  return SHOW_TABS.find((tab) => tab.toLowerCase() === wanted) ?? parseStateTab(state);
}

export function isShowTab(tab: StoreListTab): tab is ShowTab {
  return (SHOW_TABS as readonly string[]).includes(tab);
}

/** A store is new for this many days from its `CreatedOn` (when it was added, in seconds). */
export const NEW_STORE_DAYS = 60;
const DAY_MS = 86_400_000;

/** The instants (ms) between which a store counts as new; null for a store without `CreatedOn`. */
export function newStoreSpan(store: { CreatedOn?: number }): { start: number; end: number } | null {
  if (store.CreatedOn === undefined) return null;
  const start = store.CreatedOn * 1000;
  return { start, end: start + NEW_STORE_DAYS * DAY_MS };
}

export function isNewStore(store: { CreatedOn?: number }, instant: Date): boolean {
  const span = newStoreSpan(store);
  return span !== null && span.start <= instant.getTime() && instant.getTime() < span.end;
}
