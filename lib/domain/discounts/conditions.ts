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
 * condition only. Returns null when the conditions cannot be met. `cursors[i]` remembers where
 * condition i stopped: units before it are taken or never match, so later runs start there.
 */
export function pickConditionUnits(conditions: readonly Condition[], ranked: readonly Unit[], cursors: number[]): Unit[] | null {
  const picked: Unit[] = [];
  for (let c = 0; c < conditions.length; c += 1) {
    const condition = conditions[c];
    let needed = condition.quantity;
    let i = cursors[c] ?? 0;
    for (; i < ranked.length && needed > 0; i += 1) {
      const unit = ranked[i];
      if (unit.claimedBy === null && condition.matches(unit) && !picked.includes(unit)) {
        picked.push(unit);
        needed -= 1;
      }
    }
    cursors[c] = i;
    if (needed > 0) return null;
  }
  return picked;
}
