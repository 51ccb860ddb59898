'use client';

/**
 * The dialog's state (quantity, note, options, meal upgrades, which groups are marked invalid)
 * and what follows from it through the domain: each group's validity and hint, the cart line,
 * and its price. Nothing here re-implements a rule.
 */
import { useMemo, useRef, useState } from 'react';
import {
  clampQuantity,
  initialSelection,
  ITEM_NOTE_MAX,
  validateOptionGroups,
  type CartItem,
  type CartModifier,
  type ModifierGroupLike,
  type OptionGroupState,
  type SubGroupsOf,
} from '@/lib/domain/cart';
import { rollIntoOffers, type PriceTriggerLike } from '@/lib/domain/discounts';
import type { Cents } from '@/lib/domain/money';
import type { TModifierGroup } from '@/lib/schemas/entities';
import { buildLine, defaultMealParts, lineFinalCents, newUniqueId, upgradeDifferenceCents } from './build-line';
import { fromMenu, orderedSelection, type Selection } from './selection';
import type { MealUpgrade, ProductDialogProps } from './types';
import { serverNow } from '@/lib/client/server-clock';

/** Spec part 1 §9: a second press within 500 ms is ignored. */
export const DOUBLE_TAP_GUARD_MS = 500;

export type GroupScope = 'product' | `upgrade:${string}`;

export function groupKey(scope: GroupScope, group: ModifierGroupLike): string {
  return `${scope}/${String(group.ID)}`;
}

export interface UpgradeView {
  upgrade: MealUpgrade;
  ruleId: string;
  /** Chosen parts while the upgrade is on the line; null when not added. */
  parts: CartModifier[] | null;
  states: OptionGroupState[];
  /** Extra cost of one meal with the current (or default) parts. */
  differenceCents: Cents;
}

function byDisplayOrder(a: TModifierGroup, b: TModifierGroup): number {
  return (a.DisplayOrder ?? 0) - (b.DisplayOrder ?? 0);
}

function upgradesOf(initial: CartItem | null | undefined): Record<string, CartModifier[]> {
  const result: Record<string, CartModifier[]> = {};
  for (const entry of initial?.selectedRollIntos ?? []) if (entry.isConfirmed) result[String(entry.PriceTriggerID)] = [...entry.selectedModifiers];
  return result;
}

type StateProps = Pick<ProductDialogProps, 'product' | 'optionGroups' | 'subOptionGroups' | 'mealUpgrades' | 'initial' | 'redemptionRule' | 'nowSeconds'>;

