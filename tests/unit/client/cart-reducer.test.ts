import { cartReducer, decodePersistedCart, initialCartState, toPersisted, type CartAction, type CartState, type PersistedCart } from '@/lib/client/cart';
import { COUPON_KEYS } from '@/lib/domain/coupons';
import { fromZonedParts } from '@/lib/domain/time/zoned-time';
import { PRODUCT_VERSION } from '@/lib/product';
import { coupon, flatWhite, line, menu, OTHER_STORE_ID, SOLD_OUT_PRODUCT_ID, STORE_ID } from './demo-cart';

const SYDNEY = 'Australia/Sydney';
/** Epoch seconds of a Sydney wall-clock time. */
function sydney(year: number, month: number, day: number, hour: number, minute = 0): number {
  return fromZonedParts({ year, month, day, hour, minute, second: 0 }, SYDNEY).getTime() / 1000;
}
const NOW = sydney(2026, 6, 15, 10, 30);

function run(actions: readonly CartAction[], from: CartState = initialCartState): CartState {
  return actions.reduce(cartReducer, from);
}

/** A cart of store 1001, hydrated from nothing. */
function storeCart(...actions: CartAction[]): CartState {
  return run([{ type: 'hydrate', snapshot: null, version: PRODUCT_VERSION, now: NOW }, { type: 'switchStore', storeId: STORE_ID, timeZone: SYDNEY }, ...actions]);
}

function add(lineToAdd = flatWhite('a', { created: NOW })): CartAction {
  return { type: 'addLine', line: lineToAdd };
}

describe('adding lines', () => {
  it.each([
    ['same product, options and note merge', flatWhite('b', { created: NOW, quantity: 2 }), 1, 3],
    [
      'options in another order still merge',
      line('flat-white', {
        uniqueId: 'b',
        created: NOW,
        options: [
          ['coffee-extras-extra-shot', 1],
          ['milk-oat', 1],
          ['coffee-size-large', 1],
        ],
      }),
      1,
      2,
    ],
    ['merging stops at 20', flatWhite('b', { created: NOW, quantity: 19 }), 1, 20],
    ['other options make a new line', line('flat-white', { uniqueId: 'b', created: NOW, options: [['milk-soy', 1]] }), 2, 1],
    [
      'another option quantity makes a new line',
      line('flat-white', {
        uniqueId: 'b',
        created: NOW,
        options: [
          ['coffee-size-large', 1],
          ['milk-oat', 1],
          ['coffee-extras-extra-shot', 2],
        ],
      }),
      2,
      1,
    ],
    ['another note makes a new line', flatWhite('b', { created: NOW, note: 'extra hot please' }), 2, 1],
    ['another product makes a new line', line('classic-cheeseburger', { uniqueId: 'b', created: NOW }), 2, 1],
  ])('%s', (_name, second, lineCount, firstQuantity) => {
    const state = storeCart(add(flatWhite('a', { created: NOW, quantity: 1 })), add(second));
    expect(state.lines).toHaveLength(lineCount);
    expect(state.lines[0]).toMatchObject({ uniqueId: 'a', quantity: firstQuantity });
  });

  it('keeps the uniqueId passed in and clamps the quantity into 1..20', () => {
    expect(storeCart(add(flatWhite('x', { created: NOW, quantity: 50 }))).lines[0]).toMatchObject({ uniqueId: 'x', quantity: 20 });
    expect(storeCart(add(flatWhite('x', { created: NOW, quantity: 0 }))).lines[0].quantity).toBe(1);
  });

  it('cuts a note at 300 characters', () => {
    expect(storeCart(add(flatWhite('x', { created: NOW, note: 'n'.repeat(400) }))).lines[0].itemNote).toHaveLength(300);
  });
});

