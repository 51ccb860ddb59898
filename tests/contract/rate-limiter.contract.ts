import { describe, expect, it } from '@jest/globals';

import { isAppError } from '@/lib/domain/errors/app-error';
import { counterId, DocumentStoreRateLimiter, RATE_LIMIT_COLLECTION } from '@/lib/server/limits/document-store-limiter';
import { sweepExpired } from '@/lib/server/limits/expiring-documents';
import type { DocumentStore } from '@/lib/server/ports/document-store';
import { enforceLimits, RATE_LIMITS } from '@/lib/server/rate-limit';

/** The outcome of n consumes of one key: true allowed, false refused. */
async function consumeMany(limiter: DocumentStoreRateLimiter, key: string, n: number): Promise<boolean[]> {
  const outcomes: boolean[] = [];
  for (let i = 0; i < n; i += 1) {
    outcomes.push(
      await limiter.consume(key).then(
        () => true,
        (refusal: unknown) => {
          if (refusal instanceof Error) throw refusal;
          return false;
        },
      ),
    );
  }
  return outcomes;
}

/**
 * The rate limiter written on the DocumentStore port, run against each adapter (the SQLite file
 * and the Firestore emulator): the same counts, windows and refusals on both.
 */
export type OpenStore = () => Promise<{ store: DocumentStore; close: () => Promise<void> }>;

/** A test body on a fresh store of the adapter, closed after it. */
export const onFreshStore = (open: OpenStore) => (test: (store: DocumentStore) => Promise<void>) => async () => {
  const { store, close } = await open();
  try {
    await test(store);
  } finally {
    await close();
  }
};

export function describeRateLimiterContract(name: string, open: OpenStore): void {
  describe(`rate limits on the DocumentStore: ${name}`, () => {
    const withStore = onFreshStore(open);

    it(
      'allows `points` per window and key, refuses the next with the time left, and starts over when the window ends',
      withStore(async (store) => {
        let now = 1_000_000;
        const limiter = new DocumentStoreRateLimiter({ keyPrefix: 'test', points: 3, duration: 10, now: () => now }, store);
        expect(await consumeMany(limiter, '198.51.100.1', 4)).toEqual([true, true, true, false]);
        now += 4_000;
        const refusal = await limiter.consume('198.51.100.1').catch((r: unknown) => r);
        expect(refusal).toMatchObject({ msBeforeNext: 6_000, remainingPoints: 0 });
        // another key counts on its own
        expect(await consumeMany(limiter, '198.51.100.2', 1)).toEqual([true]);
        now += 6_000;
        expect(await consumeMany(limiter, '198.51.100.1', 4)).toEqual([true, true, true, false]);
      }),
    );

    it(
      'keeps limits apart by name and stores only a hash of the key',
      withStore(async (store) => {
        const first = new DocumentStoreRateLimiter({ keyPrefix: 'one', points: 1, duration: 60 }, store);
        const second = new DocumentStoreRateLimiter({ keyPrefix: 'two', points: 1, duration: 60 }, store);
        expect(await consumeMany(first, 'grace@example.com', 2)).toEqual([true, false]);
        expect(await consumeMany(second, 'grace@example.com', 1)).toEqual([true]);
        const stored = await store.get(RATE_LIMIT_COLLECTION, counterId('one:grace@example.com'));
        expect(stored).toMatchObject({ limit: 'one', points: 2 });
        expect(JSON.stringify(stored)).not.toContain('grace');
      }),
    );

    it(
      'sweeps finished windows and keeps live ones',
      withStore(async (store) => {
        let now = 5_000_000;
        const limiter = new DocumentStoreRateLimiter({ keyPrefix: 'sweep', points: 5, duration: 10, now: () => now }, store);
        await consumeMany(limiter, 'old', 1);
        now += 20_000;
        await consumeMany(limiter, 'new', 1);
        expect(await sweepExpired(store, RATE_LIMIT_COLLECTION, now)).toBe(1);
        expect(await store.get(RATE_LIMIT_COLLECTION, counterId('sweep:old'))).toBeNull();
        expect(await store.get(RATE_LIMIT_COLLECTION, counterId('sweep:new'))).toMatchObject({ points: 1 });
      }),
    );

    it(
      'counts concurrent consumes of one key exactly',
      withStore(async (store) => {
        const limiter = new DocumentStoreRateLimiter({ keyPrefix: 'race', points: 5, duration: 60 }, store);
        const outcomes = await Promise.all(
          Array.from({ length: 8 }, () =>
            limiter.consume('k').then(
              () => true,
              () => false,
            ),
          ),
        );
        expect(outcomes.filter(Boolean)).toHaveLength(5);
      }),
    );

    it(
      'enforceLimits answers RATE_LIMITED with the seconds to wait once any limit is spent, and skips a try without a key',
      withStore(async (store) => {
        const { points } = RATE_LIMITS.passwordLinkPerEmail;
        for (let i = 0; i < points; i += 1) await enforceLimits(store, ['passwordLinkPerEmail', 'ada@example.com'], ['passwordLinkPerAddress', null]);
        const error = await enforceLimits(store, ['passwordLinkPerAddress', '192.0.2.9'], ['passwordLinkPerEmail', 'ada@example.com']).catch((e: unknown) => e);
        expect(isAppError(error)).toBe(true);
        expect(error).toMatchObject({ code: 'RATE_LIMITED', messageKey: 'auth.tooManyAttempts', values: { seconds: expect.any(Number) } });
        const { seconds } = (error as { values: { seconds: number } }).values;
        expect(seconds).toBeGreaterThan(3500);
        expect(seconds).toBeLessThanOrEqual(3600);
        // the address's try was counted all the same
        expect(await store.get(RATE_LIMIT_COLLECTION, counterId('passwordLinkPerAddress:192.0.2.9'))).toMatchObject({ points: 1 });
      }),
    );
  });
}
