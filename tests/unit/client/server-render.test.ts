/** Server rendering has no window: every read is "absent", every write a no-op, nothing throws. */
import { createCartStore, decodePersistedCart, initialCartState, readPersistedCartRaw } from '@/lib/client/cart';
import { applyQueryParams, readQueryParams, readStorage, STORAGE_KEYS, writeStorage } from '@/lib/client/storage';
import { flatWhite } from './demo-cart';

describe('without a window (SSR)', () => {
  it('reads nothing and writes nothing', () => {
    expect(typeof window).toBe('undefined');
    expect(readStorage(STORAGE_KEYS.cart)).toBeNull();
    expect(writeStorage(STORAGE_KEYS.room, '1204')).toBe(false);
    expect(decodePersistedCart(readPersistedCartRaw())).toBeNull();
    expect(() => applyQueryParams(readQueryParams(new URLSearchParams('?room=1')))).not.toThrow();
  });

  it('the cart store serves the empty cart and still works in memory', () => {
    const store = createCartStore({ now: () => 1_780_000_000, newId: () => 'id-1' });
    expect(store.getServerSnapshot()).toBe(initialCartState);
    expect(store.getSnapshot()).toBe(initialCartState);
    const unsubscribe = store.subscribe(() => undefined);
    store.addLine(flatWhite('ignored'));
    expect(store.getSnapshot().lines).toHaveLength(1);
    unsubscribe();
  });
});
