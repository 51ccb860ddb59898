import { describe, expect, it } from '@jest/globals';

import { latestLock, refundTry, reserveTry } from '@/lib/server/limits/failure-lock';
import { sweepExpired } from '@/lib/server/limits/expiring-documents';
import { SESSION_COLLECTION, SessionRepository, boardSessionOwner, memberSessionOwner, sessionDocumentId } from '@/lib/server/repositories/session-repository';

import { onFreshStore, type OpenStore } from './rate-limiter.contract';

/**
 * The server's session records and the failure lock, both written on the DocumentStore port, run
 * against each adapter (the SQLite file and the Firestore emulator): the same answers on both.
 */
export function describeSessionContract(name: string, open: OpenStore): void {
  describe(`sessions and failure locks on the DocumentStore: ${name}`, () => {
    const withStore = onFreshStore(open);
    const now = Date.UTC(2026, 0, 1);

    it(
      'opens, checks, ends one and ends all of an owner’s sessions, keeping only the id’s hash',
      withStore(async (store) => {
        const sessions = new SessionRepository(store, () => now);
        const ada = memberSessionOwner('ada');
        const [first, second, third] = [await sessions.open(ada, 60), await sessions.open(ada, 60), await sessions.open(boardSessionOwner('1'), 60)];
        expect(await sessions.isOpen(first, ada)).toBe(true);
        expect(await sessions.isOpen(first, memberSessionOwner('bob'))).toBe(false);
        expect(await sessions.isOpen(first, ada, now + 60_000)).toBe(false);
        expect(await store.get(SESSION_COLLECTION, first)).toBeNull();
        expect(await store.get(SESSION_COLLECTION, sessionDocumentId(first))).toMatchObject({ owner: ada, expiresAt: now + 60_000 });
        await sessions.end(first);
        expect(await sessions.isOpen(first, ada)).toBe(false);
        expect(await sessions.isOpen(second, ada)).toBe(true);
        expect(await sessions.endAll(ada)).toBe(1);
        expect(await sessions.isOpen(second, ada)).toBe(false);
        expect(await sessions.isOpen(third, boardSessionOwner('1'))).toBe(true);
        await sweepExpired(store, SESSION_COLLECTION, now + 61_000);
        expect(await store.count(SESSION_COLLECTION)).toBe(0);
      }),
    );

    it(
      'counts tries before the check, gives a right one back, and locks at the last point until lockSeconds have passed',
      withStore(async (store) => {
        const rule = { points: 3, seconds: 60, lockSeconds: 120 };
        const tryAt = (at: number) => reserveTry(store, 'lock', rule, 'store-1', at);
        expect(await tryAt(now)).toEqual({ locked: false });
        const right = await tryAt(now + 1);
        await refundTry(store, 'lock', 'store-1', right as { locked: boolean });
        expect(await tryAt(now + 2)).toEqual({ locked: false });
        expect(await tryAt(now + 3)).toEqual({ locked: true });
        expect(await tryAt(now + 4)).toEqual({ lock: { lockedAt: now + 3, lockedUntil: now + 3 + 120_000, failures: 3 } });
        expect(await latestLock(store, 'lock', 'store-1', now + 5)).toEqual({ lockedAt: now + 3, lockedUntil: now + 120_003, failures: 3 });
        expect(await tryAt(now + 120_003)).toEqual({ locked: false });
        expect(await latestLock(store, 'lock', 'store-2', now)).toBeNull();
      }),
    );

    it(
      'checks no more than the points however many tries arrive at once',
      withStore(async (store) => {
        const outcomes = await Promise.all(Array.from({ length: 8 }, () => reserveTry(store, 'race', { points: 5, seconds: 60, lockSeconds: 60 }, 'k', now)));
        expect(outcomes.filter((outcome) => !('lock' in outcome))).toHaveLength(5);
      }),
    );
  });
}
