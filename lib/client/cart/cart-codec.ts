/**
 * Decoding of the saved cart (spec part 1 §4 "Cart saved to local storage and restored once"):
 * every value read back is validated with zod; a line or coupon that fails is dropped, the rest
 * kept; a copy that is not a cart at all reads as none. The cart store loads this module after
 * the first paint (see cart-store.ts), so zod is not part of the page's first download.
 */
import * as z from 'zod/mini';
import { ZAppliedCouponSchema, ZCartLineSchema, type TAppliedCoupon, type TCartLine } from './cart-line';
import type { PersistedCart, StoreCart } from './cart-state';

// A copy saved before offers existed, or with a bad list, reads as no accepted offer.
const ZAcceptedTriggerIds = z.catch(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50)), []);

const ZStoreCartEnvelope = z.object({
  lines: z.array(z.unknown()),
  coupons: z.catch(z.array(z.unknown()), []),
  acceptedTriggerIds: ZAcceptedTriggerIds,
  timeZone: z.catch(z.nullable(z.string()), null),
});

const ZPersistedEnvelope = z.object({
  version: z.string(),
  storeId: z.catch(z.nullable(z.string()), null),
  timeZone: z.catch(z.nullable(z.string()), null),
  lines: z.array(z.unknown()),
  coupons: z.catch(z.array(z.unknown()), []),
  acceptedTriggerIds: ZAcceptedTriggerIds,
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
  return lines.length === 0 ? null : { lines, coupons: validCoupons(parsed.data.coupons), acceptedTriggerIds: parsed.data.acceptedTriggerIds, timeZone: parsed.data.timeZone };
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
    acceptedTriggerIds: parsed.data.acceptedTriggerIds,
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

/** What the cart store needs to restore a saved copy. */
export interface CartCodec {
  decodePersistedCart(raw: string | null): PersistedCart | null;
}

export const cartCodec: CartCodec = { decodePersistedCart };
