/**
 * Meal upgrades (roll into meal, TriggerType 1): which upgrades a line is offered, and the pure
 * edits of a line's selectedRollIntos — offer, confirm, edit, and remove when no part is chosen.
 */
import type { CartItem, CartModifier, SelectedRollInto } from '../cart/types';
import { byPriority, ruleBlocker } from './applicability';
import { conditionsOf } from './conditions';
import { TRIGGER_TYPE, type PriceTriggerLike, type TriggerContext } from './types';
import { unitsOf } from './units';
import type { Cents } from '../money/cents';

/** Roll-into rules a line qualifies for: applicable now and its product meets every condition. */
export function rollIntoOffers(item: CartItem, rules: readonly PriceTriggerLike[], subtotal: Cents, context: TriggerContext): PriceTriggerLike[] {
  const [unit] = unitsOf([{ ...item, quantity: 1 }]);
  if (!unit) return [];
  return rules
    .filter((r) => r.TriggerType === TRIGGER_TYPE.rollIntoMeal && ruleBlocker(r, subtotal, context) === null)
    .filter((r) => conditionsOf(r).every((c) => c.matches(unit)))
    .sort(byPriority);
}

function sameRule(entry: SelectedRollInto, ruleId: string | number): boolean {
  return String(entry.PriceTriggerID) === String(ruleId);
}

/** Adds or replaces the confirmed upgrade of `ruleId` with the chosen parts. */
export function confirmRollInto<T extends CartItem>(item: T, ruleId: string | number, selectedModifiers: readonly CartModifier[]): T {
  if (selectedModifiers.length === 0) return removeRollInto(item, ruleId);
  const others = (item.selectedRollIntos ?? []).filter((r) => !sameRule(r, ruleId));
  return { ...item, selectedRollIntos: [...others, { PriceTriggerID: ruleId, isConfirmed: true, selectedModifiers: [...selectedModifiers] }] };
}

/** Editing is confirming again with the new parts; with no parts left the upgrade is removed. */
export const editRollInto = confirmRollInto;

export function removeRollInto<T extends CartItem>(item: T, ruleId: string | number): T {
  return { ...item, selectedRollIntos: (item.selectedRollIntos ?? []).filter((r) => !sameRule(r, ruleId)) };
}