describe('editing lines', () => {
  const base = storeCart(add(flatWhite('a', { created: NOW })), add(line('classic-cheeseburger', { uniqueId: 'b', created: NOW })));

  it.each([
    ['setQuantity to 7', { type: 'setQuantity', uniqueId: 'a', quantity: 7 } as const, 7],
    ['setQuantity above 20 gives 20', { type: 'setQuantity', uniqueId: 'a', quantity: 21 } as const, 20],
    ['setQuantity 0 gives 1 (removing is its own action)', { type: 'setQuantity', uniqueId: 'a', quantity: 0 } as const, 1],
    ['setQuantity NaN gives 1', { type: 'setQuantity', uniqueId: 'a', quantity: Number.NaN } as const, 1],
    ['setQuantity 2.7 gives 2', { type: 'setQuantity', uniqueId: 'a', quantity: 2.7 } as const, 2],
  ])('%s', (_name, action, quantity) => {
    expect(cartReducer(base, action).lines[0].quantity).toBe(quantity);
  });

  it('removes one line, and an unknown id changes nothing', () => {
    expect(cartReducer(base, { type: 'removeLine', uniqueId: 'a' }).lines.map((l) => l.uniqueId)).toEqual(['b']);
    expect(cartReducer(base, { type: 'removeLine', uniqueId: 'nope' })).toBe(base);
    expect(cartReducer(base, { type: 'setQuantity', uniqueId: 'nope', quantity: 3 })).toBe(base);
  });

  it('updates a note up to 300 characters; a blank note is none', () => {
    expect(cartReducer(base, { type: 'updateNote', uniqueId: 'a', note: 'no sugar' }).lines[0].itemNote).toBe('no sugar');
    expect(cartReducer(base, { type: 'updateNote', uniqueId: 'a', note: 'x'.repeat(301) }).lines[0].itemNote).toHaveLength(300);
    expect(cartReducer(base, { type: 'updateNote', uniqueId: 'a', note: '   ' }).lines[0].itemNote).toBeUndefined();
  });

  it('clear all empties lines and coupons of the store', () => {
    const withCoupon = cartReducer(base, { type: 'applyCoupon', coupon: coupon('WELCOME10') });
    const cleared = cartReducer(withCoupon, { type: 'clear' });
    expect(cleared).toMatchObject({ lines: [], coupons: [], couponBox: { status: 'idle' }, storeId: STORE_ID });
  });
});

describe('restoring the saved cart (hydrate)', () => {
  const saved: PersistedCart = toPersisted(storeCart(add(flatWhite('a', { created: NOW }))), PRODUCT_VERSION);

  it.each([
    ['same version restores the lines', saved, 1, null],
    ['another version clears the cart', { ...saved, version: '1.1.6' }, 0, 'version'],
    ['nothing saved gives an empty cart', null, 0, null],
  ])('%s', (_name, snapshot, lineCount, reason) => {
    const state = cartReducer(initialCartState, { type: 'hydrate', snapshot, version: PRODUCT_VERSION, now: NOW });
    expect(state.lines).toHaveLength(lineCount);
    expect(state.removal?.lines.map((removed) => removed.reason)[0] ?? null).toBe(reason);
    expect(state.hydrated).toBe(true);
  });

  it('names the lines a version change removed', () => {
    const state = cartReducer(initialCartState, { type: 'hydrate', snapshot: { ...saved, version: '1.0.0' }, version: PRODUCT_VERSION, now: NOW });
    expect(state.removal).toEqual({ lines: [{ name: 'Flat white', reason: 'version' }] });
  });

  it('restores only once per page load', () => {
    const first = cartReducer(initialCartState, { type: 'hydrate', snapshot: null, version: PRODUCT_VERSION, now: NOW });
    expect(cartReducer(first, { type: 'hydrate', snapshot: saved, version: PRODUCT_VERSION, now: NOW })).toBe(first);
  });

  it('drops saved coupons of another store', () => {
    const snapshot = { ...saved, coupons: [coupon('WELCOME10', OTHER_STORE_ID), coupon('FREE5')] };
    const state = cartReducer(initialCartState, { type: 'hydrate', snapshot, version: PRODUCT_VERSION, now: NOW });
    expect(state.coupons.map((c) => [c.CouponCode, c.StoreID])).toEqual([['FREE5', STORE_ID]]);
  });

  it('removes stale lines while restoring', () => {
    const snapshot = { ...saved, lines: [flatWhite('old', { created: sydney(2026, 6, 14, 23) }), flatWhite('new', { created: sydney(2026, 6, 15, 1) })] };
    const state = cartReducer(initialCartState, { type: 'hydrate', snapshot, version: PRODUCT_VERSION, now: NOW });
    expect(state.lines.map((l) => l.uniqueId)).toEqual(['new']);
    expect(state.removal).toEqual({ lines: [{ name: 'Flat white', reason: 'stale' }] });
  });
});

