/** The signed-in member as the browser sees them (GET /api/auth/session). */
export interface TMemberView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** the phone was verified by SMS */
  isVerified: boolean;
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

/** The store an account page belongs to, when one is known (the /login/{storename}/... and reset pages). */
export interface TAccountStoreView {
  slug: string;
  id: string;
  name: string;
  branded: boolean;
  /** LogIn, LogInMandatory and SMSVerification: a member verifies their mobile number after signing in */
  verificationRequired: boolean;
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

/** The /profile page: the member's details and the store to go back to (the `store` query), if any. */
export interface TProfilePageView {
  profile: TProfileView;
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
  /** dollars */
  total: number;
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
