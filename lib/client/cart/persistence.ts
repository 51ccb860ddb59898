/**
 * The cart in local storage (spec part 1 §4: "Cart saved to local storage and restored once,
 * then removed").
 *
 * Reading of that sentence, as built here:
 * - saved: every change is written at once (not on page exit, which mobile browsers skip);
 * - restored once: the saved copy is read a single time per page load (hydration); after that
 *   memory is the truth and storage is only written, except when another tab writes it (the
 *   `storage` event), so both tabs show the same cart;
 * - then removed: the saved copy never outlives its cart. It is removed when the cart becomes
 *   empty (clear all, last line removed, order placed), when it was written by another product
 *   version, when it cannot be read (corrupt JSON, wrong shape), and when restoring it dropped
 *   everything (stale lines). The copy is not deleted the moment it is read: a second reload
 *   without any change, or a second tab opened later, would then show an empty cart while the
 *   first tab still shows items — contrary to "a reload and a second tab show the same cart".
 * Every value read back is validated with zod (cart-codec.ts, loaded after the first paint); a
 * line that fails is dropped, the rest kept. This module only reads the raw copy and writes.
 */
import { PRODUCT_VERSION } from '@/lib/product';
import { STORAGE_KEYS } from '../storage/keys';
import { readRaw, removeStorage, storageOf } from '../storage/browser-storage';
import type { CartState } from './cart-state';
import { isEmptyCart, toPersisted } from './cart-reducer';
import { storedCartText } from './stored-line';

/** The saved copy as stored (JSON text), or null; decoding is cart-codec.ts's. */
export function readPersistedCartRaw(): string | null {
  return readRaw(STORAGE_KEYS.cart);
}

/** Writes the cart, or removes the saved copy when there is nothing to keep. Never throws. */
export function savePersistedCart(state: CartState, version: string = PRODUCT_VERSION): void {
  if (isEmptyCart(state)) {
    removeStorage(STORAGE_KEYS.cart);
    return;
  }
  const storage = storageOf(STORAGE_KEYS.cart.kind);
  if (!storage) return;
  const raw = storedCartText(toPersisted(state, version));
  try {
    // Writing an unchanged value would still cost a serialisation in every other tab.
    if (storage.getItem(STORAGE_KEYS.cart.name) !== raw) storage.setItem(STORAGE_KEYS.cart.name, raw);
  } catch {
    // Quota or private mode: the cart keeps working in memory for this page.
  }
}
