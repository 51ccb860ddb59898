/**
 * The membership pages' view models (spec part 1 §2: loyalty membership sign-up, its completion
 * page, guest check-in): what their loaders (lib/server/pages/load-membership-pages.ts) hand
 * the pages, and the answers of the membership calls.
 */

/** The store a membership page shows: its name, logo and the theme's background colour. */
export interface TMembershipStoreView {
  id: string;
  slug: string;
  name: string;
  logo: string | null;
  /** ThemeSettings.Colours.IntroBackground (the store's, else its head office's), else the default blue */
  background: string;
}

/** `/signup/{storeid}` */
export interface TMembershipSignupPageView {
  store: TMembershipStoreView;
  /** the store's terms (sanitized HTML) for the terms link, or null */
  termsHtml: string | null;
  /** the group's other stores: the preferred-store choice, shown only when there are some */
  otherStores: { ID: string; Name: string }[];
}

/** The answer of POST /api/stores/{storeId}/members (the spec's create-so-user). */
export interface TMembershipSignupResult {
  userId: string;
  memberCode: string;
}

/** `/store/{storeid}/{storename}/finalizeSoRegistration/{userId}`: only for the member themself. */
export interface TMembershipCompletionView {
  store: TMembershipStoreView;
  userId: string;
  displayName: string;
  memberCode: string;
  /** the member's QR code PNG (GET, the member's own) */
  qrCodePath: string;
  /** our link that opens Google's save page, or null when Google Wallet is not configured (the button is hidden) */
  googleWalletPath: string | null;
  /** the member's signed Apple Wallet pass (membership.pkpass), or null when no pass certificate is configured (the button is hidden) */
  appleWalletPath: string | null;
}

/** `/store/{storename}/guestCheckIn?table=…` */
export interface TGuestCheckInPageView {
  store: TMembershipStoreView;
  /** ViewComponentConfigs.IsHideCheckboxMarketing: the marketing opt-in is not offered */
  hideMarketing: boolean;
}
