import { PROGRESS_INTERVAL_MS, PROGRESS_STEP, PROGRESS_TOTAL, progressAt } from '@/lib/domain/time/progress';

describe('the page-load progress bar (part 1 §4: 2 every 50 ms to 100)', () => {
  it('adds 2 every 50 ms and stops at 100', () => {
    expect([PROGRESS_STEP, PROGRESS_INTERVAL_MS, PROGRESS_TOTAL]).toEqual([2, 50, 100]);
    expect(progressAt(0)).toBe(0);
    expect(progressAt(49)).toBe(0);
    expect(progressAt(50)).toBe(2);
    expect(progressAt(1_000)).toBe(40);
    expect(progressAt(2_450)).toBe(98);
    expect(progressAt(2_500)).toBe(100);
    expect(progressAt(60_000)).toBe(100);
    expect(progressAt(-5)).toBe(0);
  });
});
