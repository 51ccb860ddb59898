import { addDays, compareLocalDates, isSameLocalDate, type LocalDate, parseLocalDate } from './local-date';
import { type Interval, mergeIntervals } from './intervals';
import type { BlackoutDate } from './store-hours.types';
import { parseTimeOfDay } from './time-of-day';
import { localDateMinutesToInstant, toLocalDate } from './zoned-time';

/** The store-local calendar day a blackout entry names, or null when unreadable. */
export function blackoutLocalDate(blackout: BlackoutDate, timeZone: string): LocalDate | null {
  if (typeof blackout.Date === 'number') return Number.isFinite(blackout.Date) ? toLocalDate(blackout.Date * 1000, timeZone) : null;
  return parseLocalDate(String(blackout.Date ?? ''));
}

/**
 * Instants covered by blackout dates on local dates from `from` for `days` days. A missing
 * StartTime or EndTime blacks out the whole day; an end at or before the start runs past midnight.
 */
export function blackoutIntervals(blackouts: readonly BlackoutDate[] | null | undefined, from: LocalDate, days: number, timeZone: string): Interval[] {
  const last = addDays(from, days - 1);
  const spans: Interval[] = [];
  for (const blackout of blackouts ?? []) {
    const date = blackoutLocalDate(blackout, timeZone);
    if (!date || compareLocalDates(date, from) < 0 || compareLocalDates(date, last) > 0) continue;
    const start = parseTimeOfDay(blackout.StartTime);
    const end = parseTimeOfDay(blackout.EndTime);
    const [startMinutes, endMinutes] = start === null || end === null ? [0, 1440] : [start, end <= start ? end + 1440 : end];
    spans.push({
      start: localDateMinutesToInstant(date, startMinutes, timeZone).getTime(),
      end: localDateMinutesToInstant(date, endMinutes, timeZone).getTime(),
    });
  }
  return mergeIntervals(spans);
}

/** True when a blackout without times covers the whole of `date`. */
export function isWholeDayBlackout(blackouts: readonly BlackoutDate[] | null | undefined, date: LocalDate, timeZone: string): boolean {
  return (blackouts ?? []).some((blackout) => {
    const day = blackoutLocalDate(blackout, timeZone);
    const timed = parseTimeOfDay(blackout.StartTime) !== null && parseTimeOfDay(blackout.EndTime) !== null;
    return day !== null && isSameLocalDate(day, date) && !timed;
  });
}
