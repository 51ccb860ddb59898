/** Shapes of the browser cart: the state the reducer keeps and what is saved in local storage. */
import type { MenuRemovalReason } from '@/lib/domain/cart';
import type { CouponState } from '@/lib/domain/coupons';
import type { TPersistedCart, TStoreCart } from './cart-codec';

/** One store's cart, kept while the customer looks at another store (its fields: cart-codec.ts). */
export type StoreCart = TStoreCart;

/** What local storage holds under the cart key. */
export type PersistedCart = TPersistedCart;

/** A store's cart with nothing in it. */
export const EMPTY_STORE_CART: StoreCart = { lines: [], coupons: [], acceptedTriggerIds: [], timeZone: null };

const STORE_CART_FIELDS = Object.keys(EMPTY_STORE_CART) as (keyof StoreCart)[];

/** The store's cart part of a larger value (the state, a saved copy). */
export function storeCartOf(value: StoreCart): StoreCart {
  return Object.fromEntries(STORE_CART_FIELDS.map((field) => [field, value[field]])) as StoreCart;
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

/** The current store's cart, with what the page keeps beside it. */
export interface CartState extends StoreCart {
  /** The store the cart belongs to; null before a store is chosen. */
  storeId: string | null;
  /** The coupon box: idle, processing, added or message. */
  couponBox: CouponState;
  /** Other stores' carts by store id (never the current store). */
  savedCarts: Readonly<Record<string, StoreCart>>;
  removal: CartRemoval | null;
  /** Whether the saved cart has been read (it is read once per page load). */
  hydrated: boolean;
}
