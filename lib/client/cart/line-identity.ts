/**
 * When two cart lines are "the same" and merge their quantities: same product, same options
 * (with their quantities and sub-options, in any order), same confirmed meal upgrades, same
 * note and the same reward rule. Prices are not part of it: the engine re-reads them from the menu.
 */
import type { TCartModifier } from '@/lib/schemas/entities';
import type { TCartLine } from './cart-line';

function sorted(keys: string[]): string[] {
  // Order of choice does not make a different dish.
  return keys.sort();
}

function modifiersKey(modifiers: readonly TCartModifier[]): string[] {
  return sorted(modifiers.map((m) => JSON.stringify([String(m.ID), m.quantity, modifiersKey(m.selectedSubmodifiers ?? [])])));
}

export function lineIdentity(line: TCartLine): string {
  const upgrades = (line.selectedRollIntos ?? []).filter((r) => r.isConfirmed).map((r) => JSON.stringify([String(r.PriceTriggerID), modifiersKey(r.selectedModifiers)]));
  return JSON.stringify([
    String(line.id),
    modifiersKey(line.modifiers),
    sorted(upgrades),
    (line.itemNote ?? '').trim(),
    line.redemptionRule ? JSON.stringify(line.redemptionRule) : null,
  ]);
}

export function isSameLine(a: TCartLine, b: TCartLine): boolean {
  return lineIdentity(a) === lineIdentity(b);
}
