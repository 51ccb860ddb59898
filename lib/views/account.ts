import type { TCheckoutPayments } from './checkout';

/** The signed-in member as the browser sees them (GET /api/auth/session). */
export interface TMemberView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** the phone was verified by SMS */
  isVerified: boolean;
  /** the member's loyalty points balance (RewardPoints) */
  rewardPoints: number;
  /** the member's stamps, per store and stamp card */
  stamps: { StoreID: string; StampCardID: string; Stamps: number }[];
}

export interface TSessionView {
  member: TMemberView | null;
}

/** 200 body of POST /api/auth/email-check: the email has an account, so the checkout offers Log in (not the become-member prompt). */
export interface TEmailCheckView {
  signIn: boolean;
}

/** A password link as its page opens it: valid (with whether it sets a new account's first password) or expired. */
export type TPasswordLinkView = { state: 'valid'; email: string; isNewUser: boolean } | { state: 'expired' };

/** Firebase's public web config, for the browser's sign-in popups (never a secret). */
export interface TFirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

/** The Google and Facebook buttons of the sign-in and registration forms: null (no buttons) unless Firebase is configured and the store switches one on. */
export interface TSocialSignInView {
  providers: ('google' | 'facebook')[];
  firebase: TFirebaseWebConfig;
}

/** The store an account page belongs to, when one is known (the /login/{storename}/... and reset pages). */
export interface TAccountStoreView {
  slug: string;
  id: string;
  name: string;
  branded: boolean;
  /** LogIn, LogInMandatory and SMSVerification: a member verifies their mobile number after signing in */
  verificationRequired: boolean;
  /** the social sign-in buttons, or null */
  social: TSocialSignInView | null;
  /** the store's terms (its head office's when branded), sanitized, for the forms' terms link; null when it has none */
  termsHtml: string | null;
}

/** The /login and /register pages: their store when the path names one. */
export interface TLoginPageView {
  store: TAccountStoreView | null;
}

/** The password link page: its store and whether its link still works. */
export interface TResetPasswordPageView {
  store: TAccountStoreView;
  link: TPasswordLinkView;
}

/** The member's details on /profile: the email read-only, the rest editable. */
export interface TProfileView {
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  /** DD/MM/YYYY, or '' when never given */
  dateOfBirth: string;
  address: string;
  isVerified: boolean;
  memberCode: string | null;
}

/** One of the member's stored cards, masked (part 1 §9: the last 4 digits only). */
export interface TStoredCardView {
  cardIdentifier: string;
  /** 'visa', 'mastercard', 'amex', or null when the provider did not say */
  cardType: string | null;
  last4: string;
  /** MM/YY, or '' when unknown */
  expiry: string;
  /** the provider keeping it: a store pays with the cards its own provider keeps */
  provider: 'sandbox' | 'stripe';
}

/** GET, POST and DELETE /api/account/cards: the member's cards after the call. */
export interface TStoredCardsView {
  cards: TStoredCardView[];
}

/** The /profile page: the member's details, their cards and how a card is added, and the store to go back to (the `store` query), if any. */
export interface TProfilePageView {
  profile: TProfileView;
  cards: TStoredCardView[];
  /** the sandbox's card fields, Stripe Elements, or null when no provider keeps cards here */
  cardForm: TCheckoutPayments['cardForm'];
  storeSlug: string | null;
}

/** One order in the member's history (part 1 §2 "history"). */
export interface TOrderHistoryItem {
  orderId: string;
  orderNumber: string | null;
  storeName: string;
  storeSlug: string;
  /** seconds since the epoch, shown in the store's zone */
  createdOn: number;
  timeZone: string;
  /** the status page's headline key (orderStatus.headline.*) */
  headline: string;
  /** what the order cost, in cents */
  totalCents: number;
  currencyLocaleName: string | null;
  items: { name: string; quantity: number }[];
  /** the store's cancellation rule allows a cancel request now (status 2 or 4, before the buffer) */
  canCancel: boolean;
  statusUrl: string;
}

/** /{storename}/orderhistory: the member's orders, newest first, and the store the page belongs to. */
export interface TOrderHistoryPageView {
  storeSlug: string;
  /** the top bar: the brand (head office) or the store's name, and whether the brand has a stores list */
  header: { title: string; branded: boolean };
  orders: TOrderHistoryItem[];
}

/** A previous order of this store offered again on its store screen (part 1 §2 "reorder carousel"). */
export interface TPreviousOrderView {
  orderId: string;
  /** seconds since the epoch, shown in the store's zone */
  createdOn: number;
  timeZone: string;
  items: { name: string; quantity: number }[];
}

/** POST /api/stores/{storeId}/previous-orders: newest first. */
export interface TPreviousOrdersView {
  orders: TPreviousOrderView[];
}

/** POST /api/orders/{orderId}/reorder: the order's store takes orders now; its checkout (without locale prefix) opens with the order. */
export interface TReorderStartView {
  checkoutPath: string;
}
