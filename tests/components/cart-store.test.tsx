/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { cartCodec, createCartStore, type CartStore, type PersistedCart } from '@/lib/client/cart';
import { useCart, useCartMenuSync, useCartTotals, useStaleCartCheck } from '@/lib/client/cart/use-cart';
import { loadPricing } from '@/lib/client/cart/pricing-loader';
import { PRODUCT_VERSION } from '@/lib/product';
import { coupon, flatWhite, line, menu, OTHER_STORE_ID, otherMenu, store, STORE_ID } from '../unit/client/demo-cart';

const NOW = 1_781_500_000; // 15 June 2026, 15:06 in Sydney
let ids = 0;
const stores: CartStore[] = [];
const unsubscribes: (() => void)[] = [];

/** A page load: a fresh cart store on the shared jsdom local storage, subscribed like a mounted component. */
function load(now = NOW): CartStore {
  const cart = createCartStore({ now: () => now, newId: () => `line-${++ids}`, codec: cartCodec });
  stores.push(cart);
  unsubscribes.push(cart.subscribe(() => undefined));
  return cart;
}

function saved(): PersistedCart | null {
  const raw = localStorage.getItem('cart');
  return raw === null ? null : (JSON.parse(raw) as PersistedCart);
}

/** What the browser does in the other tabs when one tab writes local storage. */
function storageEventFromOtherTab(): void {
  window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: localStorage.getItem('cart'), storageArea: localStorage }));
}

function panel(cart: CartStore) {
  const { result, unmount } = renderHook(() => useCartTotals(menu, store, { now: NOW, cartStore: cart }));
  const { priced: _priced, unavailable: _unavailable, ...shown } = result.current;
  unmount();
  return shown;
}

// The page loads the engine on first need; these tests price at once.
beforeAll(() => loadPricing());

