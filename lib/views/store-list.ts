/** The store list page (spec part 1 §2 "Intro / store list page"). */
import type { StateTab } from '@/lib/domain/store-list/store-list';
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
  /** today's hours at each instant up to the end of tomorrow; null: closed today */
  hours: ClockTimeline<TodaysHours | null>;
  image?: string;
  logo?: string;
  latitude?: number;
  longitude?: number;
  /** the store's CurrencyLocaleName: a saved cart of this store is totalled in its money */
  currencyLocaleName?: string;
}

export interface StoreListView {
  tab: StateTab;
  cards: StoreCardView[];
  /** the group's own entry, where the list auto-navigates unless selectMode (spec part 1 §2) */
  hqStore?: StoreCardView;
  /** the deployment is one head office's (BRAND_HQ_ID): the footer hides the powered-by line */
  branded: boolean;
}
