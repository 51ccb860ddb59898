import { priceStoreCart } from '@/lib/client/cart';
import { EMPTY_CART_TOTALS } from '@/lib/client/cart/empty-totals';
import { coupon, flatWhite, line, menu, OTHER_STORE_ID, SOLD_OUT_PRODUCT_ID, store } from './demo-cart';

const NOW = 1_781_500_000; // Mon 15 June 2026, no holiday surcharge, no rule window closed

describe('priceStoreCart: the cart panel’s numbers from the domain engine', () => {
  it('two large oat flat whites with an extra shot: $7.20 each, 10% coupon, $7.50 delivery', () => {
    const totals = priceStoreCart([flatWhite('a', { quantity: 2 })], [coupon('WELCOME10')], menu, store, { now: NOW, deliveryFee: 7.5 });
    expect(totals).toMatchObject({ subtotal: 14.4, discount: 1.44, delivery: 7.5, surcharge: 0, total: 20.46, itemCount: 2 });
    // GST is included and rounded per part, as on the order items: base $10 gives 0.91, the two
    // $1.60 options 0.15 each, the $1.20 shots 0.11 (1.32); 90% of it after the coupon is 1.19;
    // the delivery fee adds 0.68.
    expect(totals.tax).toBe(1.87);
  });

  it('prices from the menu, not from the price the browser kept', () => {
    const cheap = { ...flatWhite('a'), price: 0.01 };
    expect(priceStoreCart([cheap], [], menu, store, { now: NOW }).subtotal).toBe(7.2);
  });

  it('leaves sold-out products out and reports them', () => {
    const totals = priceStoreCart([flatWhite('a'), line(SOLD_OUT_PRODUCT_ID, { uniqueId: 's' })], [], menu, store, { now: NOW });
    expect(totals.subtotal).toBe(7.2);
    expect(totals.itemCount).toBe(1);
    expect(totals.unavailable.map((l) => l.name)).toEqual(['Grilled barramundi']);
  });

  it('applies the menu’s automatic price triggers ($3 off a dessert with a coffee)', () => {
    const totals = priceStoreCart([flatWhite('a'), line('pavlova', { uniqueId: 'b' })], [], menu, store, { now: NOW });
    expect(totals.subtotal).toBe(21.2);
    expect(totals.discount).toBe(3);
  });

  it('ignores a coupon of another store', () => {
    const totals = priceStoreCart([flatWhite('a')], [coupon('WELCOME10', OTHER_STORE_ID)], menu, store, { now: NOW });
    expect(totals.discount).toBe(0);
    expect(totals.priced.coupon).toBeNull();
  });

  it('an empty cart costs nothing', () => {
    expect(priceStoreCart([], [], menu, store, { now: NOW })).toMatchObject({ subtotal: 0, total: 0, itemCount: 0 });
  });

  it('an empty cart without delivery fee prices exactly as the constant the page uses before the engine loads', () => {
    expect(priceStoreCart([], [], menu, store, { now: NOW })).toEqual(EMPTY_CART_TOTALS);
    expect(priceStoreCart([], [], menu, { ...store, SurchargeHolidaySettings: [] }, { now: NOW, cardTypeCode: 5 })).toEqual(EMPTY_CART_TOTALS);
  });

  it('shows no delivery fee once no line is left: an empty cart, or one whose only product sold out', () => {
    expect(priceStoreCart([], [], menu, store, { now: NOW, deliveryFee: 7.6 })).toEqual(EMPTY_CART_TOTALS);
    const soldOut = priceStoreCart([line(SOLD_OUT_PRODUCT_ID, { uniqueId: 's' })], [], menu, store, { now: NOW, deliveryFee: 7.6 });
    expect(soldOut).toMatchObject({ delivery: 0, total: 0, itemCount: 0 });
  });
});
