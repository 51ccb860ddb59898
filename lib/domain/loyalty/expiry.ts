/** Rule expiry against a `now` in seconds passed in. */

/** Seconds since the epoch of an expiry given as seconds, milliseconds or an ISO string. */
export function expirySeconds(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return value > 1e11 ? value / 1000 : value;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms / 1000;
}

export function isExpired(value: number | string | null | undefined, nowSeconds: number): boolean {
  const at = expirySeconds(value);
  return at !== null && nowSeconds > at;
}
