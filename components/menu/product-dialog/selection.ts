/**
 * Pure edits of the options chosen in the dialog. A selection is the flat list of chosen options
 * of every group (option ids are unique within a menu), each with its quantity and its own chosen
 * sub-options, exactly the `modifiers` shape of a cart line, so the domain validates and prices
 * it without translation.
 */
import { maxQtyOf, minQtyOf, modifiersOf, type CartModifier, type ModifierGroupLike } from '@/lib/domain/cart';
import type { TModifier, TModifierGroup } from '@/lib/schemas/entities';

export type Selection = readonly CartModifier[];

function idsOf(group: ModifierGroupLike): Set<string> {
  return new Set(modifiersOf(group).map((m) => String(m.ID)));
}

export function chosenOf(selection: Selection, modifier: TModifier): CartModifier | undefined {
  return selection.find((s) => String(s.ID) === String(modifier.ID));
}

/** A chosen option as a cart modifier: the menu's price and tax travel with it. */
export function asCartModifier(modifier: TModifier, quantity: number): CartModifier {
  return {
    ID: modifier.ID,
    Name: modifier.Name,
    Price: modifier.Price,
    quantity,
    ...(modifier.ModifierCode ? { Code: modifier.ModifierCode } : {}),
    ...(modifier.TaxRate !== undefined ? { TaxRate: modifier.TaxRate } : {}),
  };
}

/** Single-select: the option replaces the group's previous choice (keeping its sub-options if re-chosen). */
export function chooseSingle(selection: Selection, group: TModifierGroup, modifier: TModifier): CartModifier[] {
  const existing = chosenOf(selection, modifier);
  const ids = idsOf(group);
  return [...selection.filter((s) => !ids.has(String(s.ID))), existing ?? asCartModifier(modifier, 1)];
}

/** An optional single-select group's "None": drops the group's choice. */
export function clearGroup(selection: Selection, group: TModifierGroup): CartModifier[] {
  const ids = idsOf(group);
  return selection.filter((s) => !ids.has(String(s.ID)));
}

/**
 * Re-reads options chosen by the domain (pre-selection, default meal parts) from the menu, so
 * they carry the same fields (Code, TaxRate) as options the customer clicks.
 */
export function fromMenu(selection: Selection, groups: readonly TModifierGroup[]): CartModifier[] {
  const byId = new Map(groups.flatMap((g) => g.Modifiers).map((m) => [String(m.ID), m]));
  return selection.map((s) => {
    const modifier = byId.get(String(s.ID));
    return modifier ? { ...asCartModifier(modifier, s.quantity ?? 1), ...(s.selectedSubmodifiers ? { selectedSubmodifiers: s.selectedSubmodifiers } : {}) } : { ...s };
  });
}

/** Multi-select without quantities: a checkbox adds or removes the option. */
export function toggleMulti(selection: Selection, modifier: TModifier, checked: boolean): CartModifier[] {
  const without = selection.filter((s) => String(s.ID) !== String(modifier.ID));
  return checked ? [...without, chosenOf(selection, modifier) ?? asCartModifier(modifier, 1)] : without;
}

/**
 * IncludeQuantity: the stepper moves between 0 (not chosen) and MaxQty; below MinQty the option
 * is dropped and from 0 it jumps to MinQty, since a chosen option never has less than MinQty.
 */
export function stepQuantity(selection: Selection, modifier: TModifier, direction: 1 | -1): CartModifier[] {
  const chosen = chosenOf(selection, modifier);
  const current = chosen?.quantity ?? 0;
  const min = minQtyOf(modifier);
  let next = current + direction;
  if (direction > 0 && current === 0) next = min;
  if (direction < 0 && next < min) next = 0;
  next = Math.min(next, maxQtyOf(modifier));
  const without = selection.filter((s) => String(s.ID) !== String(modifier.ID));
  if (next <= 0) return without;
  return [...without, { ...(chosen ?? asCartModifier(modifier, next)), quantity: next }];
}

/** Replaces the sub-options chosen under `modifier`. */
export function withSubSelection(selection: Selection, modifier: TModifier, subs: Selection): CartModifier[] {
  return selection.map((s) => (String(s.ID) === String(modifier.ID) ? { ...s, selectedSubmodifiers: [...subs] } : s));
}

/** Keeps the selection's order stable by group and display order, so summaries and lines read like the menu. */
export function orderedSelection(selection: Selection, groups: readonly ModifierGroupLike[]): CartModifier[] {
  const rank = new Map<string, number>();
  let index = 0;
  for (const group of [...groups].sort((a, b) => (a.DisplayOrder ?? 0) - (b.DisplayOrder ?? 0))) {
    for (const modifier of modifiersOf(group)) rank.set(String(modifier.ID), index++);
  }
  return [...selection].sort((a, b) => (rank.get(String(a.ID)) ?? index) - (rank.get(String(b.ID)) ?? index));
}
