import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { priceCart, type CartItem, type PriceCartInput, type PricedCart } from '@/lib/domain/cart';
import { buildOrderPayload, buildTrackingOrder, orderTotals, type BuildOrderInput, type OrderExtra } from '@/lib/domain/order';
import { discountLines } from '@/lib/domain/cart/discount-lines';
import { confirmRollInto } from '@/lib/domain/discounts';
import { cartArb, couponArb, rulesArb, shuffled } from './arbitraries';

const NOW = 1_800_000_000;
const cents = (x: number) => Math.round(x * 100);

function withMeals(items: CartItem[]): CartItem[] {
  // Give some lines a confirmed meal upgrade so roll-into rules take part.
  return items.map((item, i) => (i % 3 === 0 ? confirmRollInto(item, i % 2 === 0 ? 1 : 2, [{ ID: 'side', Price: 3, quantity: 1 }]) : item));
}

const inputArb = fc.record({
  items: cartArb(),
  rules: rulesArb,
  coupon: couponArb,
  delivery: fc.integer({ min: 0, max: 2000 }).map((c) => c / 100),
  card: fc.constantFrom(null, 5, 3),
  holiday: fc.boolean(),
});

type Generated = { items: CartItem[]; rules: PriceCartInput['priceTriggers']; coupon: PriceCartInput['coupon']; delivery: number; card: number | null; holiday: boolean };

function toInput(x: Generated): PriceCartInput {
  return {
    now: NOW,
    items: withMeals(x.items),
    priceTriggers: x.rules,
    coupon: x.coupon,
    deliveryFee: x.delivery,
    cardTypeCode: x.card,
    bankSurcharges: [{ CreditCard: 5, RateType: 2, Rate: 0.015, IsTaxable: true }],
    isGeneralSurchargeEnabled: x.holiday,
    holidaySurcharges: [{ ID: 'h', RateType: 2, Rate: 0.1, IsTaxable: true }],
    storeDay: { date: '2026-12-25', isoWeekday: 5 },
    onCheckoutPage: true,
    acceptedTriggerIds: [1, 2, 3],
  };
}

function orderOf(cart: PricedCart, kind: BuildOrderInput['kind']): BuildOrderInput {
  return {
    cart,
    kind,
    paymentMethod: 1,
    store: { ID: 's', Name: 'S' },
    ids: { orderUdid: 'o', paymentUdid: 'p' },
    createdOn: NOW,
    scheduledTime: NOW,
    contact: { FirstName: 'A', LastName: 'B', Email: 'a@b.c', Phone: '0400000000' },
  };
}

function extrasSum(list: readonly OrderExtra[]): number {
  return list.reduce((s, e) => s + cents(e.FinalPriceExcludingTax) + cents(e.FinalTax) + extrasSum(e.ChildrenOrderExtras), 0);
}