export function useProductDialog(props: StateProps) {
  const { product, optionGroups, subOptionGroups, mealUpgrades, initial, redemptionRule } = props;
  // Read the clock once per opening (the content mounts on open), never during server render.
  const [now] = useState(() => props.nowSeconds ?? Math.floor(serverNow() / 1000));
  const [uniqueId] = useState(() => initial?.uniqueId ?? newUniqueId(product.ID));
  const groups = useMemo(() => [...optionGroups].sort(byDisplayOrder), [optionGroups]);
  const [quantity, setQuantityState] = useState(() => clampQuantity(initial?.quantity ?? 1));
  const [note, setNoteState] = useState(() => (initial?.itemNote ?? '').slice(0, ITEM_NOTE_MAX));
  const [selection, setSelection] = useState<CartModifier[]>(() => (initial ? [...(initial.modifiers ?? [])] : fromMenu(initialSelection(groups), groups)));
  const [upgrades, setUpgrades] = useState<Record<string, CartModifier[]>>(() => upgradesOf(initial));
  const [editing, setEditing] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [focusRequest, setFocusRequest] = useState(0);
  const lastAddAt = useRef(Number.NEGATIVE_INFINITY);

  // Sub-option groups are found by the option's id, so the domain needs no menu shape.
  const subGroupsOf = useMemo<SubGroupsOf>(() => {
    const byModifier = new Map<string, TModifierGroup[]>();
    const all = [...groups, ...mealUpgrades.flatMap((u) => u.optionGroups), ...Object.values(subOptionGroups)];
    for (const group of all) {
      for (const modifier of group.Modifiers) {
        const subs = (modifier.ModifierGroups ?? []).flatMap((id) => (subOptionGroups[id] ? [subOptionGroups[id]] : []));
        if (subs.length > 0) byModifier.set(String(modifier.ID), subs);
      }
    }
    return (modifier) => byModifier.get(String(modifier.ID)) ?? [];
  }, [groups, mealUpgrades, subOptionGroups]);

  const productResult = useMemo(() => validateOptionGroups(groups, selection, subGroupsOf), [groups, selection, subGroupsOf]);
  const rules = useMemo<PriceTriggerLike[]>(() => mealUpgrades.map((u) => u.trigger), [mealUpgrades]);

  const line = useMemo(() => {
    const modifiers = orderedSelection(selection, groups);
    const confirmed: Record<string, CartModifier[]> = {};
    for (const upgrade of mealUpgrades) {
      const parts = upgrades[String(upgrade.trigger.ID)];
      if (parts) confirmed[String(upgrade.trigger.ID)] = orderedSelection(parts, upgrade.optionGroups);
    }
    return buildLine({ product, uniqueId, quantity, note, modifiers, upgrades: confirmed, redemptionRule });
  }, [product, uniqueId, quantity, note, selection, groups, mealUpgrades, upgrades, redemptionRule]);

  const totalCents = useMemo(() => lineFinalCents(line, rules, now), [line, rules, now]);

  const upgradeViews = useMemo<UpgradeView[]>(() => {
    // Offers are checked against this line (time window, conditions); a reward line gets none.
    if (redemptionRule) return [];
    const unit = { ...line, quantity: 1, selectedRollIntos: [] };
    const offered = new Set(rollIntoOffers(unit, rules, lineFinalCents(line, rules, now), { now }).map((r) => String(r.ID)));
    return mealUpgrades
      .filter((u) => offered.has(String(u.trigger.ID)))
      .map((upgrade) => {
        const ruleId = String(upgrade.trigger.ID);
        const parts = upgrades[ruleId] ?? null;
        const sorted = [...upgrade.optionGroups].sort(byDisplayOrder);
        const states = validateOptionGroups(sorted, parts ?? [], subGroupsOf).groups;
        const differenceCents = upgradeDifferenceCents(unit, upgrade.trigger, parts ?? defaultMealParts(sorted), now);
        return { upgrade, ruleId, parts, states, differenceCents };
      });
  }, [line, rules, now, mealUpgrades, upgrades, subGroupsOf, redemptionRule]);

  /** Keys of groups that block adding now: the product's and those of upgrades on the line. */
  function failingKeys(productStates: readonly OptionGroupState[], views: readonly UpgradeView[]): string[] {
    const keys = productStates.filter((s) => !s.valid).map((s) => groupKey('product', s.group));
    for (const view of views) {
      if (!view.parts) continue;
      keys.push(...view.states.filter((s) => !s.valid).map((s) => groupKey(`upgrade:${view.ruleId}`, s.group)));
    }
    return keys;
  }

  /** A marked group clears as soon as it is fixed (spec: invalid until fixed). */
  function pruneInvalid(scope: GroupScope, states: readonly OptionGroupState[]) {
    setInvalid((previous) => {
      const fixed = states.filter((s) => s.valid).map((s) => groupKey(scope, s.group));
      if (!fixed.some((k) => previous.has(k))) return previous;
      const next = new Set(previous);
      for (const key of fixed) next.delete(key);
      return next;
    });
  }

  function changeSelection(next: Selection) {
    setSelection([...next]);
    pruneInvalid('product', validateOptionGroups(groups, next, subGroupsOf).groups);
  }

  function changeUpgradeParts(view: UpgradeView, next: Selection) {
    // Spec: an upgrade with no parts left is removed, as confirmRollInto does on the line.
    if (next.length === 0) {
      removeUpgrade(view);
      return;
    }
    setUpgrades((previous) => ({ ...previous, [view.ruleId]: [...next] }));
    pruneInvalid(`upgrade:${view.ruleId}`, validateOptionGroups(view.upgrade.optionGroups, next, subGroupsOf).groups);
  }

  function addUpgrade(view: UpgradeView) {
    setUpgrades((previous) => ({ ...previous, [view.ruleId]: defaultMealParts([...view.upgrade.optionGroups].sort(byDisplayOrder)) }));
    setEditing(view.ruleId);
  }

  function removeUpgrade(view: UpgradeView) {
    setUpgrades((previous) => {
      const next = { ...previous };
      delete next[view.ruleId];
      return next;
    });
    setInvalid((previous) => new Set([...previous].filter((k) => !k.startsWith(`upgrade:${view.ruleId}/`))));
    setEditing((current) => (current === view.ruleId ? null : current));
  }

  /**
   * Add to cart: ignored within 500 ms of the previous add, so a double tap never adds twice; with
   * a failing group, marks every failing group, asks the dialog to focus the first one, and
   * returns null (a refused press starts no guard: the customer may fix and press at once).
   */
  function submit(): CartItem | null {
    const pressedAt = Date.now();
    if (pressedAt - lastAddAt.current < DOUBLE_TAP_GUARD_MS) return null;
    const failing = failingKeys(productResult.groups, upgradeViews);
    if (failing.length > 0) {
      setInvalid(new Set(failing));
      // A failing upgrade is opened so its groups can be seen and fixed.
      const upgradeKey = failing.find((k) => k.startsWith('upgrade:'));
      if (upgradeKey) setEditing(upgradeKey.slice('upgrade:'.length, upgradeKey.indexOf('/')));
      setFocusRequest((n) => n + 1);
      return null;
    }
    lastAddAt.current = pressedAt;
    return line;
  }

  return {
    now,
    groups,
    quantity,
    setQuantity: (value: number) => setQuantityState(clampQuantity(value)),
    note,
    setNote: (value: string) => setNoteState(value.slice(0, ITEM_NOTE_MAX)),
    selection,
    productStates: productResult.groups,
    changeSelection,
    upgradeViews,
    editing,
    setEditing,
    addUpgrade,
    removeUpgrade,
    changeUpgradeParts,
    invalid,
    focusRequest,
    line,
    totalCents,
    submit,
  };
}
