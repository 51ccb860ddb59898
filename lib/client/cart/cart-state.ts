/** Shapes of the browser cart: the state the reducer keeps and what is saved in local storage. */
import type { MenuRemovalReason } from '@/lib/domain/cart';
import type { CouponState } from '@/lib/domain/coupons';
import type { TAppliedCoupon, TCartLine } from './cart-line';

/** One store's cart, kept while the customer looks at another store. */
export interface StoreCart {
  lines: TCartLine[];
  coupons: TAppliedCoupon[];
  /** Discount rules waiting for consent (TriggerMode 1 or 2) the customer accepted. */
  acceptedTriggerIds: string[];
  /** The store's IANA zone, for its daily refresh; null means the default (Sydney). */
  timeZone: string | null;
}

/**
 * Why the cart removed a line on its own: the menu's reasons (sold out, not on the menu at this
 * time, no longer sold), the daily refresh ('stale', spec part 1 §4) or a new version of the site.
 */
export type RemovalReason = MenuRemovalReason | 'stale' | 'version';

/** A line the cart removed on its own, named so the UI can tell the customer which and why. */
export interface RemovedLine {
  name: string;
  reason: RemovalReason;
}

/** The lines removed since the customer last dismissed the notice, oldest first. */
export interface CartRemoval {
  lines: RemovedLine[];
}

export interface CartState {
  /** The store the cart belongs to; null before a store is chosen. */
  storeId: string | null;
  timeZone: string | null;
  lines: TCartLine[];
  coupons: TAppliedCoupon[];
  /** Discount rules waiting for consent (TriggerMode 1 or 2) the customer accepted in this cart. */
  acceptedTriggerIds: string[];
  /** The coupon box: idle, processing, added or message. */
  couponBox: CouponState;
  /** Other stores' carts by store id (never the current store). */
  savedCarts: Readonly<Record<string, StoreCart>>;
  removal: CartRemoval | null;
  /** Whether the saved cart has been read (it is read once per page load). */
  hydrated: boolean;
}

/** What local storage holds under the cart key. */
export interface PersistedCart {
  /** PRODUCT_VERSION that wrote it; another version clears the cart. */
  version: string;
  storeId: string | null;
  timeZone: string | null;
  lines: TCartLine[];
  coupons: TAppliedCoupon[];
  acceptedTriggerIds: string[];
  savedCarts: Record<string, StoreCart>;
}
