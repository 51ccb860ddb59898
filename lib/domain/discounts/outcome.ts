/** Which units receive a rule's outcome, and how much one priced group of units is reduced by. */
import { multiplyCents, toCents, type Cents } from '../money/cents';
import { discountFraction } from './percent';
import { OUTCOME_PRICE_TYPE, OUTCOME_TYPE, type PriceTriggerLike } from './types';
import type { Unit } from './units';

function idSet(ids: readonly (string | number)[] | null | undefined): Set<string> {
  return new Set((ids ?? []).map(String));
}

function intersects(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const value of a) if (b.has(value)) return true;
  return false;
}

/** The units an outcome type may target (OutcomeType 0 has no target set: it uses the condition units). */
export function outcomeMatcher(rule: PriceTriggerLike): ((unit: Unit) => boolean) | null {
  const type = rule.OutcomeType ?? OUTCOME_TYPE.default;
  if (type === OUTCOME_TYPE.products) {
    const ids = idSet(rule.ProductOutcomes);
    return (u) => ids.has(u.productId);
  }
  if (type === OUTCOME_TYPE.fromCategories || type === OUTCOME_TYPE.categories) {
    const ids = idSet(rule.ProductOutcomesCategory);
    return (u) => intersects(u.categories, ids);
  }
  if (type === OUTCOME_TYPE.fromTags || type === OUTCOME_TYPE.tags) {
    const ids = idSet(rule.ProductOutcomesTag);
    return (u) => intersects(u.tags, ids);
  }
  return null;
}

/** Outcome types 4 and 5 reach every matching unit; 1, 2 and 3 give one unit per run. */
export function isSetOutcome(rule: PriceTriggerLike): boolean {
  return rule.OutcomeType === OUTCOME_TYPE.categories || rule.OutcomeType === OUTCOME_TYPE.tags;
}

/**
 * Reduction of a group of units worth `value` cents by OutcomePriceType: 0 flat DiscountFlatValue
 * off, 1 percent off, 2 the group costs FixedPriceValue, 3 free up to DiscountFlatValue (or
 * FixedPriceValue). Always between 0 and the value: a price never goes below zero.
 */
export function reductionOf(rule: PriceTriggerLike, value: Cents): Cents {
  let reduction: Cents;
  switch (rule.OutcomePriceType ?? OUTCOME_PRICE_TYPE.flat) {
    case OUTCOME_PRICE_TYPE.percent:
      reduction = multiplyCents(value, discountFraction(rule.DiscountPercentageValue));
      break;
    case OUTCOME_PRICE_TYPE.fixedPrice:
      reduction = value - toCents(rule.FixedPriceValue);
      break;
    case OUTCOME_PRICE_TYPE.freeUpToValue:
      reduction = toCents(rule.DiscountFlatValue || rule.FixedPriceValue);
      break;
    default:
      reduction = toCents(rule.DiscountFlatValue);
  }
  return Math.max(0, Math.min(value, reduction));
}
