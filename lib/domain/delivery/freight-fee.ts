/**
 * Delivery fee from the store's FreightFeeRules: the rule whose PriceRangeMinimum..Maximum holds
 * the order value gives FreightFeeAmount plus FreightFeePerKilometer per billable km, at least
 * FreightFeeMinimum. No matching rule means no fee.
 */
import { multiplyCents, toCents, type Cents } from '../money/cents';
import { DEFAULT_TAX_RATE, splitInclusive, type TaxSplit } from '../money/tax';
import { billableKm } from './distance';

export interface FreightFeeRule {
  PriceRangeMinimum?: number | null;
  /** 0 or missing means no upper bound. */
  PriceRangeMaximum?: number | null;
  FreightFeeAmount?: number | null;
  FreightFeePerKilometer?: number | null;
  FreightFeeMinimum?: number | null;
}

export function findFreightFeeRule<T extends FreightFeeRule>(rules: readonly T[] | null | undefined, orderValueCents: Cents): T | undefined {
  return (rules ?? []).find((r) => orderValueCents >= toCents(r.PriceRangeMinimum) && (!r.PriceRangeMaximum || orderValueCents <= toCents(r.PriceRangeMaximum)));
}

/** Fee in cents for an order value (subtotal after discounts) and a driving distance in km. */
export function freightFeeCents(rules: readonly FreightFeeRule[] | null | undefined, orderValueCents: Cents, distanceKm: number): Cents {
  const rule = findFreightFeeRule(rules, orderValueCents);
  if (!rule) return 0;
  const fee = toCents(rule.FreightFeeAmount) + multiplyCents(toCents(rule.FreightFeePerKilometer), billableKm(distanceKm));
  return Math.max(fee, toCents(rule.FreightFeeMinimum), 0);
}

/** The delivery fee's tax split; delivery is taxed at 10% inclusive. */
export function freightTaxSplit(feeCents: Cents): TaxSplit {
  return splitInclusive(feeCents, DEFAULT_TAX_RATE);
}
