import type { TOrderStatusView } from './order';

/** The first render of the order status page (spec route completeorder/{orderid}/{userid}). */
export interface TOrderStatusPageView {
  order: TOrderStatusView;
  /** the order made its customer's account at checkout: the address the confirmation went to (the email-confirmation notice), else null */
  confirmationEmail: string | null;
  /** a signed-in customer: the view-order-history button shows only then */
  signedIn: boolean;
  /** the store still takes online orders, so retry can lead somewhere; else 'session lost, retry is unavailable' */
  retryAvailable: boolean;
  /** the store belongs to a head office: the footer hides the powered-by line */
  branded: boolean;
}

/** The thank-you page (used instead of the status page when the store hides tracking from guests). */
export interface TThankYouPageView {
  storeSlug: string;
  /** the store a registration from the page joins (its head office's group) */
  storeId: string;
  storeName: string;
  /** the store's login is enabled: guests are offered Become member */
  loginEnabled: boolean;
  branded: boolean;
}
