'use client';

/**
 * The gift cart (part 1 §3 gift cart item), kept apart from the food cart: its own local
 * storage key, one list per store, validated by the spec's entity schema when read back (a
 * corrupt or foreign value reads as an empty cart). Every tab and component sees the same cart.
 */
import { useCallback, useMemo } from 'react';
import * as z from 'zod/mini';
import { ZGiftCartItemSchema, type TGiftCartItem } from '@/lib/schemas/entities/cart';
import { readStorage, storageKey, writeStorage } from '@/lib/client/storage';
import { useBrowserSnapshot } from '@/lib/client/use-browser-snapshot';
import { toCents, type Cents } from '@/lib/domain/money/cents';

const ZGiftCartsSchema = z.record(z.string(), z.array(ZGiftCartItemSchema));
type TGiftCarts = z.infer<typeof ZGiftCartsSchema>;

/** `giftCart`: the gift carts of this device, by store id. */
export const GIFT_CART_KEY = storageKey<TGiftCarts>('giftCart', 'local', (value) => {
  const parsed = ZGiftCartsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
});

const EMPTY: TGiftCartItem[] = [];
const listeners = new Set<() => void>();
let cached: { raw: TGiftCarts | null } | null = null;

function readCarts(): TGiftCarts {
  // Parsed once per change, so the snapshot stays the same object between changes.
  cached ??= { raw: readStorage(GIFT_CART_KEY) };
  return cached.raw ?? {};
}

function changed(): void {
  cached = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === GIFT_CART_KEY.name) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function writeCart(storeId: string, items: TGiftCartItem[]): void {
  const carts = { ...readCarts() };
  if (items.length > 0) carts[storeId] = items;
  else delete carts[storeId];
  writeStorage(GIFT_CART_KEY, carts);
  changed();
}

/** What the gift cart's views show: each item's price times its quantity, by index, and their sum. */
export interface GiftCartCents {
  lineCents: Cents[];
  totalCents: Cents;
}

/** The stored gift items' amounts in cents: their prices are the spec's dollars, converted once here. */
export function giftCartCents(items: readonly TGiftCartItem[]): GiftCartCents {
  const lineCents = items.map((item) => toCents(item.price) * item.quantity);
  return { lineCents, totalCents: lineCents.reduce((sum, cents) => sum + cents, 0) };
}

export interface GiftCart {
  items: TGiftCartItem[];
  /** cards in the cart (sum of quantities) */
  count: number;
  add: (item: TGiftCartItem) => void;
  remove: (index: number) => void;
  clear: () => void;
}

/** The store's gift cart; empty while the page hydrates (the server knows no cart). */
export function useGiftCart(storeId: string): GiftCart {
  const items = useBrowserSnapshot(
    subscribe,
    () => readCarts()[storeId] ?? EMPTY,
    () => EMPTY,
  );
  const add = useCallback((item: TGiftCartItem) => writeCart(storeId, [...(readCarts()[storeId] ?? []), item]), [storeId]);
  const remove = useCallback(
    (index: number) =>
      writeCart(
        storeId,
        (readCarts()[storeId] ?? []).filter((_, i) => i !== index),
      ),
    [storeId],
  );
  const clear = useCallback(() => writeCart(storeId, []), [storeId]);
  return useMemo(() => ({ items, count: items.reduce((sum, item) => sum + item.quantity, 0), add, remove, clear }), [items, add, remove, clear]);
}
