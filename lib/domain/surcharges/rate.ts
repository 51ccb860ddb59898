/** The amount of a surcharge from its RateType and Rate, with its 10% tax when taxable. */
import { multiplyCents, toCents, type Cents } from '../money/cents';
import { DEFAULT_TAX_RATE, splitInclusive } from '../money/tax';
import { SURCHARGE_RATE_TYPE, type AppliedSurcharge } from './types';

/** Percentage rates are fractions; 1 and above are whole percentages (1.5 = 1.5%). */
export function surchargeFraction(rate: number | null | undefined): number {
  if (!rate || !Number.isFinite(rate) || rate <= 0) return 0;
  return rate >= 1 ? rate / 100 : rate;
}

export function surchargeAmount(rateType: number | undefined, rate: number | null | undefined, baseCents: Cents): Cents {
  if (rateType === SURCHARGE_RATE_TYPE.percentage) return multiplyCents(baseCents, surchargeFraction(rate));
  return Math.max(0, toCents(rate));
}

/** Whether `amount` lies in AmountMinimum..AmountMaximum (no maximum when 0 or missing). */
export function withinRange(amount: Cents, minimum: number | null | undefined, maximum: number | null | undefined): boolean {
  if (amount < toCents(minimum)) return false;
  return !maximum || amount <= toCents(maximum);
}

/** Taxable surcharges assume 10 percent tax (spec part 1 §9). */
export function surchargeWithTax(amount: Cents, isTaxable: boolean | undefined, extra: Partial<AppliedSurcharge> = {}): AppliedSurcharge {
  const split = isTaxable ? splitInclusive(amount, DEFAULT_TAX_RATE) : { tax: 0, excludingTax: amount };
  return { ...extra, amount, tax: split.tax, excludingTax: split.excludingTax };
}
