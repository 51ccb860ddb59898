import { isStale, latestDailyRefresh } from '@/lib/client/cart';
import { fromZonedParts } from '@/lib/domain/time/zoned-time';

function at(zone: string, year: number, month: number, day: number, hour: number, minute = 0, second = 0): number {
  return fromZonedParts({ year, month, day, hour, minute, second }, zone).getTime() / 1000;
}
const SYD = 'Australia/Sydney';
const PER = 'Australia/Perth';

describe('latestDailyRefresh', () => {
  it.each([
    ['after 10:00 it is today’s', at(SYD, 2026, 6, 15, 10, 30), at(SYD, 2026, 6, 15, 10)],
    ['at 10:00 exactly it is today’s', at(SYD, 2026, 6, 15, 10), at(SYD, 2026, 6, 15, 10)],
    ['before 10:00 it is yesterday’s', at(SYD, 2026, 6, 15, 9, 59), at(SYD, 2026, 6, 14, 10)],
    ['across the first of the month', at(SYD, 2026, 7, 1, 8), at(SYD, 2026, 6, 30, 10)],
  ])('%s', (_name, now, expected) => {
    expect(latestDailyRefresh(now, SYD)).toBe(expected);
  });

  it('is 10:00 in the store’s zone, not the browser’s', () => {
    expect(latestDailyRefresh(at(PER, 2026, 6, 15, 10, 30), PER)).toBe(at(PER, 2026, 6, 15, 10));
    // 10:30 in Sydney is 08:30 in Perth: Perth's last refresh was the day before.
    expect(latestDailyRefresh(at(SYD, 2026, 6, 15, 10, 30), PER)).toBe(at(PER, 2026, 6, 14, 10));
  });
});

describe('isStale(created, now, storeTimeZone)', () => {
  const now = at(SYD, 2026, 6, 15, 12);
  it.each([
    ['created at midnight of the refresh day (10 h before it)', at(SYD, 2026, 6, 15, 0), true],
    ['created one second after midnight', at(SYD, 2026, 6, 15, 0, 0, 1), false],
    ['created the evening before', at(SYD, 2026, 6, 14, 21), true],
    ['created after the refresh', at(SYD, 2026, 6, 15, 11), false],
    ['created days ago', at(SYD, 2026, 6, 10, 12), true],
  ])('%s', (_name, created, stale) => {
    expect(isStale(created, now, SYD)).toBe(stale);
  });

  it('defaults to Sydney time when the store has no zone', () => {
    expect(isStale(at(SYD, 2026, 6, 14, 21), now)).toBe(true);
    expect(isStale(at(SYD, 2026, 6, 14, 21), now, null)).toBe(true);
  });

  it('on the spring-forward morning the window is 10 hours of real time (23:00 the night before + 10 h = 10:00 AEDT)', () => {
    // 4 October 2026: Sydney clocks jump from 02:00 to 03:00.
    const refresh = at(SYD, 2026, 10, 4, 10);
    expect(isStale(at(SYD, 2026, 10, 3, 23, 59), refresh, SYD)).toBe(false);
    expect(isStale(at(SYD, 2026, 10, 3, 23), refresh, SYD)).toBe(true);
  });
});
