import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { DocumentStoreRateLimiter } from './limits/document-store-limiter';
import type { DocumentStore } from './ports/document-store';

interface LimitRule {
  /** requests allowed per window and key */
  points: number;
  /** the window, in seconds; it starts at a key's first request */
  seconds: number;
  /** the message of the 429: guessing a secret, or just too many calls */
  message: 'auth.tooManyAttempts' | 'errors.rateLimited' | 'board.errors.signInLocked';
  /** a limit of failures only (lib/server/limits/failure-lock.ts): the last point locks the key for this long */
  lockSeconds?: number;
}

const MINUTE = 60;
const QUARTER_HOUR = 15 * MINUTE;
const HOUR = 60 * MINUTE;
const TOO_MANY_ATTEMPTS = 'auth.tooManyAttempts';
const TOO_MANY_REQUESTS = 'errors.rateLimited';

/**
 * Every rate limit of the app, counted in the DocumentStore, so every server process on the same
 * data counts together (docs/operations.md "Rate limits" shows this table). "PerAddress" limits key on the
 * client's address (lib/server/http/client-address.ts) and are loose, because a restaurant's
 * guests share its Wi-Fi (one address for a room full of phones); the limits per email, phone,
 * member or store are the guard of one account or one secret.
 */
export const RATE_LIMITS = {
  /** guessing coupon codes: a customer types one or two */
  couponLookupPerAddress: { points: 20, seconds: MINUTE, message: TOO_MANY_REQUESTS },
  /** each quote may cost billed maps calls (a quote for the same store and address is also cached) */
  deliveryQuotePerAddress: { points: 30, seconds: MINUTE, message: TOO_MANY_REQUESTS },
  /** order placement, retries with the same Idempotency-Key included */
  orderPerAddress: { points: 30, seconds: MINUTE, message: TOO_MANY_REQUESTS },
  /** each keystroke is a request (and, with Google, a billed one) */
  autocompletePerAddress: { points: 30, seconds: 10, message: TOO_MANY_REQUESTS },
  /** the browser's error-log inserts */
  logInsertPerAddress: { points: 30, seconds: MINUTE, message: TOO_MANY_REQUESTS },
  /** guest check-ins at a table */
  visitPerAddress: { points: 60, seconds: HOUR, message: TOO_MANY_REQUESTS },
  signInPerEmail: { points: 10, seconds: QUARTER_HOUR, message: TOO_MANY_ATTEMPTS },
  signInPerAddress: { points: 100, seconds: QUARTER_HOUR, message: TOO_MANY_ATTEMPTS },
  passwordLinkPerEmail: { points: 3, seconds: HOUR, message: TOO_MANY_ATTEMPTS },
  passwordLinkPerAddress: { points: 20, seconds: HOUR, message: TOO_MANY_ATTEMPTS },
  registerPerAddress: { points: 30, seconds: HOUR, message: TOO_MANY_ATTEMPTS },
  /** text messages (each also waits 30 s after the last: RESEND_SECONDS) */
  smsPerPhone: { points: 5, seconds: HOUR, message: TOO_MANY_ATTEMPTS },
  smsPerAddress: { points: 20, seconds: HOUR, message: TOO_MANY_ATTEMPTS },
  /** stored cards added or removed: each reaches the payment provider, and many cards tried is card testing */
  cardsPerMember: { points: 20, seconds: HOUR, message: TOO_MANY_ATTEMPTS },
  cardsPerAddress: { points: 60, seconds: HOUR, message: TOO_MANY_ATTEMPTS },
  /** the checkout's "does this email have an account" (each answer tells one address's secret bit) */
  emailCheckPerAddress: { points: 20, seconds: QUARTER_HOUR, message: TOO_MANY_ATTEMPTS },
  /** the order board's short passcode */
  boardPasscodePerStoreAndAddress: { points: 10, seconds: QUARTER_HOUR, message: TOO_MANY_ATTEMPTS },
  boardPasscodePerAddress: { points: 30, seconds: QUARTER_HOUR, message: TOO_MANY_ATTEMPTS },
  /** wrong board passcodes per store from any address (failures only): the 30th locks the store's board sign-in, a right passcode too */
  boardPasscodeFailuresPerStore: { points: 30, seconds: QUARTER_HOUR, lockSeconds: QUARTER_HOUR, message: 'board.errors.signInLocked' },
} as const satisfies Record<string, LimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** One request counted against one limit for one key; a null key (no address known) is not counted. */
export type LimitTry = [RateLimitName, string | null];

const limiters = new WeakMap<DocumentStore, Map<RateLimitName, DocumentStoreRateLimiter>>();

function limiterFor(documents: DocumentStore, name: RateLimitName): DocumentStoreRateLimiter {
  const byName = limiters.get(documents) ?? new Map<RateLimitName, DocumentStoreRateLimiter>();
  limiters.set(documents, byName);
  let limiter = byName.get(name);
  if (!limiter) {
    limiter = new DocumentStoreRateLimiter({ keyPrefix: name, points: RATE_LIMITS[name].points, duration: RATE_LIMITS[name].seconds }, documents);
    byName.set(name, limiter);
  }
  return limiter;
}

/** A refusal of rate-limiter-flexible (its result), not a failure. */
function waitOf(refusal: unknown): number | null {
  const ms = (refusal as { msBeforeNext?: unknown } | null)?.msBeforeNext;
  return typeof ms === 'number' ? ms : null;
}

/**
 * Counts one request against each limit (all of them, so a refused try still counts everywhere);
 * when any is spent, 429 RATE_LIMITED with its message and the seconds until the longest of the
 * spent windows ends (the route wrapper sends them as Retry-After).
 */
export async function enforceLimits(documents: DocumentStore, ...tries: LimitTry[]): Promise<void> {
  const counted = tries.filter((attempt): attempt is [RateLimitName, string] => attempt[1] !== null && attempt[1] !== '');
  const results = await Promise.allSettled(counted.map(([name, key]) => limiterFor(documents, name).consume(key)));
  let refused: { name: RateLimitName; ms: number } | null = null;
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') return;
    const ms = waitOf(result.reason);
    if (ms === null) throw result.reason;
    if (!refused || ms > refused.ms) refused = { name: counted[index][0], ms };
  });
  if (refused) {
    const { name, ms } = refused as { name: RateLimitName; ms: number };
    throw new AppError('RATE_LIMITED', RATE_LIMITS[name].message, { seconds: Math.max(1, Math.ceil(ms / 1000)) });
  }
}
