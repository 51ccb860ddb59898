/**
 * The cart as single units: a line of quantity 3 is three units. Rules claim units, so one unit
 * is never discounted by two item rules, and discounts are capped by what is left of a unit.
 */
import type { Cents } from '../money/cents';
import { lineUnitCents } from '../cart/line';
import type { CartItem } from '../cart/types';

export interface Unit {
  /** Position in the unit list, for copying rankings. */
  index: number;
  /** Index of the line in the canonical (sorted) line list. */
  line: number;
  productId: string;
  categories: ReadonlySet<string>;
  tags: ReadonlySet<string>;
  value: Cents;
  /** Value left after discounts so far. */
  remaining: Cents;
  claimedBy: string | null;
}

function categoriesOf(item: CartItem): Set<string> {
  const ids = (item.ProductCategoryIDs ?? []).map(String);
  if (item.categoryId !== undefined && item.categoryId !== null) ids.push(String(item.categoryId));
  return new Set(ids);
}

/** Units of every line that can be discounted (reward lines are not). */
export function unitsOf(items: readonly CartItem[]): Unit[] {
  const units: Unit[] = [];
  items.forEach((item, line) => {
    if (item.redemptionRule) return;
    const value = lineUnitCents(item);
    const categories = categoriesOf(item);
    const tags = new Set((item.ProductTagIDs ?? []).map(String));
    for (let i = 0; i < item.quantity; i += 1) {
      units.push({ index: units.length, line, productId: String(item.id), categories, tags, value, remaining: value, claimedBy: null });
    }
  });
  return units;
}

/** Cheapest first (ties by line, so the order never depends on the cart's order). */
export function cheapestFirst(a: Unit, b: Unit): number {
  return a.value - b.value || a.line - b.line;
}

export function mostExpensiveFirst(a: Unit, b: Unit): number {
  return b.value - a.value || a.line - b.line;
}

/** Unclaimed, undiscounted copies of `units`, for trying a rule on its own. */
export function freshCopies(units: readonly Unit[]): Unit[] {
  return units.map((u) => ({ ...u, remaining: u.value, claimedBy: null }));
}
