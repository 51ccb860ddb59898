/**
 * The spec numbers weekdays Monday 1 to Sunday 7, but some of its helpers use Sunday 0;
 * both are accepted and folded into 1..7.
 */
export function normaliseDayOfWeek(dayOfWeek: number | string): number | null {
  const value = typeof dayOfWeek === 'string' ? Number(dayOfWeek.trim()) : dayOfWeek;
  if (!Number.isInteger(value) || value < 0 || value > 7) return null;
  return value === 0 ? 7 : value;
}
