/**
 * Whether this device's cart holds lines of a store, read from the cart's saved copy (the
 * current store's cart, or the one kept for another store) without loading the cart layer: the
 * order status page's Retry asks it (part 1 §4: "an empty cart goes to checkout with the order id").
 */
import { readRaw, STORAGE_KEYS } from '../storage';

interface SavedCopy {
  storeId?: unknown;
  lines?: unknown;
  savedCarts?: Record<string, { lines?: unknown } | undefined>;
}

const hasItems = (lines: unknown) => Array.isArray(lines) && lines.length > 0;

export function storeCartHasLines(raw: string | null, storeId: string): boolean {
  if (!raw) return false;
  try {
    const copy = JSON.parse(raw) as SavedCopy | null;
    if (!copy || typeof copy !== 'object') return false;
    if (String(copy.storeId) === storeId) return hasItems(copy.lines);
    return Object.hasOwn(copy.savedCarts ?? {}, storeId) && hasItems(copy.savedCarts?.[storeId]?.lines);
  } catch {
    // A copy that cannot be read is no cart: the cart layer drops it too.
    return false;
  }
}

/** The store's cart on this device holds lines now. */
export function deviceCartHasLines(storeId: string): boolean {
  return storeCartHasLines(readRaw(STORAGE_KEYS.cart), storeId);
}
