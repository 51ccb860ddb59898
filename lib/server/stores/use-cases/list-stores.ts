import 'server-only';
import { keptStores } from '@/lib/server/cache/catalogue-reads';
import { env } from '@/lib/server/env';
import { anyTimeline, clockTimeline, storeClockChanges } from '@/lib/domain/time/clock-timeline';
import { isInOperation, isStoreClosed, todaysHours } from '@/lib/domain/time/opening-hours';
import { isNewStore, isShowTab, newStoreSpan, parseListTab, type StoreListTab } from '@/lib/domain/store-list/list-tabs';
import { inStateTab, isListed, rankStores } from '@/lib/domain/store-list/store-list';
import { mapTimeline, type ClockTimeline } from '@/lib/domain/time/timeline';
import { formatStoreAddress } from '@/lib/domain/store/store-address';
import type { TStore } from '@/lib/schemas/entities';
import type { StoreCardView, StoreListView } from '@/lib/views/store-list';

export type { StoreCardView };

export interface ListStoresOptions {
  /** every store, or a branded deployment's head office's */
  stores: TStore[];
  now: Date;
  state?: string | null;
  /** the New and Open tabs' query (`?show=new`, `?show=open`) */
  show?: string | null;
  /** a deployment branded to one head office (BRAND_HQ_ID) lists only that group's stores */
  headOfficeId?: string;
}

export type StoreList = StoreListView;

/** A store's card; what depends on the clock is given up to the end of tomorrow, for the browser to show its own time's. */
function toCard(store: TStore, now: Date): Omit<StoreCardView, 'shown'> {
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
    // A store out of operation (the board's pause) shows its Closed badge and no hours.
    hours: isInOperation(store) ? clockTimeline(now, changes, (instant) => todaysHours(store, instant)) : null,
    isNew: newTimeline(store, now, changes.until),
    image: store.ProfileImage,
    logo: store.Logo,
    latitude: store.Location.Latitude,
    longitude: store.Location.Longitude,
    currencyLocaleName: store.CurrencyLocaleName ?? undefined,
  };
}

/** New from its CreatedOn for 60 days: a step where that span starts or ends before `until`. */
function newTimeline(store: TStore, now: Date, until: number): ClockTimeline<boolean> {
  const span = newStoreSpan(store);
  const instants = span ? [span.start, span.end].filter((instant) => instant > now.getTime() && instant <= until) : [];
  return clockTimeline(now, { instants, until }, (instant) => isNewStore(store, instant));
}

/** When a card shows under the New or Open tab (by the browser's clock); null under a state tab: always. */
function shownUnder(tab: StoreListTab, card: Omit<StoreCardView, 'shown'>): ClockTimeline<boolean> | null {
  if (tab === 'New') return card.isNew;
  if (tab === 'Open') return mapTimeline(card.closed, (closed) => !closed);
  return null;
}

export function listStores({ stores, now, state, show, headOfficeId }: ListStoresOptions): StoreList {
  const tab = parseListTab(state, show);
  const listed = stores.filter(isListed);
  // New and Open look at every state; which of those cards show follows the clock (a kept page stays right).
  const inTab = isShowTab(tab) ? listed : listed.filter((store) => inStateTab(store, tab));
  const ranked = rankStores(inTab.map((store) => ({ store, closed: isStoreClosed(store, now) })));
  const cards = ranked
    .map(({ store }) => toCard(store, now))
    .map((card) => ({ ...card, shown: shownUnder(tab, card) }))
    // A card its tab shows at no step of its timeline is not sent at all.
    .filter((card) => card.shown === null || card.shown.steps.some((step) => step.value));
  const hq = headOfficeId ? listed.find((store) => store.IsHQ) : undefined;
  return {
    tab,
    cards,
    anyShown: isShowTab(tab)
      ? anyTimeline(
          cards.flatMap((card) => (card.shown ? [card.shown] : [])),
          now,
        )
      : null,
    hqStore: hq ? toCard(hq, now) : undefined,
    branded: headOfficeId !== undefined,
  };
}

/** The store list page's one loader: the listed stores of the deployment (a branded one's group only), from the kept reads. */
export async function loadStoreList({ state, show, now }: { state: string | null; show: string | null; now: Date }): Promise<StoreList> {
  const headOfficeId = env().BRAND_HQ_ID;
  return listStores({ stores: await keptStores(headOfficeId ?? null), now, state, show, headOfficeId });
}
