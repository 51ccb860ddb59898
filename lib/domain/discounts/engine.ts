/**
 * Applies price triggers to a cart (see README.md in this folder for the rules of combination).
 * Stage 1: item rules (per item, roll into meal, and whole-order rules whose outcome targets
 * items) in Priority order; each claims the units it uses. Stage 2: one whole-order discount on
 * what is left. Lines are taken in the caller's canonical order; results are per line index.
 */
import { allocateCents, toCents, type Cents } from '../money/cents';
import type { CartItem } from '../cart/types';
import { applicableRules, consentBlocker } from './applicability';
import { conditionsOf, pickConditionUnits, timesMet } from './conditions';
import { isSetOutcome, outcomeMatcher, reductionOf } from './outcome';
import { OUTCOME_PRICE_TYPE, OUTCOME_TYPE, RUN_TYPE, TRIGGER_TYPE, type PriceTriggerLike, type TriggerContext } from './types';
import { cheapestFirst, freshCopies, mostExpensiveFirst, unitsOf, type Unit } from './units';

/** What one rule did to one line. */
export interface RuleLineEffect {
  rule: PriceTriggerLike;
  line: number;
  /** Units of the line that received the outcome. */
  resultUnits: number;
  /** Units of the line used to meet the conditions only. */
  conditionUnits: number;
  discount: Cents;
}

export interface RuleApplication {
  rule: PriceTriggerLike;
  runs: number;
  discount: Cents;
  effects: RuleLineEffect[];
}

export interface TriggerEvaluation {
  /** Discount per line (canonical index), in cents, never more than the line's value. */
  lineDiscounts: Cents[];
  applied: RuleApplication[];
  /**
   * Rules waiting for the customer (mode 1 or 2) or for the checkout page (mode 3) that would
   * reduce this cart if accepted on their own.
   */
  pending: PriceTriggerLike[];
}

class Ledger {
  readonly effects = new Map<string, RuleLineEffect>();
  constructor(private readonly rule: PriceTriggerLike) {}
  private at(line: number): RuleLineEffect {
    const key = String(line);
    let effect = this.effects.get(key);
    if (!effect) {
      effect = { rule: this.rule, line, resultUnits: 0, conditionUnits: 0, discount: 0 };
      this.effects.set(key, effect);
    }
    return effect;
  }
  result(unit: Unit, discount: Cents): void {
    const e = this.at(unit.line);
    e.resultUnits += 1;
    e.discount += discount;
  }
  condition(unit: Unit): void {
    this.at(unit.line).conditionUnits += 1;
  }
}

/** Reduces a group of units by `reduction`, spread by remaining value (never below zero). */
function discountGroup(group: readonly Unit[], reduction: Cents, ledger: Ledger, id: string): Cents {
  const parts = allocateCents(
    reduction,
    group.map((u) => u.remaining),
  );
  group.forEach((unit, i) => {
    unit.remaining -= parts[i];
    unit.claimedBy = id;
    ledger.result(unit, parts[i]);
  });
  return reduction;
}

function groupValue(group: readonly Unit[]): Cents {
  return group.reduce((sum, u) => sum + u.remaining, 0);
}

/** Units ranked once per evaluation; claims only remove units, so the rankings stay valid. */
interface Ranked {
  cheapest: Unit[];
  dearest: Unit[];
}

/**
 * The first `limit` free units of `ranked` that match and are not excluded, scanning from
 * `cursor.at`: every unit taken is claimed by the caller, so later runs never need to look back.
 */
function takeFree(ranked: readonly Unit[], matches: ((u: Unit) => boolean) | null, excluded: readonly Unit[], limit: number, cursor: { at: number }): Unit[] {
  const taken: Unit[] = [];
  let i = cursor.at;
  let firstSkipped = -1;
  for (; i < ranked.length && taken.length < limit; i += 1) {
    const unit = ranked[i];
    if (unit.claimedBy !== null || (matches !== null && !matches(unit))) continue;
    if (excluded.includes(unit)) {
      // Excluded units are this run's condition units; a failed run leaves them free.
      if (firstSkipped < 0) firstSkipped = i;
      continue;
    }
    taken.push(unit);
  }
  cursor.at = firstSkipped >= 0 ? firstSkipped : i;
  return taken;
}

