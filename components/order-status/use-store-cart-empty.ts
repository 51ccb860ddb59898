'use client';

import { useSyncExternalStore } from 'react';
import { deviceCartHasLines } from '@/lib/client/cart/store-cart-lines';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * Whether the store's cart on this device is empty, following other tabs. The server renders it
 * empty (a status link opened anywhere has no cart: retry goes to checkout with the order), and
 * the browser reads its own cart once hydrated.
 */
export function useStoreCartEmpty(storeId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !deviceCartHasLines(storeId),
    () => true,
  );
}