describe('the daily refresh at 10:00 (removeStale)', () => {
  it.each([
    ['added yesterday 23:00, now 10:30: removed', sydney(2026, 6, 14, 23), sydney(2026, 6, 15, 10, 30), 0],
    ['added 01:00 today, now 10:30: kept (9 h old at the refresh)', sydney(2026, 6, 15, 1), sydney(2026, 6, 15, 10, 30), 1],
    ['added yesterday 20:00, now 09:00: kept until 10:00', sydney(2026, 6, 14, 20), sydney(2026, 6, 15, 9), 1],
    ['added 01:00 today, now tomorrow 10:00: removed', sydney(2026, 6, 15, 1), sydney(2026, 6, 16, 10), 0],
  ])('%s', (_name, created, now, kept) => {
    const state = storeCart(add(flatWhite('a', { created })), { type: 'removeStale', now });
    expect(state.lines).toHaveLength(kept);
  });

  it('applies to carts kept for other stores too, by their own zone', () => {
    const state = storeCart(
      add(flatWhite('a', { created: sydney(2026, 6, 14, 23) })),
      { type: 'switchStore', storeId: OTHER_STORE_ID, timeZone: 'Australia/Brisbane' },
      { type: 'removeStale', now: NOW },
    );
    expect(state.savedCarts).toEqual({});
  });
});

describe('menu changes (syncMenu)', () => {
  it('removes sold-out and missing products and names each with why it left', () => {
    const barramundi = line(SOLD_OUT_PRODUCT_ID, { uniqueId: 's', created: NOW });
    const gone = { ...line('classic-cheeseburger', { uniqueId: 'g', created: NOW }), id: 'retired-burger', name: 'Retired burger' };
    const breakfast = { ...line('classic-cheeseburger', { uniqueId: 'b', created: NOW }), id: 'eggs-benedict', name: 'Eggs benedict' };
    const state = storeCart(add(flatWhite('a', { created: NOW })), add(barramundi), add(gone), add(breakfast), {
      type: 'syncMenu',
      products: menu.Products,
      elsewhere: ['eggs-benedict'],
    });
    expect(state.lines.map((l) => l.uniqueId)).toEqual(['a']);
    expect(state.removal).toEqual({
      lines: [
        { name: 'Grilled barramundi', reason: 'soldOut' },
        { name: 'Retired burger', reason: 'noLongerSold' },
        { name: 'Eggs benedict', reason: 'notOnMenuNow' },
      ],
    });
    expect(cartReducer(state, { type: 'dismissRemoval' }).removal).toBeNull();
  });

  it('keeps telling of lines removed before until the customer dismisses the notice', () => {
    const pavlova = line('pavlova', { uniqueId: 'p', created: NOW });
    const barramundi = line(SOLD_OUT_PRODUCT_ID, { uniqueId: 's', created: NOW });
    const first = storeCart(add(flatWhite('a', { created: NOW })), add(barramundi), add(pavlova), { type: 'syncMenu', products: menu.Products });
    const second = cartReducer(first, { type: 'syncMenu', products: { ...menu.Products, pavlova: { ...menu.Products.pavlova, Status: 3 } } });
    expect(second.removal?.lines).toEqual([
      { name: 'Grilled barramundi', reason: 'soldOut' },
      { name: 'Pavlova', reason: 'soldOut' },
    ]);
  });

  it('changes nothing when every product is still sold', () => {
    const state = storeCart(add());
    expect(cartReducer(state, { type: 'syncMenu', products: menu.Products })).toBe(state);
  });
});

