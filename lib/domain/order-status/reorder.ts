import { PRODUCT_STATUS_SOLD_OUT } from '../cart/types';
import { isStoreClosed } from '../time/opening-hours';
import type { StoreOpenSettings } from '../time/store-hours.types';

/** Spec text shown when a closed store has no ClosingStoreMessage. */
export const NOT_TAKING_ONLINE_ORDERS_TEXT = 'Currently not taking online orders';

export type ReorderStoreCheck =
  | { ok: true }
  | { ok: false; code: 'StoreNotFound' }
  /** message: the store's ClosingStoreMessage, else 'Currently not taking online orders'. */
  | { ok: false; code: 'StoreClosed'; message: string; messageKey: 'reorder.closingMessage' | 'reorder.notTakingOnlineOrders' };

/**
 * The store of the order (another store is loaded first) must exist and be open: in operation,
 * and not in a blackout or outside hours unless pre-order is on (isStoreClosed).
 */
export function checkReorderStore(store: (StoreOpenSettings & { ClosingStoreMessage?: string | null }) | null | undefined, now: Date): ReorderStoreCheck {
  if (!store) return { ok: false, code: 'StoreNotFound' };
  if (!isStoreClosed(store, now)) return { ok: true };
  const closing = store.ClosingStoreMessage?.trim();
  return closing
    ? { ok: false, code: 'StoreClosed', message: closing, messageKey: 'reorder.closingMessage' }
    : { ok: false, code: 'StoreClosed', message: NOT_TAKING_ONLINE_ORDERS_TEXT, messageKey: 'reorder.notTakingOnlineOrders' };
}

/** Part 1 §2 and part 2 §9: a previous order lists up to 4 items, the rest counted as "Plus N items". */
export const REORDER_LISTED_ITEMS = 4;

/** What a previous order's card shows: its first 4 items, and how many more it has. */
export function reorderPreview<T>(items: readonly T[]): { listed: T[]; more: number } {
  return { listed: items.slice(0, REORDER_LISTED_ITEMS), more: Math.max(0, items.length - REORDER_LISTED_ITEMS) };
}

export interface ReorderLine {
  Product_ID: string | number;
}

/** What the current menu knows of a product: Status 3 is sold out. */
export interface MenuProductState {
  Status?: number | null;
}

export interface ReorderItemsResult<T> {
  /** Lines to put back in the cart. */
  items: T[];
  /** Sold out now: skipped without a warning. */
  soldOut: T[];
  /** No longer on the menu: reported in the warning modal. */
  missing: T[];
}

/** Splits an old order's lines by the current menu (products keyed by id). */
export function reorderItems<T extends ReorderLine>(lines: readonly T[], products: Readonly<Record<string, MenuProductState | undefined>>): ReorderItemsResult<T> {
  const result: ReorderItemsResult<T> = { items: [], soldOut: [], missing: [] };
  for (const line of lines) {
    const product = Object.prototype.hasOwnProperty.call(products, String(line.Product_ID)) ? products[String(line.Product_ID)] : undefined;
    if (!product) result.missing.push(line);
    else if (product.Status === PRODUCT_STATUS_SOLD_OUT) result.soldOut.push(line);
    else result.items.push(line);
  }
  return result;
}
