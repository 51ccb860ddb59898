/**
 * Menu changes (spec part 1 §4 "Cart and menu"): sold-out or missing products are removed from
 * the cart. Reward lines are kept only while their product still exists and is not sold out too.
 * Each removed line keeps why it left (issue 36 #11), so the customer is told, line by line.
 */
import { PRODUCT_STATUS_SOLD_OUT, type CartItem, type ProductLike } from './types';

/**
 * Why a line left with the menu: its product is sold out; it is on another of the store's menus
 * but not on the one in force now (a timed menu, e.g. breakfast until 11:00); or no menu of the
 * store sells it any more.
 */
export type MenuRemovalReason = 'soldOut' | 'notOnMenuNow' | 'noLongerSold';

export interface MenuSyncResult<T extends CartItem> {
  items: T[];
  removed: T[];
  /** why each of `removed` left, in the same order */
  reasons: MenuRemovalReason[];
}

/**
 * Keeps only lines whose product is in `products` (array or keyed object) and not sold out.
 * `elsewhere`: ids of products the store sells on its other menus (the menu API's `soldAtOtherTimes`).
 */
export function removeUnavailableItems<T extends CartItem>(
  items: readonly T[],
  products: readonly ProductLike[] | Readonly<Record<string, ProductLike>>,
  elsewhere: readonly string[] = [],
): MenuSyncResult<T> {
  const list = Array.isArray(products) ? (products as readonly ProductLike[]) : Object.values(products);
  const byId = new Map(list.map((p) => [String(p.ID), p]));
  const atOtherTimes = new Set(elsewhere);
  const result: MenuSyncResult<T> = { items: [], removed: [], reasons: [] };
  for (const item of items) {
    const product = byId.get(String(item.id));
    if (product && product.Status !== PRODUCT_STATUS_SOLD_OUT && !item.soldout) {
      result.items.push(item);
      continue;
    }
    result.removed.push(item);
    result.reasons.push(product ? 'soldOut' : atOtherTimes.has(String(item.id)) ? 'notOnMenuNow' : 'noLongerSold');
  }
  return result;
}