/** Per item (2) and item-targeting whole-order (0) rules. */
function runItemRule(rule: PriceTriggerLike, units: Unit[], ranked: Ranked, subtotal: Cents, ledger: Ledger): { runs: number; discount: Cents } {
  const id = String(rule.ID);
  const kind = rule.TriggerType ?? TRIGGER_TYPE.wholeOrder;
  const conditions = conditionsOf(rule);
  const matcher = outcomeMatcher(rule);
  const outcomeRank = rule.IsMostExpensiveFirst ? ranked.dearest : ranked.cheapest;
  // Conditions take units from the other end, leaving the cheaper (or dearer) ones for the outcome.
  const conditionRank = matcher ? (rule.IsMostExpensiveFirst ? ranked.cheapest : ranked.dearest) : outcomeRank;
  let maxRuns = rule.RunType === RUN_TYPE.multiple ? Number.POSITIVE_INFINITY : 1;
  if (kind === TRIGGER_TYPE.wholeOrder) {
    // Whole-order conditions gate the rule without consuming units.
    const met = timesMet(conditions, units);
    const bySpend = toCents(rule.MinimumSpend) > 0 ? Math.floor(subtotal / toCents(rule.MinimumSpend)) : 1;
    maxRuns = Math.min(maxRuns, conditions.length > 0 ? met : bySpend);
  }
  const consumesConditions = kind === TRIGGER_TYPE.perItem && conditions.length > 0;
  const conditionCursors: number[] = [];
  const outcomeCursor = { at: 0 };
  let runs = 0;
  let discount = 0;
  while (runs < maxRuns) {
    const consumed = consumesConditions ? pickConditionUnits(conditions, conditionRank, conditionCursors) : [];
    if (consumed === null) break;
    let outcome: Unit[];
    if (matcher === null) {
      outcome = consumed.length > 0 ? consumed : takeFree(outcomeRank, null, consumed, 1, outcomeCursor);
    } else {
      outcome = takeFree(outcomeRank, matcher, consumed, isSetOutcome(rule) ? Number.POSITIVE_INFINITY : 1, outcomeCursor);
    }
    if (outcome.length === 0) break;
    const outcomeSet = new Set(outcome);
    for (const unit of consumed) {
      if (!outcomeSet.has(unit)) {
        unit.claimedBy = id;
        ledger.condition(unit);
      }
    }
    // Sets (4, 5) are priced unit by unit: "$1 off every drink", "drinks at $3 each".
    const groups = isSetOutcome(rule) ? outcome.map((u) => [u]) : [outcome];
    for (const group of groups) discount += discountGroup(group, reductionOf(rule, groupValue(group)), ledger, id);
    runs += 1;
  }
  return { runs, discount };
}

/** Roll into meal (1): every unit of a line with a confirmed upgrade of this rule is one meal. */
function runRollInto(rule: PriceTriggerLike, items: readonly CartItem[], units: Unit[], ledger: Ledger): { runs: number; discount: Cents } {
  const maxRuns = rule.RunType === RUN_TYPE.multiple ? Number.POSITIVE_INFINITY : 1;
  const conditions = conditionsOf(rule);
  let runs = 0;
  let discount = 0;
  for (const unit of units) {
    if (runs >= maxRuns) break;
    if (unit.claimedBy !== null) continue;
    const confirmed = (items[unit.line].selectedRollIntos ?? []).some((r) => r.isConfirmed && String(r.PriceTriggerID) === String(rule.ID));
    // An upgrade kept from an older menu is honoured only while the product still qualifies.
    if (!confirmed || !conditions.every((c) => c.matches(unit))) continue;
    discount += discountGroup([unit], reductionOf(rule, unit.remaining), ledger, String(rule.ID));
    runs += 1;
  }
  return { runs, discount };
}

