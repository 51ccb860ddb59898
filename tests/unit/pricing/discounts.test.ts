import { describe, expect, it } from '@jest/globals';
import { priceCart } from '@/lib/domain/cart';
import {
  applicableRules,
  confirmRollInto,
  discountFraction,
  evaluatePriceTriggers,
  removeRollInto,
  rollIntoOffers,
  ruleBlocker,
  type PriceTriggerLike,
} from '@/lib/domain/discounts';
import { line, mod } from './fixtures';

const NOW = 1_800_000_000;
const base: PriceTriggerLike = { ID: 'r', TriggerType: 2, TriggerMode: 0, RunType: 2, OutcomeType: 0, OutcomePriceType: 1, DiscountPercentageValue: 0.1 };

function burgers(...prices: number[]) {
  return prices.map((price, i) => line({ id: `b${i}`, uniqueId: `burger-${i}`, price, ProductCategoryIDs: ['burgers'] }));
}

describe('discount rules: applicability', () => {
  it('needs not disabled, TriggerMode not 4, coupon exclusion, MinimumSpend and StartAt..EndAt (seconds)', () => {
    const ctx = { now: NOW };
    expect(ruleBlocker(base, 1000, ctx)).toBeNull();
    expect(ruleBlocker({ ...base, IsDisabled: true }, 1000, ctx)).toBe('disabled');
    expect(ruleBlocker({ ...base, TriggerMode: 4 }, 1000, ctx)).toBe('firstOrder');
    expect(ruleBlocker({ ...base, NotApplicableWithCoupon: true }, 1000, { now: NOW, couponApplied: true })).toBe('coupon');
    expect(ruleBlocker({ ...base, NotApplicableWithCoupon: true }, 1000, ctx)).toBeNull();
    expect(ruleBlocker({ ...base, MinimumSpend: 10.01 }, 1000, ctx)).toBe('minimumSpend');
    expect(ruleBlocker({ ...base, MinimumSpend: 10 }, 1000, ctx)).toBeNull();
    expect(ruleBlocker({ ...base, StartAt: NOW + 1 }, 1000, ctx)).toBe('notStarted');
    expect(ruleBlocker({ ...base, EndAt: NOW - 1 }, 1000, ctx)).toBe('ended');
    expect(ruleBlocker({ ...base, StartAt: NOW, EndAt: NOW }, 1000, ctx)).toBeNull();
  });

  it('sorts by Priority ascending, then ID', () => {
    const rules = [
      { ...base, ID: 'c', Priority: 2 },
      { ...base, ID: 'b', Priority: 1 },
      { ...base, ID: 'a', Priority: 2 },
      { ...base, ID: 'x', IsDisabled: true },
    ];
    expect(applicableRules(rules, 0, { now: NOW }).map((r) => r.ID)).toEqual(['b', 'a', 'c']);
  });

  it('mode 1 and 2 wait for acceptance, mode 3 for the checkout page', () => {
    const items = burgers(10);
    const rules = [
      { ...base, ID: 'confirm', TriggerMode: 1 },
      { ...base, ID: 'manual', TriggerMode: 2, Priority: 1 },
      { ...base, ID: 'checkout', TriggerMode: 3, Priority: 2 },
    ];
    const before = evaluatePriceTriggers(items, rules, 1000, { now: NOW });
    expect(before.applied).toEqual([]);
    expect(before.pending.map((r) => r.ID)).toEqual(['confirm', 'manual', 'checkout']);
    const accepted = evaluatePriceTriggers(items, rules, 1000, { now: NOW, acceptedTriggerIds: ['manual'] });
    expect(accepted.applied.map((a) => a.rule.ID)).toEqual(['manual']);
    const atCheckout = evaluatePriceTriggers(items, rules, 1000, { now: NOW, onCheckoutPage: true });
    expect(atCheckout.applied.map((a) => a.rule.ID)).toEqual(['checkout']);
  });

  it('offers a waiting rule only if it would reduce the cart', () => {
    const useless = { ...base, ID: 'useless', TriggerMode: 1, ProductCategoryConditions: [{ ProductCategoryID: 'pizza' }] };
    const wholeOrder = { ...base, ID: 'order', TriggerMode: 2, TriggerType: 0, OutcomeType: 0 };
    const result = evaluatePriceTriggers(burgers(10), [useless, wholeOrder], 1000, { now: NOW });
    expect(result.pending.map((r) => r.ID)).toEqual(['order']);
  });

  it('reads whole percents as fractions', () => {
    expect(discountFraction(15)).toBe(0.15);
    expect(discountFraction(2000)).toBe(1);
    expect(discountFraction(-1)).toBe(0);
  });
});

