/**
 * The store screen's view model (spec part 1 §2 "Store menu screen"): what its loader
 * (lib/server/pages/load-store-page.ts) hands the page, and the slice the browser's cart,
 * wizard and top menu receive.
 */
import type { LoyaltyPages } from '@/lib/domain/loyalty/pages';
import type { MenuSelectionEntry } from '@/lib/domain/menu/active-menu';
import type { LifeStyleChoices } from '@/lib/domain/menu/search';
import type { PopularProduct } from '@/lib/domain/menu/popular-products';
import type { StoreLooks } from '@/lib/domain/store/store-looks';
import type { StoreOpenSettings } from '@/lib/domain/time/store-hours.types';
import type { ZoneOffsetSpan } from '@/lib/domain/time/zoned-time';
import type { TStore } from '@/lib/schemas/entities';
import type { TSocialSignInView } from './account';
import type { CategoryView } from './menu';
import type { TSavedOrderCartView } from './saved-order';
import type { WizardStore } from './wizard';
import type { ClockTimeline } from '@/lib/domain/time/timeline';

export type { PopularProduct };

export type PolicyKind = 'terms' | 'privacy' | 'delivery' | 'refund';

/** One footer text, sanitized HTML. */
export interface PolicyView {
  kind: PolicyKind;
  html: string;
}

/** A store of the group, as the top menu's drawer lists it. */
export interface TopMenuStore {
  slug: string;
  name: string;
  /** closed at each instant up to the end of tomorrow: the drawer's badge follows the browser's clock */
  closed: ClockTimeline<boolean>;
}

/** The store's pricing settings, as the browser's pricing engine reads them. */
export type PricingStoreView = Pick<
  TStore,
  'ID' | 'TimezoneIanaFormat' | 'IsGeneralSurchargeEnabled' | 'SurchargeHolidaySettings' | 'SurchargeBankSettings' | 'CurrencyLocaleName'
>;

/** What the store screen's client parts need of the store: pricing, opening hours, display flags. */
export type StoreScreenStore = PricingStoreView &
  StoreOpenSettings &
  Pick<TStore, 'Slug' | 'Name' | 'OrderTypeConstraintRules'> & {
    showItemNotes: boolean;
    showRewardPoints: boolean;
    /** ChargeToRoom stores check the cart for stale lines every 5 s (spec part 1 §4). */
    chargeToRoom: boolean;
    /** ViewComponentConfigs.LogIn: the top menu offers sign-in and the member's menu */
    loginEnabled: boolean;
    /** LogIn, LogInMandatory and SMSVerification: members verify their mobile number before checkout */
    smsVerificationRequired: boolean;
    /** the member's menu links Loyalty and Stamps where the menu in force offers them (loyaltyPages) */
    loyaltyPages: LoyaltyPages;
    /** the sign-in forms' Google and Facebook buttons (Firebase configured and the store's switches on), or null */
    socialSignIn: TSocialSignInView | null;
    /** EnableGuestCheckIn: a phone at a table is offered the guest check-in (absent: not offered) */
    guestCheckIn?: boolean;
  };

/** What an open store page polls every 30 s (GET /api/stores/{storeId}/state): a change renders it again. */
export interface TStoreLiveState {
  /** IsInOperation: false while the board has paused online ordering */
  inOperation: boolean;
  /** product ids the board marked sold out, sorted */
  soldOut: string[];
}

/** The menus' time settings, so the browser can re-evaluate the active menu every 30 s. */
export interface MenuScheduleView {
  /** the menu the page was rendered with */
  menuId: string | null;
  menus: MenuSelectionEntry[];
}

export interface StoreScreenConfig {
  store: StoreScreenStore;
  /** digital display (table 0): no quantity controls, no add button, no cart panel */
  displayMode: boolean;
  /**
   * The page's table link (`?table=&s=`): 'invalid' when its table and code are not one of the
   * store's tables (the page says so and keeps no table), 'valid' when they are, null without
   * one and for the digital display. The codes themselves never reach the browser.
   */
  tableLink: 'valid' | 'invalid' | null;
  /** the `menu` query, selecting a named menu */
  menuQuery: string | null;
  /** sanitized terms for the cart panel's terms link */
  termsHtml: string | null;
  /** what the order-type wizard reads: flags, hours, pre-order and slot settings, delivery areas */
  wizardStore: WizardStore;
  logo: string | null;
  /** the top menu: brand or store name, whether branded, the group's stores for the drawer */
  header: { title: string; branded: boolean; stores: TopMenuStore[] };
  /** open (or taking pre-orders) at each instant up to the end of tomorrow: the cart button does nothing while closed */
  open: ClockTimeline<boolean>;
  /** popular products (Status 2) for the carousel */
  popular: PopularProduct[];
  /** the store zone's offsets from days before today to days past the last pre-order day (the browser's time maths needs no Intl for them) */
  zoneOffsets: ZoneOffsetSpan[];
  schedule: MenuScheduleView;
  /** the live state the page was rendered with */
  liveState: TStoreLiveState;
}

/** Looks from configuration: ThemeSettings and ViewComponentConfigs (spec part 1 §3). */
export type StoreLooksView = StoreLooks;

export interface StoreBannerView {
  name: string;
  title?: string;
  address: string;
  phone?: string;
  logo?: string;
  profileImage?: string;
  /** "Open 9:00 am to 9:00 pm" or "Closed today" at each instant up to the end of tomorrow, in the page's language; null: not shown (pre-order stores) */
  hours: ClockTimeline<string | null>;
  /** the closing message, "Currently not taking online orders" or "Store is not in operation" while closed; null while open */
  closedNotice: ClockTimeline<string | null>;
}

export interface StorePageMeta {
  slug: string;
  name: string;
  address: string;
  title?: string;
  profileImage?: string;
  /** a test store (IsTest) opens by its link but stays out of search engines */
  noIndex: boolean;
}

export interface StorePageView {
  meta: StorePageMeta;
  screen: StoreScreenConfig;
  banner: StoreBannerView;
  /** schema.org JSON, serialized for a script tag */
  jsonLd: string;
  categories: CategoryView[];
  dietaryChoices: LifeStyleChoices | null;
  currencyLocale?: string;
  policies: PolicyView[];
  branded: boolean;
  popUp: { storeId: string; title: string; html: string; createdOn: number } | null;
  looks: StoreLooksView;
}

/** What a page loader answers: the view, no such store (or a disabled one), or a failed read. */
export type PageLoad<T> = { status: 'found'; view: T } | { status: 'notFound' } | { status: 'error' };

/** The mobile cart page ("your order"). */
export interface MobileCartPageView {
  title: string;
  branded: boolean;
  screen: StoreScreenConfig;
  looks: StoreLooksView;
  /** the saved order of the path's {qrcode} segment, or null when the path has none */
  savedOrder: TSavedOrderCartView | null;
}
