/**
 * The one pricing context (lib/domain/cart/pricing-context.ts): the browser's cart totals and
 * the server's repricing both price through it, so over random carts and moments the figures the
 * checkout page shows are the ones the server takes, to the cent.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { priceStoreCart, type TAppliedCoupon, type TCartLine } from '@/lib/client/cart';
import { repriceFromMenu } from '@/lib/domain/cart';
import { priceInContext } from '@/lib/domain/cart/pricing-context';
import { cardTypeCodeForPayment } from '@/lib/domain/surcharges';
import { PAYMENT_METHOD } from '@/lib/domain/order/codes';
import { priceOrder } from '@/lib/server/checkout/price-order';
import type { TStore } from '@/lib/schemas/entities';
import { coupon, DEMO_NOW, flatWhite, line, menu, store } from '../client/demo-cart';

// Every Monday in June 2026 carries a 10% holiday surcharge, so the store-local day matters.
const holidayStore: TStore = {
  ...store,
  IsGeneralSurchargeEnabled: true,
  SurchargeHolidaySettings: [{ ID: 'monday', Name: 'Public holiday', DayOfWeek: 1, StartDate: '2026-06-01', EndDate: '2026-06-30', RateType: 2, Rate: 0.1, IsTaxable: true }],
  SurchargeBankSettings: [{ CreditCard: 5, AmountMinimum: 0, AmountMaximum: 10000, RateType: 2, Rate: 0.015, IsTaxable: true }],
};

const templates: ((id: string) => TCartLine)[] = [
  (id) => flatWhite(id),
  (id) => line('cappuccino', { uniqueId: id, options: [['coffee-size-large', 1]] }),
  (id) => line('classic-cheeseburger', { uniqueId: id }),
  (id) => line('pavlova', { uniqueId: id }),
  (id) => line('pad-thai', { uniqueId: id }),
  (id) => line('grilled-barramundi', { uniqueId: id }),
];
const coupons: (TAppliedCoupon | null)[] = [null, coupon('WELCOME10'), coupon('FREE5'), coupon('DESSERT20')];
const methods = [PAYMENT_METHOD.card, PAYMENT_METHOD.cash, PAYMENT_METHOD.points];
const triggerIds = (menu.PriceTriggers ?? []).map((trigger) => String(trigger.ID));

const moment = fc.record({
  lines: fc.array(fc.record({ t: fc.nat(templates.length - 1), q: fc.integer({ min: 1, max: 6 }) }), { maxLength: 8 }),
  coupon: fc.constantFrom(...coupons),
  accepted: fc.subarray(triggerIds),
  deliveryFee: fc.option(fc.constantFrom(0, 5.5, 7.6, 12.35)),
  method: fc.constantFrom(...methods),
  funding: fc.constantFrom('credit' as const, 'debit' as const, null),
  // A week around the tests' Monday, so the holiday applies on some days and not on others.
  now: fc.integer({ min: DEMO_NOW - 3 * 86_400, max: DEMO_NOW + 3 * 86_400 }),
  store: fc.constantFrom(store, holidayStore),
});

describe('the one pricing context', () => {
  it('the checkout page’s figures in the browser are the server’s repricing, to the cent', () => {
    fc.assert(
      fc.property(moment, (m) => {
        const lines = m.lines.map((l, i) => ({ ...templates[l.t](`line-${i}`), quantity: l.q }));
        const cardTypeCode = cardTypeCodeForPayment(m.method, m.funding);
        const browser = priceStoreCart(lines, m.coupon ? [m.coupon] : [], menu, m.store, {
          now: m.now,
          deliveryFee: m.deliveryFee,
          acceptedTriggerIds: m.accepted,
          onCheckoutPage: true,
          cardTypeCode,
        });
        const { items } = repriceFromMenu(lines, menu);
        const server = priceOrder({
          items,
          menu,
          store: m.store,
          nowSeconds: m.now,
          coupon: m.coupon,
          acceptedTriggerIds: m.accepted,
          deliveryFee: m.deliveryFee,
          paymentMethod: m.method,
          cardFunding: m.funding,
        });
        expect(browser.priced).toEqual(server);
        expect(server).toEqual(
          priceInContext(items, m.store, menu, { now: m.now, coupon: m.coupon, acceptedTriggerIds: m.accepted, onCheckoutPage: true, deliveryFee: m.deliveryFee, cardTypeCode }),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('both sides reach the engine only through it', () => {
    for (const file of ['lib/client/cart/cart-totals.ts', 'lib/server/checkout/price-order.ts']) {
      const source = fs.readFileSync(path.join(process.cwd(), file), 'utf8');
      expect(`${file}: ${/\bpriceInContext\(/.test(source)}`).toBe(`${file}: true`);
      expect(`${file}: ${/\bpriceCart\(/.test(source)}`).toBe(`${file}: false`);
    }
  });
});