describe('discount rules: per item', () => {
  it('10% off every item (outcome 0, no conditions, RunType 2)', () => {
    const result = evaluatePriceTriggers(burgers(10, 12.5), [base], 2250, { now: NOW });
    expect(result.lineDiscounts).toEqual([100, 125]);
    expect(result.applied[0].runs).toBe(2);
  });

  it('RunType 1 runs once, on the cheapest unit unless IsMostExpensiveFirst', () => {
    expect(evaluatePriceTriggers(burgers(10, 12), [{ ...base, RunType: 1 }], 2200, { now: NOW }).lineDiscounts).toEqual([100, 0]);
    expect(evaluatePriceTriggers(burgers(10, 12), [{ ...base, RunType: 1, IsMostExpensiveFirst: true }], 2200, { now: NOW }).lineDiscounts).toEqual([0, 120]);
  });

  it('buy 2 burgers get the cheapest free (conditions with quantity, outcome from categories)', () => {
    const rule: PriceTriggerLike = {
      ...base,
      ID: 'b2g1',
      ProductCategoryConditions: [{ ProductCategoryID: 'burgers', Quantity: 2 }],
      OutcomeType: 2,
      ProductOutcomesCategory: ['burgers'],
      OutcomePriceType: 1,
      DiscountPercentageValue: 1,
    };
    const three = evaluatePriceTriggers(burgers(14, 10, 12), [rule], 3600, { now: NOW });
    expect(three.lineDiscounts).toEqual([0, 1000, 0]);
    const six = evaluatePriceTriggers(burgers(14, 10, 12, 11, 13, 9), [rule], 6900, { now: NOW });
    expect(six.lineDiscounts).toEqual([0, 1000, 0, 0, 0, 900]);
    expect(six.applied[0].runs).toBe(2);
    const mostExpensive = evaluatePriceTriggers(burgers(14, 10, 12), [{ ...rule, IsMostExpensiveFirst: true }], 3600, { now: NOW });
    expect(mostExpensive.lineDiscounts).toEqual([1400, 0, 0]);
    expect(evaluatePriceTriggers(burgers(14, 10), [rule], 2400, { now: NOW }).applied).toEqual([]);
  });

  it('meal deal at a fixed price (conditions in three categories, outcome 0, price type 2)', () => {
    const items = [
      line({ uniqueId: 'a-main', price: 12, ProductCategoryIDs: ['mains'] }),
      line({ uniqueId: 'b-side', price: 5, categoryId: 'sides' }),
      line({ uniqueId: 'c-drink', price: 4, ProductTagIDs: ['drink'] }),
    ];
    const rule: PriceTriggerLike = {
      ...base,
      ID: 'meal',
      OutcomePriceType: 2,
      FixedPriceValue: 15,
      ProductCategoryConditions: [{ ProductCategoryID: 'mains' }, { ProductCategoryID: 'sides' }],
      ProductTagConditions: [{ ProductTagID: 'drink' }],
    };
    const result = evaluatePriceTriggers(items, [rule], 2100, { now: NOW });
    expect(result.lineDiscounts.reduce((a, b) => a + b, 0)).toBe(600);
    expect(result.lineDiscounts).toEqual([343, 143, 114]);
  });

  it('flat discounts never take a price below zero', () => {
    const result = evaluatePriceTriggers(burgers(5), [{ ...base, OutcomePriceType: 0, DiscountFlatValue: 100 }], 500, { now: NOW });
    expect(result.lineDiscounts).toEqual([500]);
  });

  it('free up to a value', () => {
    const rule = { ...base, OutcomePriceType: 3, DiscountFlatValue: 6 };
    expect(evaluatePriceTriggers(burgers(10, 4), [rule], 1400, { now: NOW }).lineDiscounts).toEqual([600, 400]);
    expect(evaluatePriceTriggers(burgers(10), [{ ...base, OutcomePriceType: 3, FixedPriceValue: 2 }], 1000, { now: NOW }).lineDiscounts).toEqual([200]);
  });

  it('no unit is discounted by two item rules; the lower Priority wins', () => {
    const half = { ...base, ID: 'half', Priority: 1, DiscountPercentageValue: 0.5, RunType: 1 };
    const tenth = { ...base, ID: 'tenth', Priority: 2 };
    const result = evaluatePriceTriggers(burgers(10, 20), [tenth, half], 3000, { now: NOW });
    expect(result.lineDiscounts).toEqual([500, 200]);
    expect(result.applied.map((a) => [a.rule.ID, a.runs])).toEqual([
      ['half', 1],
      ['tenth', 1],
    ]);
  });
});

