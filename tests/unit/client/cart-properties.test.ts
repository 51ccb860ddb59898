/** Properties of the cart over random carts of real demo products (fast-check). */
import fc from 'fast-check';
import {
  cartReducer,
  decodePersistedCart,
  initialCartState,
  priceStoreCart,
  toPersisted,
  type CartAction,
  type CartState,
  type CartTotals,
  type TAppliedCoupon,
  type TCartLine,
} from '@/lib/client/cart';
import { PRODUCT_VERSION } from '@/lib/product';
import { coupon, flatWhite, line, menu, store, STORE_ID } from './demo-cart';

const NOW = 1_781_500_000; // June 2026
const templates: ((id: string) => TCartLine)[] = [
  (id) => flatWhite(id, { created: NOW }),
  (id) =>
    line('flat-white', {
      uniqueId: id,
      created: NOW,
      options: [
        ['coffee-size-regular', 1],
        ['milk-soy', 1],
        ['sweetener-sugar', 2],
      ],
    }),
  (id) =>
    line('cappuccino', {
      uniqueId: id,
      created: NOW,
      options: [
        ['coffee-size-large', 1],
        ['milk-full-cream', 1],
      ],
    }),
  (id) => line('classic-cheeseburger', { uniqueId: id, created: NOW }),
  (id) => line('margherita', { uniqueId: id, created: NOW }),
  (id) => line('pepperoni', { uniqueId: id, created: NOW }),
  (id) => line('pavlova', { uniqueId: id, created: NOW }),
  (id) => line('coca-cola-375ml', { uniqueId: id, created: NOW }),
  (id) => line('shoestring-fries', { uniqueId: id, created: NOW, note: 'extra salt' }),
  (id) => line('pad-thai', { uniqueId: id, created: NOW }),
];
const coupons: (TAppliedCoupon | null)[] = [null, coupon('WELCOME10'), coupon('FREE5'), coupon('FLATWHITE'), coupon('DESSERT20')];

const start = cartReducer(cartReducer(initialCartState, { type: 'hydrate', snapshot: null, version: PRODUCT_VERSION, now: NOW }), { type: 'switchStore', storeId: STORE_ID });

function totalsOf(state: CartState): Omit<CartTotals, 'priced' | 'unavailable'> {
  const { priced: _priced, unavailable: _unavailable, ...shown } = priceStoreCart(state.lines, state.coupons, menu, store, { now: NOW, deliveryFee: 7.5 });
  return shown;
}

const anyQuantity = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.constantFrom(Number.NaN, Infinity, -Infinity, 2.5, 19.99));

/** Random actions; line ids refer to lines added so far by index. */
const actionArb: fc.Arbitrary<(state: CartState, step: number) => CartAction> = fc.oneof(
  fc
    .record({ t: fc.nat(templates.length - 1), q: anyQuantity })
    .map(({ t, q }) => (_s: CartState, step: number): CartAction => ({ type: 'addLine', line: { ...templates[t](`u${step}`), quantity: q } })),
  fc
    .record({ i: fc.nat(30), q: anyQuantity })
    .map(({ i, q }) => (s: CartState): CartAction => ({ type: 'setQuantity', uniqueId: s.lines[i % Math.max(1, s.lines.length)]?.uniqueId ?? 'none', quantity: q })),
  fc.nat(30).map((i) => (s: CartState): CartAction => ({ type: 'removeLine', uniqueId: s.lines[i % Math.max(1, s.lines.length)]?.uniqueId ?? 'none' })),
  fc
    .record({ i: fc.nat(30), note: fc.string({ maxLength: 400 }) })
    .map(({ i, note }) => (s: CartState): CartAction => ({ type: 'updateNote', uniqueId: s.lines[i % Math.max(1, s.lines.length)]?.uniqueId ?? 'none', note })),
  fc.nat(coupons.length - 1).map((c) => (): CartAction => (coupons[c] ? { type: 'applyCoupon', coupon: coupons[c] } : { type: 'removeCoupon', code: 'WELCOME10' })),
  fc.constant((): CartAction => ({ type: 'syncMenu', products: menu.Products })),
);

function play(steps: readonly ((state: CartState, step: number) => CartAction)[]): CartState {
  return steps.reduce((state, step, i) => cartReducer(state, step(state, i)), start);
}

describe('cart properties', () => {
  it('every quantity stays a whole number within 1..20, notes within 300, ids unique', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 40 }), (steps) => {
        const state = play(steps);
        for (const l of state.lines) {
          expect(Number.isInteger(l.quantity) && l.quantity >= 1 && l.quantity <= 20).toBe(true);
          expect((l.itemNote ?? '').length).toBeLessThanOrEqual(300);
        }
        expect(new Set(state.lines.map((l) => l.uniqueId)).size).toBe(state.lines.length);
      }),
      { numRuns: 200 },
    );
  });

  it('a cart restored from storage has the same lines and totals as before saving', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 30 }), (steps) => {
        const before = play(steps);
        const stored = JSON.stringify(toPersisted(before, PRODUCT_VERSION));
        const restored = cartReducer(initialCartState, { type: 'hydrate', snapshot: decodePersistedCart(stored), version: PRODUCT_VERSION, now: NOW });
        expect(restored.lines).toEqual(before.lines);
        expect(restored.coupons).toEqual(before.coupons);
        expect(totalsOf(restored)).toEqual(totalsOf(before));
      }),
      { numRuns: 150 },
    );
  });

  it('the order lines are added in does not change the totals', () => {
    const entry = fc.record({ t: fc.nat(templates.length - 1), q: fc.integer({ min: 1, max: 8 }), key: fc.integer() });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 12 }), fc.nat(coupons.length - 1), (entries, c) => {
        const lines = entries.map((e, i) => ({ ...templates[e.t](`line-${i}`), quantity: e.q }));
        const shuffled = entries
          .map((e, i) => ({ key: e.key, l: lines[i] }))
          .sort((a, b) => a.key - b.key)
          .map((x) => x.l);
        const withCoupon = (state: CartState): CartState => (coupons[c] ? cartReducer(state, { type: 'applyCoupon', coupon: coupons[c] }) : state);
        const inOrder = withCoupon(lines.reduce((s, l) => cartReducer(s, { type: 'addLine', line: l }), start));
        const otherOrder = withCoupon(shuffled.reduce((s, l) => cartReducer(s, { type: 'addLine', line: l }), start));
        expect(totalsOf(otherOrder)).toEqual(totalsOf(inOrder));
      }),
      { numRuns: 200 },
    );
  });
});
