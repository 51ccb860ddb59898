/** The store list page (spec part 1 §2 "Intro / store list page"). */
import type { StoreListTab } from '@/lib/domain/store-list/list-tabs';
import type { TodaysHours } from '@/lib/domain/time/opening-hours';
import type { ClockTimeline } from '@/lib/domain/time/timeline';

export interface StoreCardView {
  id: string;
  slug: string;
  name: string;
  title?: string;
  address: string;
  state: string;
  /** closed at each instant up to the end of tomorrow (the list is ordered by the render's) */
  closed: ClockTimeline<boolean>;
  closingMessage?: string;
  /** today's hours at each instant up to the end of tomorrow (a step's null: closed today); null: no hours line (out of operation) */
  hours: ClockTimeline<TodaysHours | null> | null;
  /** new (added within 60 days) at each instant up to the end of tomorrow: its New badge and the New tab */
  isNew: ClockTimeline<boolean>;
  /** under the New and Open tabs, when the card shows (the rest of the time it is hidden); null: always */
  shown: ClockTimeline<boolean> | null;
  image?: string;
  logo?: string;
  latitude?: number;
  longitude?: number;
  /** the store's CurrencyLocaleName: a saved cart of this store is totalled in its money */
  currencyLocaleName?: string;
}

export interface StoreListView {
  tab: StoreListTab;
  cards: StoreCardView[];
  /** under the New and Open tabs, when at least one card shows (else the tab's empty message); null under a state tab */
  anyShown: ClockTimeline<boolean> | null;
  /** the group's own entry, where the list auto-navigates unless selectMode (spec part 1 §2) */
  hqStore?: Omit<StoreCardView, 'shown'>;
  /** the deployment is one head office's (BRAND_HQ_ID): the footer hides the powered-by line */
  branded: boolean;
}