describe('discount rules: outcomes', () => {
  const items = [
    line({ uniqueId: 'burger', id: 'burger', price: 12, ProductCategoryIDs: ['mains'] }),
    line({ uniqueId: 'cola', id: 'cola', price: 4, quantity: 2, categoryId: 'drinks', ProductTagIDs: ['cold'] }),
    line({ uniqueId: 'juice', id: 'juice', price: 5, categoryId: 'drinks', ProductTagIDs: ['cold'] }),
  ];

  it('1 products: a free cola with a burger (whole-order trigger gated by a category condition)', () => {
    const rule: PriceTriggerLike = {
      ID: 'cola',
      TriggerType: 0,
      RunType: 1,
      OutcomeType: 1,
      ProductOutcomes: ['cola'],
      OutcomePriceType: 1,
      DiscountPercentageValue: 1,
      ProductCategoryConditions: [{ ProductCategoryID: 'mains' }],
    };
    expect(evaluatePriceTriggers(items, [rule], 2500, { now: NOW }).lineDiscounts).toEqual([0, 400, 0]);
    expect(evaluatePriceTriggers(items.slice(1), [rule], 1300, { now: NOW }).applied).toEqual([]);
  });

  it('4 categories: $1 off every drink; 5 tags: 50% off every cold item', () => {
    const drinks: PriceTriggerLike = { ID: 'd', TriggerType: 2, RunType: 1, OutcomeType: 4, ProductOutcomesCategory: ['drinks'], OutcomePriceType: 0, DiscountFlatValue: 1 };
    expect(evaluatePriceTriggers(items, [drinks], 2500, { now: NOW }).lineDiscounts).toEqual([0, 200, 100]);
    const cold: PriceTriggerLike = { ID: 't', TriggerType: 2, RunType: 2, OutcomeType: 5, ProductOutcomesTag: ['cold'], OutcomePriceType: 1, DiscountPercentageValue: 50 };
    expect(evaluatePriceTriggers(items, [cold], 2500, { now: NOW }).lineDiscounts).toEqual([0, 400, 250]);
  });

  it('3 from tags: one cold item per run', () => {
    const rule: PriceTriggerLike = {
      ID: 'ft',
      TriggerType: 2,
      RunType: 1,
      OutcomeType: 3,
      ProductOutcomesTag: ['cold'],
      OutcomePriceType: 0,
      DiscountFlatValue: 1.5,
      IsMostExpensiveFirst: true,
    };
    expect(evaluatePriceTriggers(items, [rule], 2500, { now: NOW }).lineDiscounts).toEqual([0, 0, 150]);
  });

  it('whole order: one discount on what is left, the lowest Priority wins', () => {
    const item = { ...base, ID: 'item', RunType: 1, IsMostExpensiveFirst: true, DiscountPercentageValue: 0.5 };
    const tenPercent: PriceTriggerLike = { ID: 'w10', TriggerType: 0, OutcomeType: 0, OutcomePriceType: 1, DiscountPercentageValue: 0.1, Priority: 1 };
    const fivePercent: PriceTriggerLike = { ...tenPercent, ID: 'w5', DiscountPercentageValue: 0.05, Priority: 0, MinimumSpend: 100 };
    const result = evaluatePriceTriggers(items, [tenPercent, fivePercent, item], 2500, { now: NOW });
    // item rule halves the burger (12 -> 6), then 10% of the remaining 19.00
    expect(result.applied.map((a) => a.rule.ID)).toEqual(['item', 'w10']);
    expect(result.lineDiscounts.reduce((a, b) => a + b, 0)).toBe(600 + 190);
  });

  it('whole order flat with RunType 2 repeats per MinimumSpend reached, capped at the order', () => {
    const rule: PriceTriggerLike = { ID: 'w', TriggerType: 0, RunType: 2, OutcomeType: 0, OutcomePriceType: 0, DiscountFlatValue: 5, MinimumSpend: 10 };
    const result = evaluatePriceTriggers(items, [rule], 2500, { now: NOW });
    expect(result.applied[0].runs).toBe(2);
    expect(result.lineDiscounts.reduce((a, b) => a + b, 0)).toBe(1000);
    const capped = evaluatePriceTriggers(burgers(3), [{ ...rule, MinimumSpend: 0, DiscountFlatValue: 50 }], 300, { now: NOW });
    expect(capped.lineDiscounts).toEqual([300]);
    const gated = evaluatePriceTriggers(burgers(3), [{ ...rule, ProductCategoryConditions: [{ ProductCategoryID: 'none' }] }], 300, { now: NOW });
    expect(gated.applied).toEqual([]);
    const fixed = evaluatePriceTriggers(burgers(30), [{ ...rule, OutcomePriceType: 2, FixedPriceValue: 40 }], 3000, { now: NOW });
    expect(fixed.applied).toEqual([]);
  });

  it('reward lines are never discounted', () => {
    const reward = line({ price: 8, redemptionRule: { Point: 100 } });
    expect(evaluatePriceTriggers([reward], [base], 800, { now: NOW }).lineDiscounts).toEqual([0]);
  });
});

