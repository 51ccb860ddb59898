/**
 * The browser cart: an external store (subscribe / getSnapshot, for React's
 * useSyncExternalStore) around the pure reducer. It wires what the reducer must not touch:
 * local storage (read once on first use, written on every change), the `storage` event of other
 * tabs, the clock and new line ids.
 *
 * The saved copy is decoded by cart-codec.ts (zod), which the page's cart loads on first use
 * instead of with the page: until it is there the cart reads as not yet restored (as on the
 * server), and changes made meanwhile are applied after the restore, in order. Without a saved
 * copy (a first visit) there is nothing to decode: the cart is restored at once, empty, and the
 * decoder is loaded only if another tab later saves a cart.
 */
import type { ProductLike } from '@/lib/domain/cart';
import type { DomainMessage } from '@/lib/domain/money/message';
import { PRODUCT_VERSION } from '@/lib/product';
import { STORAGE_KEYS } from '../storage/keys';
import type { TAppliedCoupon, TCartLine } from './cart-line';
import type { CartState } from './cart-state';
import { cartReducer, initialCartState, type CartAction } from './cart-reducer';
import type { CartCodec } from './cart-codec';
import { readPersistedCartRaw, savePersistedCart } from './persistence';
import { loadPricing } from './pricing-loader';

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
  /** Accepts a discount rule that waits for the customer's consent (TriggerMode 1 or 2). */
  acceptTrigger(triggerId: string): void;
  withdrawTrigger(triggerId: string): void;
  switchStore(storeId: string, timeZone?: string | null): void;
  /** Removes sold-out or missing products (`elsewhere`: products the store's other menus sell); returns the names removed now. */
  syncMenu(products: readonly ProductLike[] | Readonly<Record<string, ProductLike>>, elsewhere?: readonly string[]): string[];
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
  /** The decoder of the saved copy; without it, it is loaded on first use (the page's cart). */
  codec?: CartCodec;
  loadCodec?: () => Promise<CartCodec>;
}

/** Decodes nothing: what there is to restore when no copy is saved. */
const NO_SAVED_COPY: CartCodec = { decodePersistedCart: () => null };

// Restored lines are shown with their totals: the pricing engine comes with the decoder.
const loadCartCodec = (): Promise<CartCodec> => Promise.all([import('./cart-codec'), loadPricing()]).then(([codec]) => codec);

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
  const loadCodec = options.loadCodec ?? loadCartCodec;
  let codec: CartCodec | null = options.codec ?? null;
  let codecLoading: Promise<CartCodec> | null = null;
  /** Changes made before the saved copy was restored, applied right after it. */
  const pending: CartAction[] = [];
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

  function restore(using: CartCodec, raw: string | null = readPersistedCartRaw()): void {
    let next = cartReducer(state, { type: 'hydrate', snapshot: using.decodePersistedCart(raw), version, now: now() });
    for (const action of pending.splice(0)) next = cartReducer(next, action);
    state = next;
    // Rewrites the copy as restored (or removes it: other version, corrupt, all stale).
    savePersistedCart(state, version);
  }

  /** The decoder, loaded once; a chunk that cannot be loaded (offline) decodes nothing. */
  function withCodec(): Promise<CartCodec> {
    codecLoading ??= loadCodec()
      .catch((): CartCodec => NO_SAVED_COPY)
      .then((loaded) => (codec = loaded));
    return codecLoading;
  }

  /** True once the saved copy is restored (always on the server, where there is none). */
  function ensureHydrated(): boolean {
    if (state.hydrated || !inBrowser) return true;
    if (codec) {
      restore(codec);
      return true;
    }
    const raw = readPersistedCartRaw();
    if (raw === null) {
      restore(NO_SAVED_COPY, raw);
      return true;
    }
    if (!codecLoading) {
      void withCodec().then((loaded) => {
        if (!state.hydrated) {
          restore(loaded);
          emit();
        }
      });
    }
    return false;
  }

  function onStorage(event: StorageEvent): void {
    // event.key is null when another tab cleared the whole storage.
    if (event.key !== null && event.key !== STORAGE_KEYS.cart.name) return;
    if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
    // Not restored yet: the restore reads the copy the other tab has just written.
    if (!ensureHydrated()) return;
    const { newValue } = event;
    // Not written back: the other tab already saved this very value. Events wait in order for the decoder.
    const apply = (using: CartCodec) => commit(cartReducer(state, { type: 'external', snapshot: using.decodePersistedCart(newValue), version }), false);
    if (codec) apply(codec);
    else void withCodec().then(apply);
  }

  function dispatch(action: CartAction): void {
    if (!ensureHydrated()) {
      pending.push(action);
      return;
    }
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
    acceptTrigger: (triggerId) => dispatch({ type: 'acceptTrigger', triggerId }),
    withdrawTrigger: (triggerId) => dispatch({ type: 'withdrawTrigger', triggerId }),
    switchStore: (storeId, timeZone) => dispatch({ type: 'switchStore', storeId, timeZone }),
    syncMenu(products, elsewhere) {
      const before = state.lines;
      dispatch({ type: 'syncMenu', products, elsewhere });
      return before.filter((line) => !state.lines.includes(line)).map((line) => line.name);
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