afterEach(() => {
  unsubscribes.splice(0).forEach((u) => u());
  stores.length = 0;
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('saving and restoring the cart', () => {
  it('writes every change and a reload shows the same cart and totals', () => {
    const first = load();
    first.switchStore(STORE_ID, 'Australia/Sydney');
    first.addLine(flatWhite('kept-id'));
    first.addLine(line('classic-cheeseburger', { uniqueId: '' }));
    first.applyCoupon(coupon('WELCOME10'));
    expect(saved()).toMatchObject({ version: PRODUCT_VERSION, storeId: STORE_ID, lines: [{ name: 'Flat white', uniqueId: 'kept-id' }, { name: 'Classic cheeseburger' }] });
    // An empty id from the dialog is replaced by a fresh one.
    expect(first.getSnapshot().lines[1].uniqueId).toMatch(/^line-\d+$/);

    const reloaded = load();
    expect(reloaded.getSnapshot().lines).toEqual(first.getSnapshot().lines);
    expect(reloaded.getSnapshot().coupons.map((c) => c.CouponCode)).toEqual(['WELCOME10']);
    expect(panel(reloaded)).toEqual(panel(first));
    // A second reload without any change still has it: restoring does not throw the copy away.
    expect(load().getSnapshot().lines).toHaveLength(2);
  });

  it('restores once the decoder has loaded, keeping changes made meanwhile in order', async () => {
    const first = load();
    first.switchStore(STORE_ID, 'Australia/Sydney');
    first.addLine(flatWhite('saved-line'));

    let deliver: (codec: typeof cartCodec) => void = () => undefined;
    const page = createCartStore({ now: () => NOW, newId: () => 'new-line', loadCodec: () => new Promise((resolve) => (deliver = resolve)) });
    const renders: number[] = [];
    const unsubscribe = page.subscribe(() => renders.push(page.getSnapshot().lines.length));
    // Until the decoder is here the cart reads as not restored, like the server's first render.
    expect(page.getSnapshot()).toMatchObject({ hydrated: false, lines: [] });
    page.addLine(line('classic-cheeseburger', { uniqueId: '' }));
    expect(saved()?.lines.map((l) => l.uniqueId)).toEqual(['saved-line']);

    await act(async () => deliver(cartCodec));
    expect(page.getSnapshot().hydrated).toBe(true);
    expect(page.getSnapshot().lines.map((l) => l.uniqueId)).toEqual(['saved-line', 'new-line']);
    expect(saved()?.lines.map((l) => l.uniqueId)).toEqual(['saved-line', 'new-line']);
    expect(renders).toEqual([2]);
    unsubscribe();
  });

  it('keeps working without the saved copy when the decoder cannot be loaded (offline)', async () => {
    localStorage.setItem('cart', '{"version":"x"');
    const page = createCartStore({ now: () => NOW, newId: () => 'new-line', loadCodec: () => Promise.reject(new Error('ChunkLoadError')) });
    const unsubscribe = page.subscribe(() => undefined);
    page.addLine(line('classic-cheeseburger', { uniqueId: '' }));
    await act(async () => undefined);
    expect(page.getSnapshot()).toMatchObject({ hydrated: true, lines: [{ uniqueId: 'new-line' }] });
    unsubscribe();
  });

  it('on a first visit (no saved copy) is restored at once, empty, without loading the decoder', () => {
    const loadCodec = jest.fn(() => Promise.resolve(cartCodec));
    const page = createCartStore({ now: () => NOW, newId: () => 'new-line', loadCodec });
    const unsubscribe = page.subscribe(() => undefined);
    expect(page.getSnapshot()).toMatchObject({ hydrated: true, lines: [] });
    page.switchStore(STORE_ID);
    page.addLine(line('classic-cheeseburger', { uniqueId: '' }));
    expect(saved()?.lines.map((l) => l.uniqueId)).toEqual(['new-line']);
    expect(loadCodec).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('loads the decoder when another tab saves a cart after a first visit, and shows that cart', async () => {
    let deliver: (codec: typeof cartCodec) => void = () => undefined;
    const loadCodec = jest.fn(() => new Promise<typeof cartCodec>((resolve) => (deliver = resolve)));
    const page = createCartStore({ now: () => NOW, loadCodec });
    const unsubscribe = page.subscribe(() => undefined);
    expect(page.getSnapshot()).toMatchObject({ hydrated: true, lines: [] });

    const otherTab = load();
    otherTab.switchStore(STORE_ID);
    otherTab.addLine(flatWhite('a'));
    storageEventFromOtherTab();
    otherTab.setQuantity('a', 2);
    storageEventFromOtherTab();
    expect(loadCodec).toHaveBeenCalledTimes(1);
    expect(page.getSnapshot().lines).toEqual([]);

    await act(async () => deliver(cartCodec));
    // Both events are applied, in order: the page shows the other tab's latest cart.
    expect(page.getSnapshot().lines).toEqual(otherTab.getSnapshot().lines);
    expect(page.getSnapshot().lines[0].quantity).toBe(2);
    unsubscribe();
  });

  it('fills in the line id and creation time when the dialog gives none', () => {
    const cart = load();
    cart.switchStore(STORE_ID);
    const { uniqueId: _u, created: _c, ...fromDialog } = flatWhite('x');
    cart.addLine(fromDialog);
    expect(cart.getSnapshot().lines[0]).toMatchObject({ uniqueId: expect.stringMatching(/^line-\d+$/), created: NOW });
  });

  it('removes the saved copy when the cart is emptied', () => {
    const cart = load();
    cart.switchStore(STORE_ID);
    cart.addLine(flatWhite('a'));
    expect(saved()).not.toBeNull();
    cart.clear();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(load().getSnapshot().lines).toEqual([]);
  });

  it.each([
    ['not JSON', '{"version":'],
    ['not a cart', '"hello"'],
    ['a number', '42'],
  ])('ignores corrupt storage (%s) and removes it', (_name, raw) => {
    localStorage.setItem('cart', raw);
    const cart = load();
    expect(cart.getSnapshot().lines).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('drops a saved line that fails validation and keeps the others', () => {
    const good = flatWhite('good', { created: NOW });
    localStorage.setItem(
      'cart',
      JSON.stringify({
        version: PRODUCT_VERSION,
        storeId: STORE_ID,
        timeZone: null,
        lines: [good, { ...good, uniqueId: 'bad', quantity: 99 }, { nonsense: true }],
        coupons: [{ CouponCode: '' }],
        savedCarts: { 1002: 'x' },
      }),
    );
    const cart = load();
    expect(cart.getSnapshot().lines.map((l) => l.uniqueId)).toEqual(['good']);
    expect(cart.getSnapshot().coupons).toEqual([]);
    expect(cart.getSnapshot().savedCarts).toEqual({});
  });

  it('clears the cart when the saved one was written by another product version', () => {
    localStorage.setItem('cart', JSON.stringify({ version: '1.1.6', storeId: STORE_ID, timeZone: null, lines: [flatWhite('old', { created: NOW })], coupons: [], savedCarts: {} }));
    const cart = load();
    expect(cart.getSnapshot().lines).toEqual([]);
    expect(cart.getSnapshot().removal).toEqual({ lines: [{ name: 'Flat white', reason: 'version' }] });
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('keeps working in memory when storage refuses to write (private mode, full quota)', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const cart = load();
    cart.switchStore(STORE_ID);
    expect(() => cart.addLine(flatWhite('a'))).not.toThrow();
    expect(cart.getSnapshot().lines).toHaveLength(1);
  });

  it('removes yesterday’s lines at the next load after 10:00', () => {
    const evening = load(NOW);
    evening.switchStore(STORE_ID, 'Australia/Sydney');
    evening.addLine(flatWhite('a'));
    const nextMorning = load(NOW + 20 * 60 * 60); // 11:06 the next day
    expect(nextMorning.getSnapshot().lines).toEqual([]);
    expect(nextMorning.getSnapshot().removal).toEqual({ lines: [{ name: 'Flat white', reason: 'stale' }] });
    expect(localStorage.getItem('cart')).toBeNull();
  });
});

describe('two tabs', () => {
  it('a change in one tab shows in the other through the storage event', () => {
    const tabA = load();
    tabA.switchStore(STORE_ID);
    const tabB = load();
    expect(tabB.getSnapshot().lines).toEqual([]);
    tabA.addLine(flatWhite('a'));
    tabA.setQuantity('a', 3);
    storageEventFromOtherTab();
    expect(tabB.getSnapshot().lines).toEqual(tabA.getSnapshot().lines);
    expect(panel(tabB)).toEqual(panel(tabA));

    tabB.clear();
    storageEventFromOtherTab();
    expect(tabA.getSnapshot().lines).toEqual([]);
  });

  it('ignores storage events for other keys', () => {
    const tab = load();
    tab.switchStore(STORE_ID);
    tab.addLine(flatWhite('a'));
    const before = tab.getSnapshot();
    window.dispatchEvent(new StorageEvent('storage', { key: 'room', newValue: '"12"', storageArea: localStorage }));
    expect(tab.getSnapshot()).toBe(before);
  });
});

describe('changing store', () => {
  it('two tabs on different stores each keep their own store', () => {
    const tabA = load();
    tabA.switchStore(STORE_ID);
    tabA.addLine(flatWhite('a'));
    const tabB = load();
    tabB.switchStore(OTHER_STORE_ID);
    tabB.addLine(line('margherita', { uniqueId: 'p', source: otherMenu }));
    storageEventFromOtherTab();
    expect(tabA.getSnapshot()).toMatchObject({ storeId: STORE_ID, lines: [{ uniqueId: 'a' }] });
    expect(tabA.getSnapshot().savedCarts[OTHER_STORE_ID].lines.map((l) => l.uniqueId)).toEqual(['p']);
    tabA.addLine(line('pavlova', { uniqueId: 'b' }));
    storageEventFromOtherTab();
    expect(tabB.getSnapshot()).toMatchObject({ storeId: OTHER_STORE_ID, lines: [{ uniqueId: 'p' }] });
    expect(tabB.getSnapshot().savedCarts[STORE_ID].lines.map((l) => l.uniqueId)).toEqual(['a', 'b']);
  });

  it('keeps each store’s cart, also across a reload', () => {
    const cart = load();
    cart.switchStore(STORE_ID, 'Australia/Sydney');
    cart.addLine(flatWhite('a'));
    cart.applyCoupon(coupon('WELCOME10'));
    cart.switchStore(OTHER_STORE_ID, 'Australia/Brisbane');
    expect(cart.getSnapshot().lines).toEqual([]);
    expect(cart.getSnapshot().coupons).toEqual([]);
    cart.addLine(line('margherita', { uniqueId: 'p', source: otherMenu }));

    const reloaded = load();
    expect(reloaded.getSnapshot()).toMatchObject({ storeId: OTHER_STORE_ID, lines: [{ uniqueId: 'p' }] });
    reloaded.switchStore(STORE_ID);
    expect(reloaded.getSnapshot().lines.map((l) => l.uniqueId)).toEqual(['a']);
    expect(reloaded.getSnapshot().coupons.map((c) => c.CouponCode)).toEqual(['WELCOME10']);
    reloaded.switchStore(OTHER_STORE_ID);
    expect(reloaded.getSnapshot().lines.map((l) => l.uniqueId)).toEqual(['p']);
  });

  it('reports the names of products the new menu no longer sells', () => {
    const cart = load();
    cart.switchStore(STORE_ID);
    cart.addLine(flatWhite('a'));
    cart.addLine(line('pavlova', { uniqueId: 'b' }));
    const soldOut = { ...menu.Products, pavlova: { ...menu.Products.pavlova, Status: 3 } };
    expect(cart.syncMenu(soldOut)).toEqual(['Pavlova']);
    expect(cart.syncMenu(soldOut)).toEqual([]);
    expect(
      load()
        .getSnapshot()
        .lines.map((l) => l.uniqueId),
    ).toEqual(['a']);
  });
});

describe('hooks', () => {
  it('useCart re-renders on every change and gives the actions', () => {
    const cart = load();
    const { result } = renderHook(() => useCart(cart));
    expect(result.current.lines).toEqual([]);
    act(() => result.current.switchStore(STORE_ID));
    act(() => result.current.addLine(flatWhite('a')));
    expect(result.current.lines).toHaveLength(1);
    act(() => result.current.setQuantity('a', 25));
    expect(result.current.lines[0].quantity).toBe(20);
    act(() => result.current.submitCoupon('WELCOME10'));
    expect(result.current.couponBox).toEqual({ status: 'processing', code: 'WELCOME10' });
    act(() => result.current.applyCoupon(coupon('WELCOME10')));
    expect(result.current.couponBox).toEqual({ status: 'added', code: 'WELCOME10' });
    act(() => result.current.removeLine('a'));
    expect(result.current.lines).toEqual([]);
  });

  it('useCart follows another tab', () => {
    const cart = load();
    const { result } = renderHook(() => useCart(cart));
    const other = createCartStore({ now: () => NOW, newId: () => 'other', codec: cartCodec });
    other.switchStore(STORE_ID);
    other.addLine(flatWhite('from-other-tab'));
    act(() => storageEventFromOtherTab());
    expect(result.current.lines.map((l) => l.uniqueId)).toEqual(['from-other-tab']);
  });

  it('useCartTotals gives the cart panel’s numbers, memoised until the cart changes', () => {
    const cart = load();
    cart.switchStore(STORE_ID);
    const options = { now: NOW, deliveryFee: 7.5, cartStore: cart };
    const { result, rerender } = renderHook(() => useCartTotals(menu, store, options));
    // No delivery fee without lines (issue 36 #10).
    expect(result.current).toMatchObject({ subtotal: 0, delivery: 0, total: 0, itemCount: 0 });
    act(() => cart.addLine(flatWhite('a', { quantity: 2 })));
    expect(result.current).toMatchObject({ subtotal: 14.4, delivery: 7.5, discount: 0, total: 21.9, itemCount: 2 });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    act(() => cart.applyCoupon(coupon('WELCOME10')));
    expect(result.current).toMatchObject({ discount: 1.44, total: 20.46 });
  });

  it('useStaleCartCheck removes stale lines when the page stays open past 10:00', () => {
    jest.useFakeTimers();
    try {
      let clock = NOW;
      const cart = createCartStore({ now: () => clock, newId: () => 'x', codec: cartCodec });
      unsubscribes.push(cart.subscribe(() => undefined));
      cart.switchStore(STORE_ID, 'Australia/Sydney');
      cart.addLine(flatWhite('a'));
      const { result } = renderHook(() => {
        useStaleCartCheck(60_000, cart);
        return useCart(cart);
      });
      expect(result.current.lines).toHaveLength(1);
      clock = NOW + 20 * 60 * 60; // 11:06 the next morning
      act(() => jest.advanceTimersByTime(60_000));
      expect(result.current.lines).toEqual([]);
      expect(result.current.removal).toEqual({ lines: [{ name: 'Flat white', reason: 'stale' }] });
    } finally {
      jest.useRealTimers();
    }
  });

  it('useCartMenuSync removes what a new menu no longer sells', () => {
    const cart = load();
    cart.switchStore(STORE_ID);
    cart.addLine(flatWhite('a'));
    cart.addLine(line('pavlova', { uniqueId: 'b' }));
    const { result, rerender } = renderHook(
      ({ products }) => {
        useCartMenuSync(products, undefined, cart);
        return useCart(cart);
      },
      { initialProps: { products: menu.Products } },
    );
    expect(result.current.lines).toHaveLength(2);
    rerender({ products: { ...menu.Products, pavlova: { ...menu.Products.pavlova, Status: 3 } } });
    expect(result.current.lines.map((l) => l.uniqueId)).toEqual(['a']);
    expect(result.current.removal).toEqual({ lines: [{ name: 'Pavlova', reason: 'soldOut' }] });
  });
});