describe('discount rules: meal upgrades (roll into)', () => {
  const meal: PriceTriggerLike = {
    ID: 'meal',
    TriggerType: 1,
    RunType: 2,
    OutcomePriceType: 2,
    FixedPriceValue: 15,
    ProductCategoryConditions: [{ ProductCategoryID: 'burgers' }],
  };
  const burger = line({ uniqueId: 'burger', price: 12, quantity: 2, ProductCategoryIDs: ['burgers'] });

  it('offers the upgrade to matching lines only', () => {
    expect(rollIntoOffers(burger, [meal, base], 2400, { now: NOW }).map((r) => r.ID)).toEqual(['meal']);
    expect(rollIntoOffers(line({ price: 3 }), [meal], 300, { now: NOW })).toEqual([]);
    expect(rollIntoOffers(line({ price: 3, redemptionRule: { Point: 1 } }), [meal], 300, { now: NOW })).toEqual([]);
  });

  it('confirm, edit and remove when no parts are chosen', () => {
    const confirmed = confirmRollInto(burger, 'meal', [mod('fries', 5), mod('cola', 4)]);
    expect(confirmed.selectedRollIntos).toEqual([{ PriceTriggerID: 'meal', isConfirmed: true, selectedModifiers: [mod('fries', 5), mod('cola', 4)] }]);
    const edited = confirmRollInto(confirmed, 'meal', [mod('salad', 6)]);
    expect(edited.selectedRollIntos?.[0].selectedModifiers).toEqual([mod('salad', 6)]);
    expect(confirmRollInto(edited, 'meal', []).selectedRollIntos).toEqual([]);
    expect(removeRollInto(edited, 'meal').selectedRollIntos).toEqual([]);
  });

  it('prices each confirmed meal at the fixed price', () => {
    const confirmed = confirmRollInto(burger, 'meal', [mod('fries', 5), mod('cola', 4)]);
    const cart = priceCart({ now: NOW, items: [confirmed], priceTriggers: [meal] });
    // each unit 12 + 5 + 4 = 21, meal price 15 -> 6 off per unit
    expect(cart.subtotal).toBe(4200);
    expect(cart.triggerDiscount).toBe(1200);
    const once = priceCart({ now: NOW, items: [confirmed], priceTriggers: [{ ...meal, RunType: 1 }] });
    expect(once.triggerDiscount).toBe(600);
    const unconfirmed = priceCart({ now: NOW, items: [burger], priceTriggers: [meal] });
    expect(unconfirmed.triggerDiscount).toBe(0);
    const stale = priceCart({ now: NOW, items: [{ ...confirmed, ProductCategoryIDs: ['salads'] }], priceTriggers: [meal] });
    expect(stale.triggerDiscount).toBe(0);
  });
});

