/**
 * The browser cart: an external store (subscribe / getSnapshot, for React's
 * useSyncExternalStore) around the pure reducer. It wires what the reducer must not touch:
 * local storage (read once on first use, written on every change), the `storage` event of other
 * tabs, the clock and new line ids.
 */
import type { ProductLike } from '@/lib/domain/cart';
import type { DomainMessage } from '@/lib/domain/money/message';
import { PRODUCT_VERSION } from '@/lib/product';
import { STORAGE_KEYS } from '../storage/keys';
import type { TAppliedCoupon, TCartLine } from './cart-line';
import type { CartState } from './cart-state';
import { cartReducer, initialCartState, type CartAction } from './cart-reducer';
import { decodePersistedCart, loadPersistedCart, savePersistedCart } from './persistence';

/** A line as the add-to-cart dialog builds it; id and creation time are filled in here when absent. */
export type NewCartLine = Omit<TCartLine, 'uniqueId' | 'created'> & Partial<Pick<TCartLine, 'uniqueId' | 'created'>>;

export interface CartActions {
  addLine(line: NewCartLine): void;
  setQuantity(uniqueId: string, quantity: number): void;
  removeLine(uniqueId: string): void;
  updateNote(uniqueId: string, note: string): void;
  clear(): void;
  submitCoupon(code: string): void;
  applyCoupon(coupon: TAppliedCoupon): void;
  refuseCoupon(message: DomainMessage): void;
  removeCoupon(code: string): void;
  switchStore(storeId: string, timeZone?: string | null): void;
  /** Removes sold-out or missing products; returns the removed names for the UI. */
  syncMenu(products: readonly ProductLike[] | Readonly<Record<string, ProductLike>>): string[];
  /** Applies the daily 10:00 refresh (see stale.ts) at the current time. */
  removeStale(): void;
  dismissRemoval(): void;
}

export interface CartStore extends CartActions {
  subscribe(listener: () => void): () => void;
  getSnapshot(): CartState;
  getServerSnapshot(): CartState;
  dispatch(action: CartAction): void;
}

export interface CartStoreOptions {
  /** Epoch seconds. */
  now?: () => number;
  newId?: () => string;
  version?: string;
}

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** crypto.randomUUID exists only in secure contexts; plain http on a LAN still needs unique ids. */
export function newLineId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function createCartStore(options: CartStoreOptions = {}): CartStore {
  const now = options.now ?? nowInSeconds;
  const newId = options.newId ?? newLineId;
  const version = options.version ?? PRODUCT_VERSION;
  const inBrowser = typeof window !== 'undefined';
  let state: CartState = initialCartState;
  const listeners = new Set<() => void>();

  function emit(): void {
    for (const listener of [...listeners]) listener();
  }

  function commit(next: CartState, persist: boolean): void {
    if (next === state) return;
    state = next;
    if (persist && inBrowser) savePersistedCart(state, version);
    emit();
  }

  function ensureHydrated(): void {
    if (state.hydrated || !inBrowser) return;
    const snapshot = loadPersistedCart();
    state = cartReducer(state, { type: 'hydrate', snapshot, version, now: now() });
    // Rewrites the copy as restored (or removes it: other version, corrupt, all stale).
    savePersistedCart(state, version);
  }

  function onStorage(event: StorageEvent): void {
    // event.key is null when another tab cleared the whole storage.
    if (event.key !== null && event.key !== STORAGE_KEYS.cart.name) return;
    if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
    ensureHydrated();
    // Not written back: the other tab already saved this very value.
    commit(cartReducer(state, { type: 'external', snapshot: decodePersistedCart(event.newValue), version }), false);
  }

  function dispatch(action: CartAction): void {
    ensureHydrated();
    commit(cartReducer(state, action), true);
  }

  return {
    subscribe(listener) {
      ensureHydrated();
      if (listeners.size === 0 && inBrowser) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && inBrowser) window.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot() {
      ensureHydrated();
      return state;
    },
    getServerSnapshot() {
      // The server never sees the browser's cart; the first client render matches it, then updates.
      return initialCartState;
    },
    dispatch,
    addLine(line) {
      dispatch({ type: 'addLine', line: { ...line, uniqueId: line.uniqueId || newId(), created: line.created ?? now() } });
    },
    setQuantity: (uniqueId, quantity) => dispatch({ type: 'setQuantity', uniqueId, quantity }),
    removeLine: (uniqueId) => dispatch({ type: 'removeLine', uniqueId }),
    updateNote: (uniqueId, note) => dispatch({ type: 'updateNote', uniqueId, note }),
    clear: () => dispatch({ type: 'clear' }),
    submitCoupon: (code) => dispatch({ type: 'submitCoupon', code }),
    applyCoupon: (coupon) => dispatch({ type: 'applyCoupon', coupon }),
    refuseCoupon: (message) => dispatch({ type: 'refuseCoupon', message }),
    removeCoupon: (code) => dispatch({ type: 'removeCoupon', code }),
    switchStore: (storeId, timeZone) => dispatch({ type: 'switchStore', storeId, timeZone }),
    syncMenu(products) {
      const before = state;
      dispatch({ type: 'syncMenu', products });
      return state !== before && state.removal?.reason === 'menu' ? state.removal.names : [];
    },
    removeStale: () => dispatch({ type: 'removeStale', now: now() }),
    dismissRemoval: () => dispatch({ type: 'dismissRemoval' }),
  };
}

let shared: CartStore | null = null;

/** The one cart of the page. */
export function getCartStore(): CartStore {
  shared ??= createCartStore();
  return shared;
}
