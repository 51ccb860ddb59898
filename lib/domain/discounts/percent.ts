/**
 * Percentages in the data are fractions (TaxRate 0.1, DiscountPercentageValue 0.2). Values
 * above 1 are read as whole percentages so data typed as "20" still means 20%, never 2000%.
 */
export function discountFraction(value: number | null | undefined): number {
  if (!value || !Number.isFinite(value) || value <= 0) return 0;
  return Math.min(1, value > 1 ? value / 100 : value);
}
