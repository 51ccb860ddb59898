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
 * Every value read back is validated with zod; a line that fails is dropped, the rest kept.
 */
import * as z from 'zod/mini';
import { PRODUCT_VERSION } from '@/lib/product';
import { STORAGE_KEYS } from '../storage/keys';
import { readRaw, removeStorage, storageOf } from '../storage/browser-storage';
import { ZAppliedCouponSchema, ZCartLineSchema, type TAppliedCoupon, type TCartLine } from './cart-line';
import type { CartState, PersistedCart, StoreCart } from './cart-state';
import { isEmptyCart, toPersisted } from './cart-reducer';

const ZStoreCartEnvelope = z.object({
  lines: z.array(z.unknown()),
  coupons: z.catch(z.array(z.unknown()), []),
  timeZone: z.catch(z.nullable(z.string()), null),
});

const ZPersistedEnvelope = z.object({
  version: z.string(),
  storeId: z.catch(z.nullable(z.string()), null),
  timeZone: z.catch(z.nullable(z.string()), null),
  lines: z.array(z.unknown()),
  coupons: z.catch(z.array(z.unknown()), []),
  savedCarts: z.catch(z.record(z.string(), z.unknown()), {}),
});

function validLines(values: readonly unknown[]): TCartLine[] {
  return values.flatMap((value) => {
    const parsed = ZCartLineSchema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

function validCoupons(values: readonly unknown[]): TAppliedCoupon[] {
  return values.flatMap((value) => {
    const parsed = ZAppliedCouponSchema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

function storeCartOf(value: unknown): StoreCart | null {
  const parsed = ZStoreCartEnvelope.safeParse(value);
  if (!parsed.success) return null;
  const lines = validLines(parsed.data.lines);
  return lines.length === 0 ? null : { lines, coupons: validCoupons(parsed.data.coupons), timeZone: parsed.data.timeZone };
}

/** A decoded stored value as a cart, or null when it is not one. Never throws. */
export function parsePersistedCart(value: unknown): PersistedCart | null {
  const parsed = ZPersistedEnvelope.safeParse(value);
  if (!parsed.success) return null;
  const savedCarts: Record<string, StoreCart> = {};
  for (const [storeId, cart] of Object.entries(parsed.data.savedCarts)) {
    const valid = storeCartOf(cart);
    if (valid) savedCarts[storeId] = valid;
  }
  return {
    version: parsed.data.version,
    storeId: parsed.data.storeId,
    timeZone: parsed.data.timeZone,
    lines: validLines(parsed.data.lines),
    coupons: validCoupons(parsed.data.coupons),
    savedCarts,
  };
}

/** A raw stored string (from storage or a `storage` event) as a cart, or null. */
export function decodePersistedCart(raw: string | null): PersistedCart | null {
  if (raw === null) return null;
  try {
    return parsePersistedCart(JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** Reads the saved cart; corrupt or unreadable storage reads as none. */
export function loadPersistedCart(): PersistedCart | null {
  return decodePersistedCart(readRaw(STORAGE_KEYS.cart));
}

/** Writes the cart, or removes the saved copy when there is nothing to keep. Never throws. */
export function savePersistedCart(state: CartState, version: string = PRODUCT_VERSION): void {
  if (isEmptyCart(state)) {
    removeStorage(STORAGE_KEYS.cart);
    return;
  }
  const storage = storageOf(STORAGE_KEYS.cart.kind);
  if (!storage) return;
  const raw = JSON.stringify(toPersisted(state, version));
  try {
    // Writing an unchanged value would still cost a serialisation in every other tab.
    if (storage.getItem(STORAGE_KEYS.cart.name) !== raw) storage.setItem(STORAGE_KEYS.cart.name, raw);
  } catch {
    // Quota or private mode: the cart keeps working in memory for this page.
  }
}

export function clearPersistedCart(): void {
  removeStorage(STORAGE_KEYS.cart);
}
