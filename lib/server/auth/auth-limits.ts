import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { createRateLimiter, type RateLimiter } from '../rate-limit';

/**
 * Guessing passwords and mailing strangers cost a try each: sign-in 10 tries per email and 100
 * per address in 15 minutes; password links 3 per email and 20 per address an hour;
 * registrations 30 per address an hour; text messages 5 per phone and 20 per address an hour
 * (each also waits 30 s after the last); stored cards added or removed 20 per member and 60 per
 * address an hour (each reaches the payment provider, and many cards tried is card testing); the
 * checkout's email check 20 per address in 15 minutes. The per-address limits are loose because a
 * restaurant's guests share its Wi-Fi (one address for a room full of phones); the per-email ones
 * are the guard of an account. Counted in this process (see lib/server/rate-limit.ts).
 */
const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;

export const AUTH_LIMITS = {
  signInPerEmail: createRateLimiter({ limit: 10, windowMs: FIFTEEN_MINUTES }),
  signInPerAddress: createRateLimiter({ limit: 100, windowMs: FIFTEEN_MINUTES }),
  linkPerEmail: createRateLimiter({ limit: 3, windowMs: HOUR }),
  linkPerAddress: createRateLimiter({ limit: 20, windowMs: HOUR }),
  registerPerAddress: createRateLimiter({ limit: 30, windowMs: HOUR }),
  smsPerPhone: createRateLimiter({ limit: 5, windowMs: HOUR }),
  smsPerAddress: createRateLimiter({ limit: 20, windowMs: HOUR }),
  cardsPerMember: createRateLimiter({ limit: 20, windowMs: HOUR }),
  cardsPerAddress: createRateLimiter({ limit: 60, windowMs: HOUR }),
  /** the checkout's "does this email have an account" (each answer tells one address's secret bit) */
  emailCheckPerAddress: createRateLimiter({ limit: 20, windowMs: FIFTEEN_MINUTES }),
};

/** Counts one try against each limiter; 429 "Too many attempts" when any is spent. */
export function takeTry(...tries: [RateLimiter, string][]): void {
  const allowed = tries.map(([limiter, key]) => limiter.take(key));
  if (allowed.includes(false)) throw new AppError('RATE_LIMITED', 'auth.tooManyAttempts');
}
