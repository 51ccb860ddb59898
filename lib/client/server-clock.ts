/**
 * The page's clock, set by the server's. The times a page offers (delivery and pickup slots, the
 * active menu, open or closed, a coupon's window) are checked again by the server when the order
 * is placed, on its own clock: a phone whose clock is a minute slow would offer a time the server
 * no longer does, and offer it again after each refusal. So every fresh answer of our API
 * (lib/client/api/api-client.ts) tells its `Date`, and the page's "now" is the phone's clock moved
 * by the difference, once the difference is surely more than the measure's own error.
 */

/** A difference under this (beyond the measure's own error) is left alone: no slot turns on a second or two. */
export const SKEW_TOLERANCE_MS = 2_000;

let offsetMs = 0;
const listeners = new Set<() => void>();

/**
 * Learns the server's time from an answer's `Date` header, sent at `sentAtMs` and received at
 * `receivedAtMs` by the phone's clock. The header has whole seconds and was written somewhere
 * between sending and receiving, so the measure is good to half a second plus half the round trip.
 */
export function learnServerTime(dateHeader: string | null | undefined, sentAtMs: number, receivedAtMs: number): void {
  const serverMs = dateHeader ? Date.parse(dateHeader) : NaN;
  if (!Number.isFinite(serverMs)) return;
  const skew = serverMs + 500 - (sentAtMs + receivedAtMs) / 2;
  const error = 500 + Math.max(0, receivedAtMs - sentAtMs) / 2;
  const next = Math.abs(skew) > error + SKEW_TOLERANCE_MS ? Math.round(skew) : 0;
  if (next === offsetMs) return;
  offsetMs = next;
  listeners.forEach((listener) => listener());
}

/**
 * Calls `listener` when the page's clock is set anew: what was computed from the time (a list of
 * slots built before the first answer came) is computed again. Returns its removal.
 */
export function onServerClockSet(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The time now, in epoch milliseconds, by the server's clock as far as the page knows it. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}