describe('discount rules: applied records', () => {
  it('writes every field with 0.1 tax, and links condition lines when IsOutcomeLinkedToProduct', () => {
    const rule: PriceTriggerLike = {
      ID: 77,
      TriggerType: 2,
      RunType: 2,
      ProductCategoryConditions: [{ ProductCategoryID: 'burgers', Quantity: 2 }],
      OutcomeType: 2,
      ProductOutcomesCategory: ['drinks'],
      OutcomePriceType: 1,
      DiscountPercentageValue: 1,
      IsOutcomeLinkedToProduct: true,
    };
    const items = [
      line({ uniqueId: 'burgers', price: 10, quantity: 2, ProductCategoryIDs: ['burgers'] }),
      line({ uniqueId: 'cola', price: 4.4, quantity: 3, categoryId: 'drinks' }),
    ];
    const cart = priceCart({ now: NOW, items, priceTriggers: [rule] });
    expect(cart.appliedPriceTriggerRecords).toEqual([
      {
        PriceTriggerID: 77,
        AffectedOrderItemAndQuantity: { burgers: 2 },
        AppliedQuantity: 1,
        ModifyingTax: 0,
        ModifyingExcludingTax: 0,
        AffectedOrderItemQuantity: 2,
        IsResultOrderItem: false,
      },
      {
        PriceTriggerID: 77,
        AffectedOrderItemAndQuantity: { cola: 1 },
        AppliedQuantity: 1,
        ModifyingTax: -0.4,
        ModifyingExcludingTax: -4,
        AffectedOrderItemQuantity: 1,
        IsResultOrderItem: true,
      },
    ]);
    const unlinked = priceCart({ now: NOW, items, priceTriggers: [{ ...rule, IsOutcomeLinkedToProduct: false }] });
    expect(unlinked.appliedPriceTriggerRecords.map((r) => r.IsResultOrderItem)).toEqual([true]);
  });

  it('drops rules NotApplicableWithCoupon when a coupon is applied', () => {
    const items = burgers(10);
    const cart = priceCart({ now: NOW, items, priceTriggers: [{ ...base, NotApplicableWithCoupon: true }], coupon: { CouponCode: 'C', FreeDollar: 1 } });
    expect(cart.triggerDiscount).toBe(0);
    expect(cart.couponDiscount).toBe(100);
  });
});
