/**
 * The numbers behind an option group (spec part 2 §5, part 1 §3): its effective minimum and
 * maximum, and how a selection is counted.
 */
import type { CartModifier, ModifierGroupLike, ModifierLike } from './types';
import { compareStrings } from '../money/compare';

export const MODIFIER_MIN_QTY_DEFAULT = 1;
export const MODIFIER_MAX_QTY_DEFAULT = 20;

/** The group's modifiers in display order, whatever the stored shape (array or keyed object). */
export function modifiersOf(group: ModifierGroupLike): ModifierLike[] {
  const list = Array.isArray(group.Modifiers) ? [...(group.Modifiers as readonly ModifierLike[])] : Object.values(group.Modifiers ?? {});
  return list.sort((a, b) => (a.DisplayOrder ?? 0) - (b.DisplayOrder ?? 0) || compareStrings(String(a.ID), String(b.ID)));
}

export function minQtyOf(modifier: ModifierLike): number {
  return modifier.MinQty && modifier.MinQty > 0 ? modifier.MinQty : MODIFIER_MIN_QTY_DEFAULT;
}

export function maxQtyOf(modifier: ModifierLike): number {
  return modifier.MaxQty && modifier.MaxQty > 0 ? modifier.MaxQty : MODIFIER_MAX_QTY_DEFAULT;
}

/**
 * Effective minimum: MinimumSelection when set; otherwise 1 for a forced group or a
 * single-select forced group; otherwise 0 (optional).
 */
export function groupMinimum(group: ModifierGroupLike): number {
  if (group.MinimumSelection && group.MinimumSelection > 0) return group.IsSingleSel ? 1 : group.MinimumSelection;
  return group.IsForceSel ? 1 : 0;
}

/** Effective maximum: 1 for single-select; MaximumSelection when set; otherwise unlimited. */
export function groupMaximum(group: ModifierGroupLike): number {
  if (group.IsSingleSel) return 1;
  return group.MaximumSelection && group.MaximumSelection > 0 ? group.MaximumSelection : Number.POSITIVE_INFINITY;
}

/**
 * Quantity a chosen modifier contributes: in a single-select group a choice counts as 1, and
 * without IncludeQuantity quantities are not offered so each choice counts as 1.
 */
export function countedQuantity(group: ModifierGroupLike, selected: CartModifier): number {
  if (group.IsSingleSel || !group.IncludeQuantity) return 1;
  return Math.max(0, selected.quantity ?? 1);
}

/** Total counted against the group's minimum and maximum. */
export function groupSelectedCount(group: ModifierGroupLike, selection: readonly CartModifier[]): number {
  const ids = new Set(modifiersOf(group).map((m) => String(m.ID)));
  return selection.filter((s) => ids.has(String(s.ID))).reduce((sum, s) => sum + countedQuantity(group, s), 0);
}
