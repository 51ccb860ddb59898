/**
 * Cents-exact money. Entities store dollars as JS numbers (12.5); every calculation in the
 * pricing engine runs on integer cents so sums never drift, and converts back only at the edge.
 */

/** An integer number of cents (may be negative for discounts). */
export type Cents = number;

/**
 * Float noise tolerance: 1.005 dollars is 100.49999999999999 cents and must round to 101. Cent
 * amounts times rates never land this close to a half unless they are a half.
 */
const NOISE = 1e-7;

/** Rounds half away from zero, so -0.5 and 0.5 round symmetrically. */
export function roundHalfAway(value: number): number {
  const magnitude = Math.abs(value);
  let whole = Math.floor(magnitude);
  if (magnitude - whole >= 0.5 - NOISE) whole += 1;
  return value < 0 && whole !== 0 ? -whole : whole;
}

/** Largest integer not above `value`, ignoring float noise just below an integer. */
export function floorClean(value: number): number {
  return Math.floor(value + NOISE);
}

/** Dollars (12.5) to integer cents (1250); missing or non-finite amounts count as zero. */
export function toCents(dollars: number | null | undefined): Cents {
  if (dollars === null || dollars === undefined || !Number.isFinite(dollars)) return 0;
  return roundHalfAway(dollars * 100);
}

/** Integer cents back to dollars with at most 2 decimals. */
export function fromCents(cents: Cents): number {
  return roundHalfAway(cents) / 100;
}

/** The spec's "money rounded to 2 decimals", for a dollar amount. */
export function roundMoney(dollars: number | null | undefined): number {
  return fromCents(toCents(dollars));
}

/** Multiplies cents by a factor (a rate or a quantity) and rounds back to whole cents. */
export function multiplyCents(cents: Cents, factor: number): Cents {
  return roundHalfAway(cents * factor);
}

/**
 * Splits `total` cents over `weights` proportionally, exactly: the parts always add up to the
 * total (largest remainder, ties to the earlier weight), so a discount spread over lines never
 * gains or loses a cent.
 */
export function allocateCents(total: Cents, weights: readonly number[]): Cents[] {
  const weightSum = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  if (weights.length === 0) return [];
  if (weightSum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const sign = total < 0 ? -1 : 1;
  const magnitude = Math.abs(total);
  const exact = weights.map((w) => (magnitude * Math.max(0, w)) / weightSum);
  const parts = exact.map(floorClean);
  let remainder = magnitude - parts.reduce((sum, p) => sum + p, 0);
  const order = exact.map((x, i) => ({ i, frac: x - parts[i] })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; remainder > 0 && k < order.length; k += 1, remainder -= 1) parts[order[k].i] += 1;
  return parts.map((p) => (p === 0 ? 0 : sign * p));
}
