import 'server-only';
import { COLLECTIONS } from '../collections';
import type { DocumentStore } from '../ports/document-store';
import { counterId } from './document-store-limiter';
import { sweepExpiredNowAndThen, type ExpiringDocument } from './expiring-documents';

/** A limit on the failures of one secret: `points` failures within `seconds` lock the key for `lockSeconds`. */
export interface FailureLockRule {
  points: number;
  seconds: number;
  lockSeconds: number;
}

/** How long a lock is still told of after it began (the board's notice): a shift later, staff still read it. */
export const LOCK_NOTICE_MS = 24 * 60 * 60 * 1000;

const COLLECTION = COLLECTIONS.rateLimits;

/** One document per limit and key, beside the counters of the other limits (its id a hash of both). */
interface FailureLockDocument extends ExpiringDocument {
  limit: string;
  /** failures in the current window, tries still being checked included */
  points: number;
  /** milliseconds since the epoch */
  windowEndsAt: number;
  lockedAt: number | null;
  lockedUntil: number | null;
  /** the failures that locked it */
  lockedAfter: number | null;
}

/** The latest lock of a key: when it began and ends (milliseconds since the epoch), and after how many failures. */
export interface FailureLock {
  lockedAt: number;
  lockedUntil: number;
  failures: number;
}

/** A try under way: refund it when the secret was right. */
export interface ReservedTry {
  /** whether this very try locked the key (it was the last failure allowed) */
  locked: boolean;
}

const idOf = (name: string, key: string) => counterId(`${name}:${key}`);

function lockOf(doc: FailureLockDocument | null): FailureLock | null {
  return doc && doc.lockedAt !== null && doc.lockedUntil !== null ? { lockedAt: doc.lockedAt, lockedUntil: doc.lockedUntil, failures: doc.lockedAfter ?? 0 } : null;
}

/**
 * Counts one try as a failure before the secret is checked (one transaction), so however many
 * tries arrive at once, no more than `points` are ever checked in a window; `refundTry` gives the
 * point back when the secret was right, so only failures use the window up. The try that takes
 * the last point locks the key for `lockSeconds`. A locked key answers the lock and counts nothing.
 */
export async function reserveTry(documents: DocumentStore, name: string, rule: FailureLockRule, key: string, now: number): Promise<{ lock: FailureLock } | ReservedTry> {
  const id = idOf(name, key);
  const outcome = await documents.runTransaction(async (tx): Promise<{ lock: FailureLock } | ReservedTry> => {
    const doc = await tx.get<FailureLockDocument>(COLLECTION, id);
    const lock = lockOf(doc);
    if (lock && lock.lockedUntil > now) return { lock };
    const inWindow = doc !== null && doc.windowEndsAt > now;
    const points = inWindow ? doc.points + 1 : 1;
    const windowEndsAt = inWindow ? doc.windowEndsAt : now + rule.seconds * 1000;
    const locks = points >= rule.points;
    const next: FailureLockDocument = locks
      ? { limit: name, points, windowEndsAt, lockedAt: now, lockedUntil: now + rule.lockSeconds * 1000, lockedAfter: points, expiresAt: now + LOCK_NOTICE_MS }
      : {
          limit: name,
          points,
          windowEndsAt,
          lockedAt: doc?.lockedAt ?? null,
          lockedUntil: doc?.lockedUntil ?? null,
          lockedAfter: doc?.lockedAfter ?? null,
          expiresAt: Math.max(windowEndsAt, doc?.expiresAt ?? 0),
        };
    tx.set(COLLECTION, id, next);
    return { locked: locks };
  });
  sweepExpiredNowAndThen(documents, COLLECTION, now);
  return outcome;
}

/** The secret was right: the try's point is given back, and the lock it set (if it was the last point) lifted. */
export async function refundTry(documents: DocumentStore, name: string, key: string, reserved: ReservedTry): Promise<void> {
  const id = idOf(name, key);
  await documents.runTransaction(async (tx) => {
    const doc = await tx.get<FailureLockDocument>(COLLECTION, id);
    if (!doc) return;
    const unlock = reserved.locked ? { lockedAt: null, lockedUntil: null, lockedAfter: null } : {};
    tx.update(COLLECTION, id, { points: Math.max(0, doc.points - 1), ...unlock });
  });
}

/** The key's latest lock while it is still told of (LOCK_NOTICE_MS after it began), else null. */
export async function latestLock(documents: DocumentStore, name: string, key: string, now: number): Promise<FailureLock | null> {
  const lock = lockOf(await documents.get<FailureLockDocument>(COLLECTION, idOf(name, key)));
  return lock && lock.lockedAt + LOCK_NOTICE_MS > now ? lock : null;
}
