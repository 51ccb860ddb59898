/**
 * Decoding of the saved cart (spec part 1 §4 "Cart saved to local storage and restored once"):
 * every value read back is validated with zod; a line or coupon that fails is dropped, the rest
 * kept; a copy that is not a cart at all reads as none. The cart store loads this module after
 * the first paint (see cart-store.ts), so zod is not part of the page's first download.
 *
 * ZStoreCartSchema is the one spelling of a store's cart fields: StoreCart, CartState and
 * PersistedCart (cart-state.ts) are its type, so a new field is added here, with its value in
 * an empty cart (EMPTY_STORE_CART), which the compiler asks for.
 */
import * as z from 'zod/mini';
import { ZAppliedCouponSchema, ZCartLineSchema } from './cart-line';
import { lineOfStored } from './stored-line';

/** The values that pass `schema`; the others are dropped. */
function validOf<T>(schema: z.ZodMiniType<T>, values: readonly unknown[]): T[] {
  return values.flatMap((value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

export const ZStoreCartSchema = z.object({
  lines: z.pipe(
    z.array(z.unknown()),
    z.transform((values) => validOf(ZCartLineSchema, values.map(lineOfStored))),
  ),
  coupons: z.catch(
    z.pipe(
      z.array(z.unknown()),
      z.transform((values) => validOf(ZAppliedCouponSchema, values)),
    ),
    [],
  ),
  /** Discount rules waiting for consent (TriggerMode 1 or 2) the customer accepted. A copy saved before offers existed, or with a bad list, reads as none. */
  acceptedTriggerIds: z.catch(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50)), []),
  /** The store's IANA zone, for its daily refresh; null means the default (Sydney). */
  timeZone: z.catch(z.nullable(z.string()), null),
});

/** The other stores' carts that are still carts with lines. */
function keptCarts(values: Readonly<Record<string, unknown>>): Record<string, z.output<typeof ZStoreCartSchema>> {
  const carts: Record<string, z.output<typeof ZStoreCartSchema>> = {};
  for (const [storeId, value] of Object.entries(values)) {
    const parsed = ZStoreCartSchema.safeParse(value);
    if (parsed.success && parsed.data.lines.length > 0) carts[storeId] = parsed.data;
  }
  return carts;
}

/** What local storage holds under the cart key: the current store's cart and the others by store id. */
export const ZPersistedCartSchema = z.extend(ZStoreCartSchema, {
  /** PRODUCT_VERSION that wrote it; another version clears the cart. */
  version: z.string(),
  storeId: z.catch(z.nullable(z.string()), null),
  savedCarts: z.pipe(z.catch(z.record(z.string(), z.unknown()), {}), z.transform(keptCarts)),
});

export type TStoreCart = z.output<typeof ZStoreCartSchema>;
export type TPersistedCart = z.output<typeof ZPersistedCartSchema>;

/** A decoded stored value as a cart, or null when it is not one. Never throws. */
export function parsePersistedCart(value: unknown): TPersistedCart | null {
  const parsed = ZPersistedCartSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A raw stored string (from storage or a `storage` event) as a cart, or null. */
export function decodePersistedCart(raw: string | null): TPersistedCart | null {
  if (raw === null) return null;
  try {
    return parsePersistedCart(JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** What the cart store needs to restore a saved copy. */
export interface CartCodec {
  decodePersistedCart(raw: string | null): TPersistedCart | null;
}

export const cartCodec: CartCodec = { decodePersistedCart };
