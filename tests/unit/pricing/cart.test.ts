import { describe, expect, it } from '@jest/globals';
import { cartPanelTotals, clampQuantity, isValidItemNote, lineTaxSplit, lineTotalCents, lineUnitCents, priceCart, removeUnavailableItems } from '@/lib/domain/cart';
import { line, mod } from './fixtures';

describe('cart lines', () => {
  it('prices base plus modifiers and sub-modifiers times quantity', () => {
    const item = line({ price: 12.5, quantity: 2, modifiers: [mod('cheese', 1.2, 2), mod('combo', 4, 1, [mod('large', 0.5), mod('ice', 0.1, 3)])] });
    // 12.50 + 2×1.20 + (4 + 0.50 + 3×0.10) = 19.70 per unit
    expect(lineUnitCents(item)).toBe(1970);
    expect(lineTotalCents(item)).toBe(3940);
  });

  it('counts confirmed roll-into parts only', () => {
    const item = line({
      price: 10,
      selectedRollIntos: [
        { PriceTriggerID: 'm', isConfirmed: true, selectedModifiers: [mod('fries', 3)] },
        { PriceTriggerID: 'n', isConfirmed: false, selectedModifiers: [mod('x', 9)] },
      ],
    });
    expect(lineUnitCents(item)).toBe(1300);
  });

  it('splits tax per part, extras at their own rate', () => {
    const item = line({ price: 11, quantity: 2, modifiers: [{ ID: 'wine', Price: 5.5, TaxRate: 0, quantity: 1 }] });
    expect(lineTaxSplit(item)).toEqual({ tax: 200, excludingTax: 3100 });
  });

  it('keeps quantity within 1 to 20 and notes within 300 characters', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(25)).toBe(20);
    expect(clampQuantity(3.7)).toBe(3);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(isValidItemNote('a'.repeat(300))).toBe(true);
    expect(isValidItemNote('a'.repeat(301))).toBe(false);
    expect(isValidItemNote(undefined)).toBe(true);
  });
});

describe('menu changes', () => {
  it('removes sold-out or missing products', () => {
    const a = line({ id: 'a', price: 1 });
    const b = line({ id: 'b', price: 1 });
    const c = line({ id: 'c', price: 1 });
    const result = removeUnavailableItems([a, b, c], { a: { ID: 'a' }, b: { ID: 'b', Status: 3 } });
    expect(result.items).toEqual([a]);
    expect(result.removed).toEqual([b, c]);
    expect(result.reasons).toEqual(['soldOut', 'noLongerSold']);
    expect(removeUnavailableItems([a, b, c], { a: { ID: 'a' }, b: { ID: 'b', Status: 3 } }, ['c']).reasons).toEqual(['soldOut', 'notOnMenuNow']);
    expect(removeUnavailableItems([a, { ...b, soldout: true }], [{ ID: 'a' }, { ID: 'b', Status: 2 }]).items).toEqual([a]);
  });
});

describe('cart totals', () => {
  it('shows subtotal, delivery, tax, discount, surcharge and total', () => {
    const cart = priceCart({
      now: 1_700_000_000,
      items: [line({ price: 11, quantity: 2 }), line({ price: 5.5, modifiers: [mod('egg', 1.1)] })],
      deliveryFee: 5.5,
    });
    expect(cart.subtotal).toBe(2860);
    expect(cart.delivery).toBe(550);
    expect(cartPanelTotals(cart)).toEqual({ subtotal: 28.6, delivery: 5.5, tax: 3.1, discount: 0, surcharge: 0, total: 34.1 });
    expect(cart.coupon).toBeNull();
  });

  it('an empty cart costs nothing', () => {
    const cart = priceCart({ now: 0, items: [] });
    expect(cartPanelTotals(cart)).toEqual({ subtotal: 0, delivery: 0, tax: 0, discount: 0, surcharge: 0, total: 0 });
  });

  it('charges no delivery fee without items, however much was quoted (issue 36 #10)', () => {
    const cart = priceCart({ now: 0, items: [], deliveryFee: 7.6 });
    expect(cartPanelTotals(cart)).toEqual({ subtotal: 0, delivery: 0, tax: 0, discount: 0, surcharge: 0, total: 0 });
    expect(cart.deliveryTax).toEqual({ tax: 0, excludingTax: 0 });
    expect(priceCart({ now: 0, items: [line({ price: 1 })], deliveryFee: 7.6 }).delivery).toBe(760);
  });

  it('drops a coupon of another store and applies one of this store', () => {
    const items = [line({ price: 20 })];
    const foreign = priceCart({ now: 0, items, coupon: { CouponCode: 'X', FreeDollar: 5, CompanyID: 'other' }, storeId: 'here' });
    expect(foreign.coupon).toBeNull();
    expect(foreign.total).toBe(2000);
    const own = priceCart({ now: 0, items, coupon: { CouponCode: 'X', FreeDollar: 5, CompanyID: 'here' }, storeId: 'here' });
    expect(own.couponDiscount).toBe(500);
    expect(own.total).toBe(1500);
    expect(own.lines[0].couponDiscount).toBe(500);
    expect(own.lines[0].discountTax).toEqual({ tax: 45, excludingTax: 455 });
  });

  it('adds holiday and bank card surcharges', () => {
    const cart = priceCart({
      now: 0,
      items: [line({ price: 100 })],
      isGeneralSurchargeEnabled: true,
      holidaySurcharges: [{ ID: 'h', Name: 'Public holiday', RateType: 2, Rate: 0.15, IsTaxable: true, StartDate: '2026-12-25', EndDate: '2026-12-25' }],
      storeDay: { date: '2026-12-25', isoWeekday: 5 },
      bankSurcharges: [{ ID: 'b', CreditCard: 5, RateType: 2, Rate: 1.5, IsTaxable: true }],
      cardTypeCode: 5,
    });
    expect(cart.surcharge).toBe(1500);
    expect(cart.bankCardSurcharge?.amount).toBe(173);
    expect(cart.total).toBe(11673);
    expect(cartPanelTotals(cart).surcharge).toBe(16.73);
  });
});
