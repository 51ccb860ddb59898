/**
 * Inclusive tax (spec part 1 §1, part 2 §9): prices include tax, and
 * tax = price - price*100/(100*rate+100), where the data's TaxRate is a fraction (0.1 = 10%).
 */
import { type Cents, roundHalfAway } from './cents';

/** The rate assumed for taxable surcharges, delivery fees and trigger records (spec: 10%, 0.1). */
export const DEFAULT_TAX_RATE = 0.1;

/** A price with its tax part and the part excluding tax; the two always add up to the price. */
export interface TaxSplit {
  tax: Cents;
  excludingTax: Cents;
}

/** Tax rate as a percentage without float noise (0.07 -> 7, not 7.000000000000001). */
function ratePercent(rate: number | null | undefined): number {
  if (rate === null || rate === undefined || !Number.isFinite(rate) || rate <= 0) return 0;
  return Math.round(rate * 1e8) / 1e6;
}

/** The tax included in `priceCents` at `rate`; never more than the price, never negative for a positive price. */
export function inclusiveTaxCents(priceCents: Cents, rate: number | null | undefined): Cents {
  const percent = ratePercent(rate);
  if (percent === 0) return 0;
  const excluding = roundHalfAway((priceCents * 100) / (percent + 100));
  return priceCents - excluding;
}

/** Splits an inclusive price into tax and the amount excluding tax. */
export function splitInclusive(priceCents: Cents, rate: number | null | undefined): TaxSplit {
  const tax = inclusiveTaxCents(priceCents, rate);
  return { tax, excludingTax: priceCents - tax };
}