/** The single whole-order discount on what is left (flat and free-up-to repeat per run). */
function runWholeOrder(rule: PriceTriggerLike, units: Unit[], subtotal: Cents, ledger: Ledger): { runs: number; discount: Cents } {
  const conditions = conditionsOf(rule);
  const met = timesMet(conditions, units);
  if (met === 0) return { runs: 0, discount: 0 };
  const repeatable = rule.RunType === RUN_TYPE.multiple && (rule.OutcomePriceType ?? 0) !== OUTCOME_PRICE_TYPE.percent && rule.OutcomePriceType !== OUTCOME_PRICE_TYPE.fixedPrice;
  const bySpend = toCents(rule.MinimumSpend) > 0 ? Math.floor(subtotal / toCents(rule.MinimumSpend)) : 1;
  const runs = repeatable ? Math.max(1, Math.min(conditions.length > 0 ? met : bySpend, 1000)) : 1;
  const value = groupValue(units);
  const once = reductionOf(rule, value);
  const reduction = Math.min(value, once * runs);
  if (reduction <= 0) return { runs: 0, discount: 0 };
  discountGroup(units, reduction, ledger, String(rule.ID));
  return { runs, discount: reduction };
}

function isWholeOrderDiscount(rule: PriceTriggerLike): boolean {
  return (rule.TriggerType ?? TRIGGER_TYPE.wholeOrder) === TRIGGER_TYPE.wholeOrder && (rule.OutcomeType ?? OUTCOME_TYPE.default) === OUTCOME_TYPE.default;
}

/**
 * Evaluates every rule against `items` (taken in the given, canonical order). `subtotal` is
 * the cart subtotal before discounts, for MinimumSpend.
 */
export function evaluatePriceTriggers(items: readonly CartItem[], rules: readonly PriceTriggerLike[], subtotal: Cents, context: TriggerContext): TriggerEvaluation {
  const units = unitsOf(items);
  const ranked = rank(units);
  const applied: RuleApplication[] = [];
  const waiting: PriceTriggerLike[] = [];
  const eligible = applicableRules(rules, subtotal, context);
  const consented = eligible.filter((r) => {
    // Roll-into consent is the confirmed upgrade on the line itself.
    if (r.TriggerType === TRIGGER_TYPE.rollIntoMeal) return true;
    if (consentBlocker(r, context) === null) return true;
    waiting.push(r);
    return false;
  });
  for (const rule of consented.filter((r) => !isWholeOrderDiscount(r))) {
    const application = runRule(rule, items, units, ranked, subtotal);
    if (application) applied.push(application);
  }
  for (const rule of consented.filter(isWholeOrderDiscount)) {
    const application = runRule(rule, items, units, ranked, subtotal);
    if (application) {
      applied.push(application);
      break;
    }
  }
  const lineDiscounts = items.map(() => 0);
  for (const unit of units) lineDiscounts[unit.line] += unit.value - unit.remaining;
  // Offer a waiting rule only if, accepted on its own, it would reduce this cart.
  const pending = waiting.filter((rule) => {
    const fresh = freshCopies(units);
    const freshRanked = { cheapest: ranked.cheapest.map((u) => fresh[u.index]), dearest: ranked.dearest.map((u) => fresh[u.index]) };
    return (runRule(rule, items, fresh, freshRanked, subtotal)?.discount ?? 0) > 0;
  });
  return { lineDiscounts, applied, pending };
}

function rank(units: readonly Unit[]): Ranked {
  return { cheapest: [...units].sort(cheapestFirst), dearest: [...units].sort(mostExpensiveFirst) };
}

/** Runs one rule on the units, claiming them; null when it did not run. */
function runRule(rule: PriceTriggerLike, items: readonly CartItem[], units: Unit[], ranked: Ranked, subtotal: Cents): RuleApplication | null {
  const ledger = new Ledger(rule);
  const result = isWholeOrderDiscount(rule)
    ? runWholeOrder(rule, units, subtotal, ledger)
    : rule.TriggerType === TRIGGER_TYPE.rollIntoMeal
      ? runRollInto(rule, items, units, ledger)
      : runItemRule(rule, units, ranked, subtotal, ledger);
  if (result.runs === 0) return null;
  return { rule, runs: result.runs, discount: result.discount, effects: [...ledger.effects.values()].sort((a, b) => a.line - b.line) };
}
