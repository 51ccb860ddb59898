import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { SKELETON_AFTER_MS, settlesWithin } from '@/lib/server/pages/first-paint';

const after = <T>(ms: number, value: T, fail = false) => new Promise<T>((resolve, reject) => setTimeout(() => (fail ? reject(new Error(String(value))) : resolve(value)), ms));

describe('the store page: sent whole, or its skeleton first (spec part 1 §4)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is whole when the store and menu come within the wait, even as a failure (the error page then)', async () => {
    const loaded = settlesWithin(after(99, 'menu'), SKELETON_AFTER_MS);
    const failed = settlesWithin(after(40, 'read failed', true), SKELETON_AFTER_MS);
    await jest.advanceTimersByTimeAsync(99);
    await expect(loaded).resolves.toBe(true);
    await expect(failed).resolves.toBe(true);
  });

  it('streams behind the skeleton when they take longer, and the load goes on', async () => {
    const load = after(250, 'menu');
    const whole = settlesWithin(load, SKELETON_AFTER_MS);
    await jest.advanceTimersByTimeAsync(100);
    await expect(whole).resolves.toBe(false);
    await jest.advanceTimersByTimeAsync(150);
    await expect(load).resolves.toBe('menu');
  });

  it('answers at once for a load already done', async () => {
    const done = Promise.resolve('menu');
    await done;
    const whole = settlesWithin(done, SKELETON_AFTER_MS);
    await jest.advanceTimersByTimeAsync(0);
    await expect(whole).resolves.toBe(true);
  });
});
