import fc from 'fast-check';
import type { CartItem, CartModifier } from '@/lib/domain/cart';
import type { CouponLike } from '@/lib/domain/coupons';
import type { PriceTriggerLike } from '@/lib/domain/discounts';

const dollars = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
const category = fc.constantFrom('a', 'b', 'c');
const tag = fc.constantFrom('x', 'y');
const rate = fc.constantFrom(0, 0.1, 0.07, 0.11);

const subModifier: fc.Arbitrary<CartModifier> = fc.record({ ID: fc.constantFrom('s1', 's2'), Price: dollars(2), quantity: fc.integer({ min: 1, max: 3 }) });
const modifier: fc.Arbitrary<CartModifier> = fc.record({
  ID: fc.constantFrom('m1', 'm2', 'm3'),
  Name: fc.constant('mod'),
  Price: dollars(5),
  TaxRate: fc.option(rate, { nil: undefined }),
  quantity: fc.integer({ min: 1, max: 3 }),
  selectedSubmodifiers: fc.array(subModifier, { maxLength: 2 }),
});

const itemBody = fc.record({
  id: fc.constantFrom('p1', 'p2', 'p3', 'p4'),
  name: fc.constant('item'),
  price: dollars(60),
  tax: rate,
  quantity: fc.integer({ min: 1, max: 20 }),
  categoryId: category,
  ProductCategoryIDs: fc.array(category, { maxLength: 2 }),
  ProductTagIDs: fc.array(tag, { maxLength: 2 }),
  modifiers: fc.array(modifier, { maxLength: 3 }),
  reward: fc.boolean(),
});

/** Carts of up to `max` lines with unique uniqueIds. */
export function cartArb(max = 8): fc.Arbitrary<CartItem[]> {
  return fc
    .array(itemBody, { minLength: 1, maxLength: max })
    .map((bodies) => bodies.map(({ reward, ...b }, i) => ({ ...b, uniqueId: `line-${i}`, redemptionRule: reward && i % 5 === 4 ? { Point: 10 } : undefined })));
}

export const ruleArb: fc.Arbitrary<PriceTriggerLike> = fc.record({
  ID: fc.integer({ min: 1, max: 50 }),
  TriggerType: fc.constantFrom(0, 1, 2),
  TriggerMode: fc.constantFrom(0, 0, 0, 1, 3, 4),
  OutcomeType: fc.constantFrom(0, 1, 2, 3, 4, 5),
  OutcomePriceType: fc.constantFrom(0, 1, 2, 3),
  RunType: fc.constantFrom(1, 2),
  Priority: fc.integer({ min: 0, max: 5 }),
  IsDisabled: fc.constantFrom(false, false, false, true),
  NotApplicableWithCoupon: fc.constantFrom(false, false, true),
  MinimumSpend: fc.option(dollars(40), { nil: undefined, freq: 2 }),
  DiscountPercentageValue: fc.option(
    fc.integer({ min: 0, max: 100 }).map((p) => p / 100),
    { nil: undefined },
  ),
  DiscountFlatValue: fc.option(dollars(30), { nil: undefined }),
  FixedPriceValue: fc.option(dollars(30), { nil: undefined }),
  ProductCategoryConditions: fc.array(fc.record({ ProductCategoryID: category, Quantity: fc.integer({ min: 1, max: 2 }) }), { maxLength: 1 }),
  ProductTagConditions: fc.array(fc.record({ ProductTagID: tag, Quantity: fc.integer({ min: 1, max: 2 }) }), { maxLength: 1 }),
  ProductOutcomes: fc.array(fc.constantFrom('p1', 'p2', 'p3'), { maxLength: 2 }),
  ProductOutcomesCategory: fc.array(category, { maxLength: 2 }),
  ProductOutcomesTag: fc.array(tag, { maxLength: 1 }),
  IsMostExpensiveFirst: fc.boolean(),
  IsOutcomeLinkedToProduct: fc.boolean(),
});

/** Rules with distinct ids. */
export const rulesArb = fc.uniqueArray(ruleArb, { maxLength: 8, selector: (r) => r.ID });

export const couponArb: fc.Arbitrary<CouponLike | null> = fc.option(
  fc.record({
    CouponCode: fc.constantFrom('SAVE', 'FREE'),
    PercentageValue: fc.option(
      fc.integer({ min: 0, max: 100 }).map((p) => p / 100),
      { nil: undefined },
    ),
    FreeDollar: fc.option(dollars(40), { nil: undefined }),
    CouponCategory: fc.option(
      fc.array(
        category.map((ID) => ({ ID })),
        { maxLength: 2 },
      ),
      { nil: undefined },
    ),
  }),
  { nil: null, freq: 2 },
);

/** A shuffle of the cart, driven by fast-check so failures shrink. */
export function shuffled<T>(items: readonly T[], keys: readonly number[]): T[] {
  return items
    .map((item, i) => ({ item, key: keys[i % Math.max(1, keys.length)] ?? 0, i }))
    .sort((a, b) => a.key - b.key || b.i - a.i)
    .map((x) => x.item);
}
