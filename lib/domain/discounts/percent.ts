/**
 * Percentages in the data are fractions (TaxRate 0.1, DiscountPercentageValue 0.2). Values
 * above 1 are read as whole percentages so data typed as "20" still means 20%, never 2000%.
 */
export function discountFraction(value: number | null | undefined): number {
  if (!value || !Number.isFinite(value) || value <= 0) return 0;
  return Math.min(1, value > 1 ? value / 100 : value);
}

/** A percentage as shown (spec part 1 §9: "Percentage discounts displayed as fraction times 100"): 0.2 is 20, 0.125 is 12.5; 0 when none. */
export function displayPercent(value: number | null | undefined): number {
  return Number((discountFraction(value) * 100).toFixed(2));
}