describe('coupons', () => {
  it.each([
    ['a coupon of this store is added', coupon('WELCOME10'), { status: 'added', code: 'WELCOME10' }, ['WELCOME10']],
    ['a coupon of another store is refused', coupon('WELCOME10', OTHER_STORE_ID), { status: 'message', message: { key: COUPON_KEYS.otherStore } }, []],
  ])('%s', (_name, applied, box, codes) => {
    const state = storeCart(add(), { type: 'submitCoupon', code: applied.CouponCode }, { type: 'applyCoupon', coupon: applied });
    expect(state.couponBox).toEqual(box);
    expect(state.coupons.map((c) => c.CouponCode)).toEqual(codes);
  });

  it('goes idle, processing, message through the domain reducer', () => {
    const blank = storeCart({ type: 'submitCoupon', code: '  ' });
    expect(blank.couponBox).toEqual({ status: 'message', message: { key: COUPON_KEYS.enterCode } });
    const processing = storeCart({ type: 'submitCoupon', code: ' free5 ' });
    expect(processing.couponBox).toEqual({ status: 'processing', code: 'free5' });
    const refused = cartReducer(processing, { type: 'refuseCoupon', message: { key: COUPON_KEYS.notApplicable } });
    expect(refused.couponBox.status).toBe('message');
  });

  it('a second coupon replaces the first; removing goes back to idle', () => {
    const state = storeCart(add(), { type: 'applyCoupon', coupon: coupon('WELCOME10') }, { type: 'applyCoupon', coupon: coupon('FREE5') });
    expect(state.coupons.map((c) => c.CouponCode)).toEqual(['FREE5']);
    const removed = cartReducer(state, { type: 'removeCoupon', code: 'FREE5' });
    expect(removed).toMatchObject({ coupons: [], couponBox: { status: 'idle' } });
  });
});

describe('changing store (switchStore)', () => {
  const inFirst = storeCart(add(flatWhite('a', { created: NOW })), { type: 'applyCoupon', coupon: coupon('WELCOME10') });

  it('keeps the old cart under the old store, clears it and loads the new store’s cart', () => {
    const moved = cartReducer(inFirst, { type: 'switchStore', storeId: OTHER_STORE_ID });
    expect(moved).toMatchObject({ storeId: OTHER_STORE_ID, lines: [], coupons: [] });
    expect(moved.savedCarts[STORE_ID].lines.map((l) => l.uniqueId)).toEqual(['a']);
    const back = cartReducer(moved, { type: 'switchStore', storeId: STORE_ID });
    expect(back.lines.map((l) => l.uniqueId)).toEqual(['a']);
    expect(back.coupons.map((c) => c.CouponCode)).toEqual(['WELCOME10']);
    expect(back.savedCarts).toEqual({});
  });

  it('loads the other store’s own saved cart', () => {
    const moved = run(
      [{ type: 'switchStore', storeId: OTHER_STORE_ID }, add(line('classic-cheeseburger', { uniqueId: 'b', created: NOW })), { type: 'switchStore', storeId: STORE_ID }],
      inFirst,
    );
    expect(moved.lines.map((l) => l.uniqueId)).toEqual(['a']);
    expect(moved.savedCarts[OTHER_STORE_ID].lines.map((l) => l.uniqueId)).toEqual(['b']);
  });

  it('an empty cart leaves nothing behind; the same store changes nothing', () => {
    const empty = storeCart();
    expect(cartReducer(empty, { type: 'switchStore', storeId: OTHER_STORE_ID }).savedCarts).toEqual({});
    expect(cartReducer(inFirst, { type: 'switchStore', storeId: STORE_ID })).toBe(inFirst);
  });

  it('lines added before any store was known stay with the first store', () => {
    const state = run([{ type: 'hydrate', snapshot: null, version: PRODUCT_VERSION, now: NOW }, add(), { type: 'switchStore', storeId: STORE_ID }]);
    expect(state.lines).toHaveLength(1);
  });
});

