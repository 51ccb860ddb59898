/**
 * Menu changes (spec part 1 §4 "Cart and menu"): sold-out or missing products are removed from
 * the cart. Reward lines are kept only while their product still exists and is not sold out too.
 */
import { PRODUCT_STATUS_SOLD_OUT, type CartItem, type ProductLike } from './types';

export interface MenuSyncResult<T extends CartItem> {
  items: T[];
  removed: T[];
}

/** Keeps only lines whose product is in `products` (array or keyed object) and not sold out. */
export function removeUnavailableItems<T extends CartItem>(items: readonly T[], products: readonly ProductLike[] | Readonly<Record<string, ProductLike>>): MenuSyncResult<T> {
  const list = Array.isArray(products) ? (products as readonly ProductLike[]) : Object.values(products);
  const byId = new Map(list.map((p) => [String(p.ID), p]));
  const kept: T[] = [];
  const removed: T[] = [];
  for (const item of items) {
    const product = byId.get(String(item.id));
    if (!product || product.Status === PRODUCT_STATUS_SOLD_OUT || item.soldout) removed.push(item);
    else kept.push(item);
  }
  return { items: kept, removed };
}
