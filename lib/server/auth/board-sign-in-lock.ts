import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import type { TBoardSignInLock } from '@/lib/views/board';
import { latestLock, refundTry, reserveTry, type FailureLock, type ReservedTry } from '../limits/failure-lock';
import type { DocumentStore } from '../ports/document-store';
import { RATE_LIMITS } from '../rate-limit';

/** Wrong passcodes per store, from any address (RATE_LIMITS, docs/operations.md "Rate limits"). */
const LIMIT = 'boardPasscodeFailuresPerStore';
const RULE = RATE_LIMITS[LIMIT];

/**
 * A board sign-in try against the store's failure limit, before the passcode is checked: 429
 * "locked" (with the minutes left) while the store's board sign-in is locked, a right passcode
 * too; otherwise the try, to give back when the passcode was right.
 */
export async function reserveBoardSignIn(documents: DocumentStore, storeId: string, now: number): Promise<ReservedTry> {
  const reserved = await reserveTry(documents, LIMIT, RULE, storeId, now);
  if (!('lock' in reserved)) return reserved;
  const seconds = Math.max(1, Math.ceil((reserved.lock.lockedUntil - now) / 1000));
  throw new AppError('RATE_LIMITED', RULE.message, { seconds, minutes: Math.ceil(seconds / 60), failures: reserved.lock.failures });
}

/** The passcode was right: it does not use up the store's failures. */
export function refundBoardSignIn(documents: DocumentStore, storeId: string, reserved: ReservedTry): Promise<void> {
  return refundTry(documents, LIMIT, storeId, reserved);
}

const seconds = (ms: number) => Math.floor(ms / 1000);

export function boardSignInLockView(lock: FailureLock | null): TBoardSignInLock | null {
  return lock ? { lockedAt: seconds(lock.lockedAt), lockedUntil: seconds(lock.lockedUntil), failures: lock.failures } : null;
}

/** The store's latest board sign-in lock while the board tells of it (a day), for the boards already signed in. */
export async function boardSignInLock(documents: DocumentStore, storeId: string, now: number): Promise<TBoardSignInLock | null> {
  return boardSignInLockView(await latestLock(documents, LIMIT, storeId, now));
}
