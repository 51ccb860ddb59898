/**
 * The saved cart read back as the browser stores it (local storage holds JSON text, a line's
 * reward under the spec's name): a cart the browser wrote reads back field for field; copies
 * written before a field existed, or damaged, read as the cart always read them.
 */
import { decodePersistedCart, type PersistedCart } from '@/lib/client/cart';
import { storedCartText } from '@/lib/client/cart/stored-line';
import { PRODUCT_VERSION } from '@/lib/product';
import { coupon, flatWhite, line, OTHER_STORE_ID, otherMenu, STORE_ID } from './demo-cart';

const SYDNEY = 'Australia/Sydney';
const reward = { type: 'points', id: 'rr-1', Name: 'Free pavlova', Point: 150, ProductVariant: 'pavlova' };
const pavlova = line('pavlova', { uniqueId: 'pavlova-line' });
const rewardLine = { ...line('pavlova', { uniqueId: 'reward-line' }), price: 0, redemptionRule: reward };
const { redemptionRule: _r, ...storedRewardLine } = { ...rewardLine, reedemptionRule: reward };
const otherLine = line('flat-white', { uniqueId: 'other-line', source: otherMenu });

/** A cart as the browser saves it: every field written. */
const full: PersistedCart = {
  version: PRODUCT_VERSION,
  storeId: STORE_ID,
  timeZone: SYDNEY,
  lines: [flatWhite('coffee-line', { note: 'extra hot' }), pavlova, rewardLine],
  coupons: [coupon('WELCOME10')],
  acceptedTriggerIds: ['ht-1001-free-dessert'],
  savedCarts: { [OTHER_STORE_ID]: { lines: [otherLine], coupons: [], acceptedTriggerIds: [], timeZone: 'Australia/Melbourne' } },
};

/** The same cart as local storage holds it. */
const asStored = { ...full, lines: [full.lines[0], pavlova, storedRewardLine] };
const stored = (value: unknown) => JSON.stringify(value);
const { acceptedTriggerIds: _a, timeZone: _t, ...beforeOffers } = asStored;

it('reads a cart the browser saved field for field, reward lines included', () => {
  expect(decodePersistedCart(stored(asStored))).toEqual(full);
});

it('saves a line’s reward under the spec’s name, as carts were always saved', () => {
  expect(JSON.parse(storedCartText(full))).toEqual(asStored);
  expect(storedCartText(full)).not.toContain('"redemptionRule"');
  expect(decodePersistedCart(storedCartText(full))).toEqual(full);
});

it.each<[string, unknown, PersistedCart | null]>([
  ['saved before offers and time zones', beforeOffers, { ...full, acceptedTriggerIds: [], timeZone: null }],
  ['saved before other stores were kept', { ...asStored, savedCarts: undefined }, { ...full, savedCarts: {} }],
  ['without a store', { ...asStored, storeId: undefined }, { ...full, storeId: null }],
  ['with coupons that are no list', { ...asStored, coupons: 'WELCOME10' }, { ...full, coupons: [] }],
  ['with a bad coupon beside a good one', { ...asStored, coupons: [{ CouponCode: '' }, ...full.coupons] }, full],
  ['with a line that fails beside good ones', { ...asStored, lines: [{ ...pavlova, quantity: 99 }, ...asStored.lines] }, full],
  [
    'keeping another store’s cart saved before offers, dropping the empty and broken ones',
    { ...asStored, savedCarts: { [OTHER_STORE_ID]: { lines: [otherLine] }, '1003': { lines: [] }, '1004': { coupons: [] }, '1005': 'cart' } },
    { ...full, savedCarts: { [OTHER_STORE_ID]: { lines: [otherLine], coupons: [], acceptedTriggerIds: [], timeZone: null } } },
  ],
  ['of another product version, kept for the reducer to drop', { ...asStored, version: '0.0.1' }, { ...full, version: '0.0.1' }],
  ['without a version', { ...asStored, version: undefined }, null],
  ['without lines', { ...asStored, lines: undefined }, null],
  ['not an object', ['cart'], null],
])('reads a copy %s as before', (_name, value, expected) => {
  expect(decodePersistedCart(stored(value))).toEqual(expected);
});

it('reads nothing, or text that is not JSON, as no cart', () => {
  expect(decodePersistedCart(null)).toBeNull();
  expect(decodePersistedCart('{"version":')).toBeNull();
});
