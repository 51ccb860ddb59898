/** Category and tag conditions of a rule, with their quantities (default 1). */
import type { PriceTriggerLike } from './types';
import type { Unit } from './units';

export interface Condition {
  matches: (unit: Unit) => boolean;
  quantity: number;
}

export function conditionsOf(rule: PriceTriggerLike): Condition[] {
  const categories = (rule.ProductCategoryConditions ?? []).map((c) => ({
    matches: (u: Unit) => u.categories.has(String(c.ProductCategoryID)),
    quantity: Math.max(1, c.Quantity ?? 1),
  }));
  const tags = (rule.ProductTagConditions ?? []).map((c) => ({
    matches: (u: Unit) => u.tags.has(String(c.ProductTagID)),
    quantity: Math.max(1, c.Quantity ?? 1),
  }));
  return [...categories, ...tags];
}

/** How many times the conditions are met by the units, counting without consuming. */
export function timesMet(conditions: readonly Condition[], units: readonly Unit[]): number {
  if (conditions.length === 0) return Number.POSITIVE_INFINITY;
  return Math.min(...conditions.map((c) => Math.floor(units.filter(c.matches).length / c.quantity)));
}

/**
 * Picks units to satisfy every condition once, from the free units of `ranked`; a unit serves one
 * condition only. Returns null when the conditions cannot be met.
 */
export function pickConditionUnits(conditions: readonly Condition[], ranked: readonly Unit[]): Unit[] | null {
  const picked = new Set<Unit>();
  for (const condition of conditions) {
    let needed = condition.quantity;
    for (const unit of ranked) {
      if (needed === 0) break;
      if (unit.claimedBy === null && !picked.has(unit) && condition.matches(unit)) {
        picked.add(unit);
        needed -= 1;
      }
    }
    if (needed > 0) return null;
  }
  return [...picked];
}