describe('pricing properties (random carts, rules and coupons)', () => {
  it('totals are never negative and discounts never exceed what a line costs', () => {
    fc.assert(
      fc.property(inputArb, (x) => {
        const cart = priceCart(toInput(x));
        expect(cart.total).toBeGreaterThanOrEqual(0);
        expect(cart.discount).toBeLessThanOrEqual(cart.subtotal);
        for (const line of cart.lines) {
          expect(line.discount).toBeGreaterThanOrEqual(0);
          expect(line.final).toBeGreaterThanOrEqual(0);
        }
        expect(cart.total).toBe(cart.subtotal - cart.discount + cart.delivery + cart.surcharge + (cart.bankCardSurcharge?.amount ?? 0));
      }),
      { numRuns: 300 },
    );
  });

  it('tax never exceeds the price', () => {
    fc.assert(
      fc.property(inputArb, (x) => {
        const cart = priceCart(toInput(x));
        expect(cart.totalTax.tax).toBeGreaterThanOrEqual(0);
        expect(cart.totalTax.tax).toBeLessThanOrEqual(cart.total);
        expect(cart.totalTax.tax + cart.totalTax.excludingTax).toBe(cart.total);
        for (const line of cart.lines) {
          expect(line.finalTax).toBeGreaterThanOrEqual(0);
          expect(line.finalTax).toBeLessThanOrEqual(line.final);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a stored order reads back as the lines the checkout showed, adding up to the charged total', () => {
    fc.assert(
      fc.property(inputArb, (x) => {
        const cart = priceCart(toInput(x));
        // As the order's documents keep it (lib/server/orders/order-documents.ts).
        const { lines, totalCents, taxCents } = orderTotals({ ...buildTrackingOrder(orderOf(cart, 'delivery')), DiscountLines: discountLines(cart) });
        expect(totalCents).toBe(cart.total);
        expect(taxCents).toBe(cart.totalTax.tax);
        expect(lines.reduce((sum, line) => sum + line.cents, 0)).toBe(cart.total);
        expect(lines[0]).toEqual({ kind: 'subtotal', cents: cart.subtotal });
        expect(lines.filter((line) => line.kind === 'discountLine').map((line) => -line.cents)).toEqual(discountLines(cart).map((line) => line.amount));
        expect(lines.find((line) => line.kind === 'deliveryFee')?.cents ?? 0).toBe(cart.delivery);
        expect(lines.find((line) => line.kind === 'surcharge')?.cents ?? 0).toBe(cart.surcharge);
        expect(lines.find((line) => line.kind === 'cardSurcharge')?.cents ?? 0).toBe(cart.bankCardSurcharge?.amount ?? 0);
      }),
      { numRuns: 200 },
    );
  });

  it('the order items and extras add up to the order totals to the cent', () => {
    fc.assert(
      fc.property(inputArb, (x) => {
        const cart = priceCart(toInput(x));
        const payload = buildOrderPayload(orderOf(cart, 'pickup'));
        const items = payload.OrderItems.reduce((s, i) => s + cents(i.FinalTotalExcludingTax) + cents(i.FinalTotalTax) + extrasSum(i.OrderExtras), 0);
        expect(items).toBe(cents(payload.SubtotalExcludingTax) + cents(payload.SubtotalTax));
        expect(cents(payload.SubtotalTax)).toBe(
          payload.OrderItems.reduce((s, i) => s + cents(i.FinalTotalTax), 0) + payload.OrderItems.reduce((s, i) => s + extrasTax(i.OrderExtras), 0),
        );
        const modifying = payload.OrderItems.reduce((s, i) => s - cents(i.ModifyingExcludingTax) - cents(i.ModifyingTax), 0);
        expect(modifying).toBe(cents(payload.DiscountExcludingTax) + cents(payload.DiscountTax));
        const total = cents(payload.TotalExcludingTax) + cents(payload.TotalTax);
        expect(total).toBe(cents(payload.PaymentTransactions[0].Amount));
        expect(total).toBe(
          cents(payload.SubtotalExcludingTax) +
            cents(payload.SubtotalTax) -
            modifying +
            cents(payload.FreightExcludingTax) +
            cents(payload.FreightTax) +
            cents(payload.POSSurchargeExcludingTax) +
            cents(payload.POSSurchargeTax) +
            cents(payload.BankCardSurcharge),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('no unit is used by two item rules, and at most one whole-order discount applies', () => {
    fc.assert(
      fc.property(inputArb, (x) => {
        const cart = priceCart(toInput(x));
        const used = new Map<number, number>();
        let wholeOrder = 0;
        for (const application of cart.appliedPriceTriggers) {
          const isWholeOrder = (application.rule.TriggerType ?? 0) === 0 && (application.rule.OutcomeType ?? 0) === 0;
          if (isWholeOrder) {
            wholeOrder += 1;
            continue;
          }
          for (const effect of application.effects) used.set(effect.line, (used.get(effect.line) ?? 0) + effect.resultUnits + effect.conditionUnits);
        }
        expect(wholeOrder).toBeLessThanOrEqual(1);
        const canonical = [...cart.lines].sort((a, b) => (a.item.uniqueId < b.item.uniqueId ? -1 : 1));
        for (const [line, units] of used) expect(units).toBeLessThanOrEqual(canonical[line].item.quantity);
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic and independent of the order of the cart', () => {
    fc.assert(
      fc.property(inputArb, fc.array(fc.integer(), { minLength: 1, maxLength: 8 }), (x, keys) => {
        const input = toInput(x);
        const a = priceCart(input);
        const again = priceCart(input);
        expect(again).toEqual(a);
        const b = priceCart({ ...input, items: shuffled(input.items, keys), priceTriggers: shuffled(input.priceTriggers ?? [], keys) });
        const byUid = (cart: typeof a) => Object.fromEntries(cart.lines.map((l) => [l.item.uniqueId, [l.discount, l.finalTax, l.couponDiscount]]));
        expect(byUid(b)).toEqual(byUid(a));
        expect(b.total).toBe(a.total);
        expect(b.totalTax).toEqual(a.totalTax);
        expect(b.appliedPriceTriggerRecords).toEqual(a.appliedPriceTriggerRecords);
      }),
      { numRuns: 200 },
    );
  });
});

function extrasTax(list: readonly OrderExtra[]): number {
  return list.reduce((s, e) => s + cents(e.FinalTax) + extrasTax(e.ChildrenOrderExtras), 0);
}
