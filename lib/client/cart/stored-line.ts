/**
 * The cart as local storage holds it: the spec's cart item (part 1 §3) spells the reward
 * `reedemptionRule`, the app `redemptionRule`. Carts saved before the app had its own spelling
 * hold the spec's, so storage keeps it: written here, read back before the codec validates.
 * No zod here: the cart is saved from the page's first download.
 */
import type { TCartLine } from './cart-line';
import type { PersistedCart, StoreCart } from './cart-state';

type StoredLine = Omit<TCartLine, 'redemptionRule'> & { reedemptionRule?: unknown };

function storedLineOf({ redemptionRule, ...line }: TCartLine): StoredLine {
  return redemptionRule === undefined ? line : { ...line, reedemptionRule: redemptionRule };
}

function storedCartOf<T extends StoreCart>(cart: T): Omit<T, 'lines'> & { lines: StoredLine[] } {
  return { ...cart, lines: cart.lines.map(storedLineOf) };
}

/** The saved copy as JSON text, each line's reward under the spec's name. */
export function storedCartText(cart: PersistedCart): string {
  const savedCarts = Object.fromEntries(Object.entries(cart.savedCarts).map(([storeId, saved]) => [storeId, storedCartOf(saved)]));
  return JSON.stringify({ ...storedCartOf(cart), savedCarts });
}

/** A stored line (not yet validated) in the app's words: the spec's name of its reward becomes ours. */
export function lineOfStored(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, 'reedemptionRule')) return value;
  const { reedemptionRule, ...line } = value as { reedemptionRule?: unknown };
  return reedemptionRule === undefined ? line : { ...line, redemptionRule: reedemptionRule };
}
