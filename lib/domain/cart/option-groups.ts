/**
 * Option-group validation (spec part 2 §5 and part 1 §4): a failing group blocks adding to the
 * cart with its reason; reaching the maximum disables further choices; hints are message keys.
 */
import type { DomainMessage } from '../money/message';
import { groupMaximum, groupMinimum, groupSelectedCount, maxQtyOf, minQtyOf, modifiersOf } from './option-group-rules';
import type { CartModifier, ModifierGroupLike, ModifierLike } from './types';

/** Message keys of the three hints ('Please choose N item(s) from the list below', ...). */
export const OPTION_GROUP_KEYS = {
  chooseN: 'optionGroup.chooseN',
  maximumReached: 'optionGroup.maximumReached',
  nSelected: 'optionGroup.nSelected',
  quantityOutOfRange: 'optionGroup.quantityOutOfRange',
} as const;

/** How to find the sub-option groups of an option (usually its LinkedProductID's groups). */
export type SubGroupsOf = (modifier: ModifierLike) => readonly ModifierGroupLike[];

export interface OptionGroupState {
  group: ModifierGroupLike;
  minimum: number;
  maximum: number;
  selectedCount: number;
  valid: boolean;
  /** True once the maximum is reached: unselected options and "+" are disabled. */
  maximumReached: boolean;
  /** The hint to show under the group title, or null when none applies. */
  hint: DomainMessage | null;
  /** Why the group blocks adding, when it does. */
  reason: DomainMessage | null;
  /** Per modifier id: whether the option (or its "+" button) is disabled. */
  disabled: Record<string, boolean>;
  /** Results of the sub-option groups of the chosen options, keyed by option id. */
  children: Record<string, OptionGroupState[]>;
}

function hintOf(minimum: number, maximum: number, count: number): DomainMessage | null {
  if (count < minimum) return { key: OPTION_GROUP_KEYS.chooseN, values: { count: minimum } };
  if (count >= maximum) return { key: OPTION_GROUP_KEYS.maximumReached, values: { count: maximum } };
  if (count > 0) return { key: OPTION_GROUP_KEYS.nSelected, values: { count } };
  return null;
}

/** Validates one group against the options chosen for it (other groups' options are ignored). */
export function evaluateOptionGroup(group: ModifierGroupLike, selection: readonly CartModifier[], subGroupsOf?: SubGroupsOf): OptionGroupState {
  const minimum = groupMinimum(group);
  const maximum = groupMaximum(group);
  const modifiers = modifiersOf(group);
  const count = groupSelectedCount(group, selection);
  const byId = new Map(selection.map((s) => [String(s.ID), s]));
  let reason: DomainMessage | null = null;
  if (count < minimum) reason = { key: OPTION_GROUP_KEYS.chooseN, values: { count: minimum } };
  else if (count > maximum) reason = { key: OPTION_GROUP_KEYS.maximumReached, values: { count: maximum } };
  const disabled: Record<string, boolean> = {};
  const children: Record<string, OptionGroupState[]> = {};
  for (const modifier of modifiers) {
    const chosen = byId.get(String(modifier.ID));
    const quantity = chosen?.quantity ?? 1;
    if (chosen && !group.IsSingleSel && group.IncludeQuantity && (quantity < minQtyOf(modifier) || quantity > maxQtyOf(modifier))) {
      reason ??= { key: OPTION_GROUP_KEYS.quantityOutOfRange, values: { name: modifier.Name ?? String(modifier.ID), min: minQtyOf(modifier), max: maxQtyOf(modifier) } };
    }
    const stepper = group.IncludeQuantity === true && !group.IsSingleSel;
    // Unchosen options are disabled at the group maximum; a chosen option's "+" also stops at its MaxQty.
    // Single-select groups swap the choice instead, so nothing there is disabled.
    disabled[String(modifier.ID)] = group.IsSingleSel ? false : chosen ? stepper && (count >= maximum || quantity >= maxQtyOf(modifier)) : count >= maximum;
    if (chosen && subGroupsOf) {
      const subs = subGroupsOf(modifier).map((sub) => evaluateOptionGroup(sub, chosen.selectedSubmodifiers ?? [], subGroupsOf));
      children[String(modifier.ID)] = subs;
      const failing = subs.find((s) => !s.valid);
      if (failing) reason ??= failing.reason;
    }
  }
  return {
    group,
    minimum,
    maximum,
    selectedCount: count,
    valid: reason === null,
    maximumReached: count >= maximum,
    hint: hintOf(minimum, maximum, count),
    reason,
    disabled,
    children,
  };
}

export interface OptionGroupsResult {
  valid: boolean;
  groups: OptionGroupState[];
  /** The first failing group's reason: adding to the cart is blocked with it. */
  reason: DomainMessage | null;
}

/** Validates every option group of a product against the chosen options. */
export function validateOptionGroups(groups: readonly ModifierGroupLike[], selection: readonly CartModifier[], subGroupsOf?: SubGroupsOf): OptionGroupsResult {
  const sorted = [...groups].sort((a, b) => (a.DisplayOrder ?? 0) - (b.DisplayOrder ?? 0));
  const states = sorted.map((group) => evaluateOptionGroup(group, selection, subGroupsOf));
  const failing = states.find((s) => !s.valid);
  return { valid: !failing, groups: states, reason: failing?.reason ?? null };
}

/**
 * The selection a product dialog opens with: groups with AutoSelectMinVariants pre-select their
 * first options (display order) up to the minimum, each at its MinQty.
 */
export function initialSelection(groups: readonly ModifierGroupLike[]): CartModifier[] {
  const result: CartModifier[] = [];
  for (const group of groups) {
    if (!group.AutoSelectMinVariants) continue;
    const minimum = groupMinimum(group);
    let counted = 0;
    for (const modifier of modifiersOf(group)) {
      if (counted >= minimum) break;
      const quantity = group.IncludeQuantity && !group.IsSingleSel ? minQtyOf(modifier) : 1;
      result.push({ ID: modifier.ID, Name: modifier.Name, Price: modifier.Price, TaxRate: modifier.TaxRate, quantity });
      counted += quantity;
    }
  }
  return result;
}