describe('another tab (external)', () => {
  it('takes the other tab’s cart; null means it was emptied', () => {
    const mine = storeCart(add());
    const theirs = toPersisted(storeCart(add(flatWhite('t', { created: NOW, quantity: 4 }))), PRODUCT_VERSION);
    expect(cartReducer(mine, { type: 'external', snapshot: theirs, version: PRODUCT_VERSION }).lines).toEqual(theirs.lines);
    expect(cartReducer(mine, { type: 'external', snapshot: null, version: PRODUCT_VERSION })).toMatchObject({ lines: [], storeId: STORE_ID });
  });

  it('stays on its own store when the other tab looks at another store', () => {
    const mine = storeCart(add(flatWhite('mine', { created: NOW })));
    const theirs = run([{ type: 'switchStore', storeId: OTHER_STORE_ID }, add(line('classic-cheeseburger', { uniqueId: 'theirs', created: NOW }))], mine);
    const synced = cartReducer(mine, { type: 'external', snapshot: toPersisted(theirs, PRODUCT_VERSION), version: PRODUCT_VERSION });
    expect(synced.storeId).toBe(STORE_ID);
    expect(synced.lines.map((l) => l.uniqueId)).toEqual(['mine']);
    expect(synced.savedCarts[OTHER_STORE_ID].lines.map((l) => l.uniqueId)).toEqual(['theirs']);
  });
});

describe('discount offers the customer accepts (acceptTrigger, withdrawTrigger)', () => {
  const FREE_DESSERT = 'ht-1001-free-dessert';
  const accepted = storeCart(add(), { type: 'acceptTrigger', triggerId: FREE_DESSERT });

  it('records an acceptance once, and takes it back', () => {
    expect(accepted.acceptedTriggerIds).toEqual([FREE_DESSERT]);
    expect(cartReducer(accepted, { type: 'acceptTrigger', triggerId: FREE_DESSERT })).toBe(accepted);
    expect(cartReducer(accepted, { type: 'withdrawTrigger', triggerId: FREE_DESSERT }).acceptedTriggerIds).toEqual([]);
    expect(cartReducer(accepted, { type: 'withdrawTrigger', triggerId: 'another' })).toBe(accepted);
  });

  it('is saved with the cart and restored after a reload', () => {
    const raw = JSON.stringify(toPersisted(accepted, PRODUCT_VERSION));
    const restored = cartReducer(initialCartState, { type: 'hydrate', snapshot: decodePersistedCart(raw), version: PRODUCT_VERSION, now: NOW });
    expect(restored.acceptedTriggerIds).toEqual([FREE_DESSERT]);
  });

  it('a copy saved without acceptances, or with a bad list, restores with none', () => {
    const persisted = toPersisted(storeCart(add()), PRODUCT_VERSION) as Partial<PersistedCart>;
    for (const acceptedTriggerIds of [undefined, 'ht-1001-free-dessert', [1, 2], null]) {
      const snapshot = decodePersistedCart(JSON.stringify({ ...persisted, acceptedTriggerIds }));
      expect(snapshot?.lines).toHaveLength(1);
      expect(snapshot?.acceptedTriggerIds).toEqual([]);
    }
  });

  it('belongs to its store: kept with the store’s cart while another store is open, and back with it', () => {
    const moved = cartReducer(accepted, { type: 'switchStore', storeId: OTHER_STORE_ID });
    expect(moved.acceptedTriggerIds).toEqual([]);
    expect(moved.savedCarts[STORE_ID].acceptedTriggerIds).toEqual([FREE_DESSERT]);
    expect(cartReducer(moved, { type: 'switchStore', storeId: STORE_ID }).acceptedTriggerIds).toEqual([FREE_DESSERT]);
  });

  it('Clear all clears the acceptances too', () => {
    expect(cartReducer(accepted, { type: 'clear' }).acceptedTriggerIds).toEqual([]);
  });
});
