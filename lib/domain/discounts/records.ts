/**
 * AppliedPriceTriggerRecords for the order: one record per rule and affected line. Tax parts use
 * 0.1 as the spec says for trigger records; amounts are negative (they lower the price).
 */
import { fromCents } from '../money/cents';
import { DEFAULT_TAX_RATE, splitInclusive } from '../money/tax';
import type { RuleApplication } from './engine';
import type { AppliedPriceTriggerRecord } from './types';

/** Avoids -0 in JSON-equal comparisons and payloads. */
function negate(value: number): number {
  return value === 0 ? 0 : -value;
}

/** `udidOf(line)` gives the order item UDID of a canonical line index. */
export function appliedPriceTriggerRecords(applied: readonly RuleApplication[], udidOf: (line: number) => string): AppliedPriceTriggerRecord[] {
  const records: AppliedPriceTriggerRecord[] = [];
  for (const application of applied) {
    for (const effect of application.effects) {
      const isResult = effect.resultUnits > 0;
      if (!isResult && !application.rule.IsOutcomeLinkedToProduct) continue;
      const split = splitInclusive(effect.discount, DEFAULT_TAX_RATE);
      const units = isResult ? effect.resultUnits : effect.conditionUnits;
      records.push({
        PriceTriggerID: application.rule.ID,
        AffectedOrderItemAndQuantity: { [udidOf(effect.line)]: units },
        AppliedQuantity: application.runs,
        ModifyingTax: negate(fromCents(split.tax)),
        ModifyingExcludingTax: negate(fromCents(split.excludingTax)),
        AffectedOrderItemQuantity: units,
        IsResultOrderItem: isResult,
      });
    }
  }
  return records;
}
