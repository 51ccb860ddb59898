import 'server-only';
import { clockTimeline, storeClockChanges } from '@/lib/domain/time/clock-timeline';
import { isStoreClosed, todaysHours } from '@/lib/domain/time/opening-hours';
import { inStateTab, isListed, parseStateTab, rankStores } from '@/lib/domain/store-list/store-list';
import type { TStore } from '@/lib/schemas/entities';
import type { StoreCardView, StoreListView } from '@/lib/views/store-list';

export type { StoreCardView };

export interface ListStoresOptions {
  /** every store, or a branded deployment's head office's */
  stores: TStore[];
  now: Date;
  state?: string | null;
  /** a deployment branded to one head office (BRAND_HQ_ID) lists only that group's stores */
  headOfficeId?: string;
}

export type StoreList = StoreListView;

export function formatStoreAddress(store: Pick<TStore, 'Location'>): string {
  const { Address, Suburb, State, Postcode } = store.Location;
  return [Address, [Suburb, State, Postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** A store's card; what depends on the clock is given up to the end of tomorrow, for the browser to show its own time's. */
function toCard(store: TStore, now: Date): StoreCardView {
  const changes = storeClockChanges(store, now);
  return {
    id: store.ID,
    slug: store.Slug,
    name: store.Name,
    title: store.StoreTitle,
    address: formatStoreAddress(store),
    state: store.Location.State,
    closed: clockTimeline(now, changes, (instant) => isStoreClosed(store, instant)),
    closingMessage: store.ClosingStoreMessage,
    hours: clockTimeline(now, changes, (instant) => todaysHours(store, instant)),
    image: store.ProfileImage,
    logo: store.Logo,
    latitude: store.Location.Latitude,
    longitude: store.Location.Longitude,
    currencyLocaleName: store.CurrencyLocaleName ?? undefined,
  };
}

export function listStores({ stores, now, state, headOfficeId }: ListStoresOptions): StoreList {
  const tab = parseStateTab(state);
  const listed = stores.filter(isListed);
  const ranked = rankStores(listed.filter((store) => inStateTab(store, tab)).map((store) => ({ store, closed: isStoreClosed(store, now) })));
  const hq = headOfficeId ? listed.find((store) => store.IsHQ) : undefined;
  return {
    tab,
    cards: ranked.map(({ store }) => toCard(store, now)),
    hqStore: hq ? toCard(hq, now) : undefined,
    branded: headOfficeId !== undefined,
  };
}
