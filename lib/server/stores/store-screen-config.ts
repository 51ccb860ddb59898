import 'server-only';
import { checkoutAccess } from '@/lib/domain/account/checkout-access';
import { loyaltyPages } from '@/lib/domain/loyalty/pages';
import type { StoreScreenConfig } from '@/lib/views/store';
import { daysInAdvance } from '@/lib/domain/time/slot-settings';
import { steadyTimeline } from '@/lib/domain/time/timeline';
import { storeTimeZone, zoneOffsetSpans } from '@/lib/domain/time/zoned-time';
import type { TMenu, TStore } from '@/lib/schemas/entities';
import type { TFirebaseWebConfig } from '@/lib/views/account';
import { socialSignInView } from '../auth/social-sign-in-view';
import { orderTypeSettings } from './order-type-settings';
import { storeLiveState } from './store-live-state';

const DAY_MS = 86_400_000;

/**
 * The store zone's offsets the browser may need: yesterday's shifts (past midnight) up to the
 * last pre-order day's, read as wall times (up to 14 h off UTC) past midnight (up to a day) and
 * looked at a day either side (fromZonedParts): two days before and after that, to spare.
 */
export function zoneOffsetsAround(store: TStore, now: Date): StoreScreenConfig['zoneOffsets'] {
  const lastDay = Math.max(daysInAdvance(store, 'delivery'), daysInAdvance(store, 'pickup'));
  return zoneOffsetSpans(storeTimeZone(store), now.getTime() - 4 * DAY_MS, now.getTime() + (lastDay + 5) * DAY_MS);
}

/**
 * The slice of a store the browser needs for the cart and its buttons: pricing settings and
 * opening hours, never the store's texts or anything private.
 */
export interface StoreScreenInput {
  store: TStore;
  menu: TMenu | null;
  /** every menu of the store, for the browser's re-evaluation of the active menu */
  menus?: readonly TMenu[];
  displayMode: boolean;
  /** what the store page found of its table link (absent: none) */
  tableLink?: StoreScreenConfig['tableLink'];
  menuQuery: string | null;
  termsHtml: string | null;
  logo: string | null;
  header?: StoreScreenConfig['header'];
  /** open at each instant (the store page's); other screens leave the cart button to the cart's own checks */
  open?: StoreScreenConfig['open'];
  popular?: StoreScreenConfig['popular'];
  /** Firebase's web config when Firebase Authentication is on: the store's social buttons need it */
  firebaseWebConfig?: TFirebaseWebConfig | null;
  now?: Date;
}

export function storeScreenConfig({
  store,
  menu,
  menus = [],
  displayMode,
  tableLink = null,
  menuQuery,
  termsHtml,
  logo,
  header,
  open,
  popular = [],
  firebaseWebConfig = null,
  now = new Date(),
}: StoreScreenInput): StoreScreenConfig {
  return {
    store: {
      ID: store.ID,
      Slug: store.Slug,
      Name: store.Name,
      TimezoneIanaFormat: store.TimezoneIanaFormat,
      CurrencyLocaleName: store.CurrencyLocaleName,
      IsGeneralSurchargeEnabled: store.IsGeneralSurchargeEnabled,
      SurchargeHolidaySettings: store.SurchargeHolidaySettings,
      SurchargeBankSettings: store.SurchargeBankSettings,
      OrderTypeConstraintRules: store.OrderTypeConstraintRules,
      OperatingHours: store.OperatingHours,
      BlackoutDates: store.BlackoutDates,
      IsInOperation: store.IsInOperation,
      EnablePreoderForDelivery: store.EnablePreoderForDelivery,
      EnablePreoderForPickup: store.EnablePreoderForPickup,
      OrderPreparationTime: store.OrderPreparationTime,
      showItemNotes: store.ViewComponentConfigs?.ShowNotesForItem === true,
      showRewardPoints: (menu?.PointsToDollarRatio ?? 0) > 0,
      chargeToRoom: store.ChargeToRoom === true || store.ViewComponentConfigs?.DeliverToRoom === true,
      loginEnabled: store.ViewComponentConfigs?.LogIn === true,
      smsVerificationRequired: checkoutAccess(store.ViewComponentConfigs, { isVerified: false }) === 'verificationRequired',
      loyaltyPages: loyaltyPages(menu, Math.floor(now.getTime() / 1000)),
      socialSignIn: socialSignInView(store.ViewComponentConfigs, firebaseWebConfig),
      guestCheckIn: store.EnableGuestCheckIn === true,
    },
    displayMode,
    tableLink,
    menuQuery,
    termsHtml,
    logo,
    header: header ?? { title: store.Name, branded: false, stores: [] },
    open: open ?? steadyTimeline(true, now.getTime()),
    popular,
    zoneOffsets: zoneOffsetsAround(store, now),
    schedule: { menuId: menu?.MenuID ?? null, menus: menus.map(({ MenuID, MenuName, MenuTimeSettings }) => ({ MenuID, MenuName, MenuTimeSettings })) },
    liveState: storeLiveState(store),
    wizardStore: { ID: store.ID, CurrencyLocaleName: store.CurrencyLocaleName, ...orderTypeSettings(store) },
  };
}
