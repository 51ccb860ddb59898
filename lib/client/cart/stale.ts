/**
 * Stale cart lines (spec part 1 §4: "Stale items removed after a daily refresh at 10:00 (refresh
 * window 10 hours in the cart)").
 *
 * Reading: the menu refreshes once a day at 10:00 store-local time. That refresh removes the
 * lines that had been in the cart for at least the 10-hour window at that moment, i.e. lines
 * created before 10:00 − 10 h = 00:00 of the refresh day. So yesterday's leftovers go at 10:00
 * the next morning, while a line added after midnight survives that day's refresh (it was less
 * than 10 hours old at 10:00) and goes at the next one. When the screen was closed at 10:00,
 * the most recent refresh that has passed is applied on the next check, as if it had run.
 * The boundary minus 10 h is taken in absolute time, so a daylight-saving night moves it by the
 * hour the night gained or lost, exactly as a timer would.
 */
import { addDays, type LocalDate } from '@/lib/domain/time/local-date';
import { DEFAULT_STORE_TIME_ZONE, fromZonedParts, toLocalDate } from '@/lib/domain/time/zoned-time';

export const DAILY_REFRESH_HOUR = 10;
export const REFRESH_WINDOW_SECONDS = 10 * 60 * 60;

function refreshOn(date: LocalDate, timeZone: string): number {
  return Math.floor(fromZonedParts({ ...date, hour: DAILY_REFRESH_HOUR, minute: 0, second: 0 }, timeZone).getTime() / 1000);
}

/** The most recent daily refresh (10:00 store-local) at or before `now`, in epoch seconds. */
export function latestDailyRefresh(now: number, storeTimeZone: string = DEFAULT_STORE_TIME_ZONE): number {
  const today = toLocalDate(now * 1000, storeTimeZone);
  const refresh = refreshOn(today, storeTimeZone);
  // Before 10:00 the last refresh was the previous local day's.
  return refresh <= now ? refresh : refreshOn(addDays(today, -1), storeTimeZone);
}

/** Whether a line created at `created` (epoch seconds) is removed by the refreshes up to `now`. */
export function isStale(created: number, now: number, storeTimeZone?: string | null): boolean {
  const refresh = latestDailyRefresh(now, storeTimeZone || DEFAULT_STORE_TIME_ZONE);
  return refresh - created >= REFRESH_WINDOW_SECONDS;
}
