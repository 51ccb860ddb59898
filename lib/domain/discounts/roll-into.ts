/**
 * Meal upgrades (roll into meal, TriggerType 1): which upgrades a line is offered, and the pure
 * edits of a line's selectedRollIntos — offer, confirm, edit, and remove when no part is chosen.
 */
import type { CartItem, CartModifier, SelectedRollInto } from '../cart/types';
import { applicableRules } from './applicability';
import { conditionsOf } from './conditions';
import { TRIGGER_TYPE, type PriceTriggerLike, type TriggerContext } from './types';
import { unitsOf } from './units';
import type { Cents } from '../money/cents';

/** Roll-into rules a line qualifies for: applicable now and its product meets every condition. */
export function rollIntoOffers(item: CartItem, rules: readonly PriceTriggerLike[], subtotal: Cents, context: TriggerContext): PriceTriggerLike[] {
  const [unit] = unitsOf([{ ...item, quantity: 1 }]);
  if (!unit) return [];
  const upgrades = rules.filter((r) => r.TriggerType === TRIGGER_TYPE.rollIntoMeal);
  return applicableRules(upgrades, subtotal, context).filter((r) => conditionsOf(r).every((c) => c.matches(unit)));
}

function sameRule(entry: SelectedRollInto, ruleId: string | number): boolean {
  return String(entry.PriceTriggerID) === String(ruleId);
}

/** Adds or replaces (edits) the confirmed upgrade of `ruleId` with the chosen parts; with no parts it is removed. */
export function confirmRollInto<T extends CartItem>(item: T, ruleId: string | number, selectedModifiers: readonly CartModifier[]): T {
  if (selectedModifiers.length === 0) return removeRollInto(item, ruleId);
  const others = (item.selectedRollIntos ?? []).filter((r) => !sameRule(r, ruleId));
  return { ...item, selectedRollIntos: [...others, { PriceTriggerID: ruleId, isConfirmed: true, selectedModifiers: [...selectedModifiers] }] };
}

export function removeRollInto<T extends CartItem>(item: T, ruleId: string | number): T {
  return { ...item, selectedRollIntos: (item.selectedRollIntos ?? []).filter((r) => !sameRule(r, ruleId)) };
}
