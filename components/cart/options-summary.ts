/**
 * What the customer chose on a cart line, as a tree for display: modifiers with their
 * sub-modifiers, then the parts of confirmed meal upgrades. Names only; prices come from the
 * pricing engine.
 */
import { quantityOf } from '@/lib/domain/cart/line';
import type { CartItem, CartModifier } from '@/lib/domain/cart/types';

export interface OptionSummaryEntry {
  key: string;
  name: string;
  /** Per one unit of the parent; 1 is not worth printing. */
  quantity: number;
  children: OptionSummaryEntry[];
}

export interface LineOptionsSummary {
  options: OptionSummaryEntry[];
  mealUpgrade: OptionSummaryEntry[];
}

function entries(modifiers: readonly CartModifier[] | undefined, prefix: string): OptionSummaryEntry[] {
  return (modifiers ?? [])
    .filter((m) => quantityOf(m) > 0)
    .map((m, i) => {
      const key = `${prefix}${String(m.ID)}-${i}`;
      return { key, name: m.Name ?? String(m.ID), quantity: quantityOf(m), children: entries(m.selectedSubmodifiers, `${key}/`) };
    });
}

export function lineOptionsSummary(item: CartItem): LineOptionsSummary {
  const confirmed = (item.selectedRollIntos ?? []).filter((r) => r.isConfirmed);
  return {
    options: entries(item.modifiers, 'm:'),
    mealUpgrade: confirmed.flatMap((r) => entries(r.selectedModifiers, `r:${String(r.PriceTriggerID)}:`)),
  };
}
