import 'server-only';
import { getTranslations } from 'next-intl/server';
import { popularProductsOf } from '@/lib/domain/menu/popular-products';
import { selectActiveMenu } from '@/lib/domain/menu/active-menu';
import { formatMoney } from '@/lib/domain/money';
import { storeLooks, themeLogo } from '@/lib/domain/store/store-looks';
import { isListed } from '@/lib/domain/store-list/store-list';
import { clockTimeline, storeClockChanges } from '@/lib/domain/time/clock-timeline';
import { mapTimeline, type ClockTimeline } from '@/lib/domain/time/timeline';
import { isInOperation, isPreOrderEnabled, isStoreClosed, todaysHours } from '@/lib/domain/time/opening-hours';
import { getPathname } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { serializeJsonLd, storeJsonLd } from '@/lib/seo/store-json-ld';
import type { TStore } from '@/lib/schemas/entities';
import type { PageLoad, StorePageView } from '@/lib/views/store';
import { env, firebaseAuthConfig } from '../env';
import { siteOrigin } from '../http/site-origin';
import { loadGroupStores, loadMenus, loadStore } from './page-data';
import { hasText, sanitizeStoreHtml } from '../sanitize-html';
import { buildMenuView } from '../catalogue/build-menu-view';
import { formatStoreAddress } from '@/lib/domain/store/store-address';
import { storePolicies } from '../stores/store-policies';
import { storeScreenConfig } from '../stores/store-screen-config';
import { tableLinkStatus } from '../stores/table-codes';
import { enabledOnly } from '../stores/find-store';

export interface LoadStorePageOptions {
  /** the route's storename: a store id, name or slug */
  storename: string;
  locale: Locale;
  /** the `menu` query: a named menu */
  menuQuery: string | null;
  /** the `table` query: table 0 is the digital display */
  table: string | null;
  /** the `s` query: the table link's security code */
  tableCode?: string | null;
  now: Date;
}

/** Finds the store of a page: unknown and disabled stores are "not found", a failed read "error". */
export async function findPageStore(storename: string) {
  const found = await loadStore(storename).catch(() => 'error' as const);
  if (found === 'error') return { status: 'error' as const };
  // A disabled store's APIs answer 404; its pages agree.
  const enabled = enabledOnly(found);
  return enabled ? { status: 'found' as const, ...enabled } : { status: 'notFound' as const };
}

type StoreTranslations = Awaited<ReturnType<typeof getTranslations<'store'>>>;

/** Whether a store is closed (spec part 1 §4) at each instant up to the end of tomorrow. */
function closedTimeline(store: TStore, now: Date, changes = storeClockChanges(store, now)) {
  return clockTimeline(now, changes, (instant) => isStoreClosed(store, instant));
}

/**
 * The banner's hours line and closed notice at each instant up to the end of tomorrow: a page kept
 * by a cache shows the browser's step, so it says "Currently not taking online orders" once the
 * store closes and "Closed today" from midnight of a day without hours. The notice follows the
 * store's closed timeline (a store out of operation is closed at every instant).
 */
function bannerClock(store: TStore, now: Date, changes: ReturnType<typeof storeClockChanges>, closed: ClockTimeline<boolean>, t: StoreTranslations) {
  const preOrder = isPreOrderEnabled(store);
  const inOperation = isInOperation(store);
  const closedText = store.ClosingStoreMessage || (inOperation ? t('notTakingOrders') : t('notInOperation'));
  return {
    hours: clockTimeline(now, changes, (instant) => {
      // A store out of operation (the board's pause) is open at none of its hours: the notice alone speaks.
      if (preOrder || !inOperation) return null;
      const hours = todaysHours(store, instant);
      if (!hours) return t('closedToday');
      const { allDay, ...times } = hours;
      return allDay ? t('openAllDay') : t('openFromTo', times);
    }),
    closedNotice: mapTimeline(closed, (isClosed) => (isClosed ? closedText : null)),
  };
}

/**
 * Everything the store menu screen (spec route /store/{storename}) shows: banner, menu tiles,
 * filters, footer texts, the pop-up notice and what the browser's cart and wizard read.
 */
export async function loadStorePage({ storename, locale, menuQuery, table, tableCode = null, now }: LoadStorePageOptions): Promise<PageLoad<StorePageView>> {
  const found = await findPageStore(storename);
  if (found.status !== 'found') return found;
  const { store, headOffice } = found;
  const menus = await loadMenus(store.ID);
  const menu = selectActiveMenu(menus, { now, timeZone: store.TimezoneIanaFormat, menuQuery });
  // Digital display (table 0): the menu without quantity controls, add buttons or cart.
  const displayMode = table === '0';
  const policies = storePolicies(store, headOffice);
  const categories = menu ? buildMenuView(menu) : [];
  const t = await getTranslations({ locale, namespace: 'store' });
  const changes = storeClockChanges(store, now);
  const closed = closedTimeline(store, now, changes);
  const url = new URL(getPathname({ href: `/store/${store.Slug}`, locale }), siteOrigin()).toString();
  const groupStores = headOffice ? (await loadGroupStores(headOffice.ID)).filter(isListed) : [];
  const address = formatStoreAddress(store);
  const logo = store.Logo ?? headOffice?.Logo ?? themeLogo(store, headOffice);

  return {
    status: 'found',
    view: {
      meta: { slug: store.Slug, name: store.Name, address, title: store.StoreTitle, profileImage: store.ProfileImage, noIndex: store.IsTest === true },
      screen: storeScreenConfig({
        store,
        menu,
        menus,
        displayMode,
        tableLink: tableLinkStatus(store, table, tableCode),
        menuQuery,
        termsHtml: policies.find((policy) => policy.kind === 'terms')?.html ?? null,
        logo: logo ?? null,
        header: {
          title: headOffice?.Name ?? store.Name,
          branded: Boolean(headOffice),
          stores: groupStores.map((group) => ({ slug: group.Slug, name: group.Name, closed: closedTimeline(group, now) })),
        },
        open: mapTimeline(closed, (isClosed) => !isClosed),
        popular: popularProductsOf(categories, (price) => formatMoney(price, store.CurrencyLocaleName)),
        firebaseWebConfig: firebaseAuthConfig(env())?.web ?? null,
        now,
      }),
      banner: {
        name: store.Name,
        title: store.StoreTitle,
        address,
        phone: store.OfficePhone,
        logo,
        profileImage: store.ProfileImage ?? headOffice?.ProfileImage,
        ...bannerClock(store, now, changes, closed, t),
      },
      jsonLd: serializeJsonLd(storeJsonLd(store, url)),
      categories,
      dietaryChoices: menu?.LifeStyleChoices ?? null,
      currencyLocale: store.CurrencyLocaleName,
      policies,
      branded: Boolean(headOffice),
      popUp:
        store.PopUpNotification && hasText(store.PopUpNotification.Message)
          ? {
              storeId: store.ID,
              title: store.PopUpNotification.Title ?? store.Name,
              html: sanitizeStoreHtml(store.PopUpNotification.Message),
              createdOn: store.PopUpNotification.CreatedOn ?? 0,
            }
          : null,
      looks: storeLooks(store, headOffice),
    },
  };
}
