/**
 * The store screen's cart rules that reach the screen (issue #12): delivery fee in the totals,
 * minimum purchase of the chosen order type, coupon chips used only while they reduce the cart,
 * and the active menu following the clock.
 */
import { priceStoreCart } from '@/lib/client/cart';
import { isCouponUsed } from '@/lib/domain/cart/coupon-used';
import { removeUnavailableItems } from '@/lib/domain/cart/menu-sync';
import { selectActiveMenu } from '@/lib/domain/menu/active-menu';
import { toCents } from '@/lib/domain/money';
import { minimumOrderMessage, ruleKeyOfSessionOrderType } from '@/lib/domain/order/minimum-order';
import { buildDemoData } from '@/lib/seed';
import { coupon, DEMO_NOW, flatWhite, menu, store } from './demo-cart';

const NOW = DEMO_NOW;

describe('delivery fee in the cart totals', () => {
  it('adds the quoted $7.60 to the total and shows it as the delivery row', () => {
    const without = priceStoreCart([flatWhite('a')], [], menu, store, { now: NOW });
    const withFee = priceStoreCart([flatWhite('a')], [], menu, store, { now: NOW, deliveryFee: 7.6 });
    expect(withFee.delivery).toBe(7.6);
    expect(toCents(withFee.total)).toBe(toCents(without.total) + 760);
    expect(withFee.subtotal).toBe(without.subtotal);
  });
});

describe('minimum purchase of the chosen order type', () => {
  it.each([
    ['MENU_DEL', 10],
    ['MENU_TAK', 3],
    ['MENU_DIN', 2],
    [null, null],
  ])('reads the rule of session type %p under key %p', (session, key) => {
    expect(ruleKeyOfSessionOrderType(session)).toBe(key);
  });

  it('asks $25.00 for delivery at the flagship against the subtotal excluding delivery', () => {
    const totals = priceStoreCart([flatWhite('a')], [], menu, store, { now: NOW, deliveryFee: 30 });
    // The fee would lift the total above $25; the rule looks at the subtotal only.
    expect(totals.total).toBeGreaterThan(25);
    expect(minimumOrderMessage(store.OrderTypeConstraintRules, ruleKeyOfSessionOrderType('MENU_DEL')!, toCents(totals.subtotal), store.CurrencyLocaleName)).toEqual({
      key: 'order.minimumPurchase',
      values: { amount: '$25.00' },
    });
    expect(minimumOrderMessage(store.OrderTypeConstraintRules, ruleKeyOfSessionOrderType('MENU_TAK')!, toCents(totals.subtotal), store.CurrencyLocaleName)).toBeNull();
  });
});

describe('coupon chips', () => {
  it('reads used while the coupon reduces the cart', () => {
    const totals = priceStoreCart([flatWhite('a')], [coupon('WELCOME10')], menu, store, { now: NOW });
    expect(totals.priced.couponDiscount).toBeGreaterThan(0);
    expect(isCouponUsed(totals.priced)).toBe(true);
  });

  it('reads unused once the cart no longer reaches the coupon (FREE5 needs $30)', () => {
    const totals = priceStoreCart([flatWhite('a')], [coupon('FREE5')], menu, store, { now: NOW });
    expect(totals.priced.couponDiscount).toBe(0);
    expect(isCouponUsed(totals.priced)).toBe(false);
  });

  it('reads unused when the coupon matches nothing in the cart (DESSERT20 without desserts)', () => {
    const totals = priceStoreCart([flatWhite('a')], [coupon('DESSERT20')], menu, store, { now: NOW });
    expect(isCouponUsed(totals.priced)).toBe(false);
  });
});

describe('active menu at the hotel (breakfast 06:00–11:00 Darwin)', () => {
  const demo = buildDemoData();
  const hotel = demo.stores.find((s) => s.ID === '3001')!;
  const menus = demo.menus['3001'];
  const at = (iso: string) => selectActiveMenu(menus, { now: new Date(iso), timeZone: hotel.TimezoneIanaFormat, menuQuery: null })!;

  it('switches from breakfast to the all-day menu at 11:00 while the page is open', () => {
    // Darwin is UTC+9:30: 10:59:30 local is 01:29:30 UTC, 11:00:00 is 01:30:00.
    expect(at('2026-06-15T01:29:30Z').MenuName).toBe('Breakfast in bed');
    expect(at('2026-06-15T01:30:00Z').MenuName).not.toBe('Breakfast in bed');
  });

  it('drops from the cart the lines the new menu lacks', () => {
    const breakfast = at('2026-06-15T01:29:30Z');
    const allDay = at('2026-06-15T01:30:00Z');
    const onlyBreakfast = Object.keys(breakfast.Products).find((id) => !allDay.Products[id])!;
    const shared = Object.keys(breakfast.Products).find((id) => allDay.Products[id]);
    const lines = [onlyBreakfast, shared]
      .filter((id): id is string => Boolean(id))
      .map((id, index) => ({ id, uniqueId: `u${index}`, name: breakfast.Products[id].Name, price: 10, quantity: 1 }));
    const { items, removed } = removeUnavailableItems(lines, allDay.Products);
    expect(removed.map((line) => line.id)).toEqual([onlyBreakfast]);
    expect(items.map((line) => line.id)).not.toContain(onlyBreakfast);
  });
});
