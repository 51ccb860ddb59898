import { priceStoreCart } from '@/lib/client/cart';
import { discountLineLabel, discountLines, type DiscountLine } from '@/lib/domain/cart';
import { displayPercent } from '@/lib/domain/discounts/percent';
import { coupon, line, menu, store } from '../client/demo-cart';

const NOW = 1_781_500_000; // Mon 15 June 2026, inside every demo rule's window
const burger = line('classic-cheeseburger', { uniqueId: 'burger' }); // $18
const fries = line('shoestring-fries', { uniqueId: 'fries' }); // $8, a side

function priced(lines: Parameters<typeof priceStoreCart>[0], coupons: Parameters<typeof priceStoreCart>[1] = []) {
  return priceStoreCart(lines, coupons, menu, store, { now: NOW, onCheckoutPage: true }).priced;
}

describe('discount lines (issue 36): each rule and the coupon on a line of its own', () => {
  it('splits the audit’s $4.04: 20% off the side ($1.60), then WELCOME10’s 10% of the rest ($2.44)', () => {
    const cart = priced([burger, fries], [coupon('WELCOME10')]);
    expect(cart.discount).toBe(404);
    expect(discountLines(cart)).toEqual([
      { kind: 'rule', key: 'rule-ht-1001-sides-checkout', name: '20% off sides at checkout', percent: 20, amount: 160 },
      { kind: 'coupon', key: 'coupon-WELCOME10', code: 'WELCOME10', percent: 10, amount: 244 },
    ]);
  });

  it('adds up to the cart’s discount to the cent, whatever applies', () => {
    for (const [lines, coupons] of [
      [[burger], []],
      [[burger, fries], []],
      [[line('classic-cheeseburger', { uniqueId: 'b', quantity: 5 }), fries], [coupon('WELCOME10')]],
      [[line('classic-cheeseburger', { uniqueId: 'b', quantity: 3 })], [coupon('FREE5')]],
    ] as const) {
      const cart = priced([...lines], [...coupons]);
      expect(discountLines(cart).reduce((sum, each) => sum + each.amount, 0)).toBe(cart.discount);
    }
  });

  it('names a dollar coupon by its code alone, and shows nothing without a discount', () => {
    expect(discountLines(priced([line('classic-cheeseburger', { uniqueId: 'b', quantity: 2 })], [coupon('FREE5')]))).toEqual([
      { kind: 'coupon', key: 'coupon-FREE5', code: 'FREE5', percent: null, amount: 500 },
    ]);
    expect(discountLines(priced([burger]))).toEqual([]);
  });

  it.each<[DiscountLine, ReturnType<typeof discountLineLabel>]>([
    [
      { kind: 'rule', key: 'r', name: '20% off sides at checkout', percent: 20, amount: 160 },
      { key: 'discountRule', values: { name: '20% off sides at checkout' } },
    ],
    [
      { kind: 'rule', key: 'r', name: 'Happy hour', percent: 12.5, amount: 100 },
      { key: 'discountRulePercent', values: { name: 'Happy hour', percent: 12.5 } },
    ],
    [
      { kind: 'rule', key: 'r', name: 'Kids eat free', percent: null, amount: 100 },
      { key: 'discountRule', values: { name: 'Kids eat free' } },
    ],
    [
      { kind: 'rule', key: 'r', name: null, percent: 15, amount: 100 },
      { key: 'discountPercent', values: { percent: 15 } },
    ],
    [
      { kind: 'rule', key: 'r', name: null, percent: null, amount: 100 },
      { key: 'discount', values: {} },
    ],
    [
      { kind: 'coupon', key: 'c', code: 'WELCOME10', percent: 10, amount: 244 },
      { key: 'couponPercent', values: { code: 'WELCOME10', percent: 10 } },
    ],
    [
      { kind: 'coupon', key: 'c', code: 'FREE5', percent: null, amount: 500 },
      { key: 'coupon', values: { code: 'FREE5' } },
    ],
  ])('labels line %#', (discount, label) => {
    expect(discountLineLabel(discount)).toEqual(label);
  });

  it.each([
    [0.2, 20],
    [0.15, 15],
    [0.125, 12.5],
    [20, 20],
    [null, 0],
  ])('shows the fraction %p as %p percent (part 1 §9)', (fraction, percent) => {
    expect(displayPercent(fraction)).toBe(percent);
  });
});
