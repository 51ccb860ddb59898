import { addDays, type LocalDate, isoWeekday } from './local-date';
import { normaliseDayOfWeek } from './day-of-week';
import { type Interval, mergeIntervals } from './intervals';
import { parseTimeOfDay } from './time-of-day';
import { localDateMinutesToInstant } from './zoned-time';

/** A shift in minutes after the local midnight of its own weekday; end may exceed 1440. */
export interface DailyShift {
  startMinutes: number;
  endMinutes: number;
}

/** Anything with a weekday and a start/end time: OperatingHours and the second hours list. */
export interface WeekdayHours {
  dayOfWeek: number | string;
  start: string;
  end: string;
}

/**
 * Shifts of one weekday. An end at or before the start passes midnight (a closing time of
 * 00:00:00 means the end of the day; equal times mean open around the clock).
 */
export function shiftsForWeekday(hours: readonly WeekdayHours[], weekday: number): DailyShift[] {
  return hours
    .flatMap((entry) => {
      if (normaliseDayOfWeek(entry.dayOfWeek) !== weekday) return [];
      const start = parseTimeOfDay(entry.start);
      const end = parseTimeOfDay(entry.end);
      if (start === null || end === null) return [];
      return [{ startMinutes: start, endMinutes: end <= start ? end + 1440 : end }];
    })
    .sort((a, b) => a.startMinutes - b.startMinutes);
}

export function shiftsForDate(hours: readonly WeekdayHours[], date: LocalDate): DailyShift[] {
  return shiftsForWeekday(hours, isoWeekday(date));
}

/** Real instants of the shifts starting on each date from `from` for `days` days. */
export function periodsForDates(hours: readonly WeekdayHours[], from: LocalDate, days: number, timeZone: string): Interval[] {
  // Every order and slot list of a store asks for the same days' periods: kept per hours, days and zone.
  const key = `${timeZone}|${from.year}-${from.month}-${from.day}|${days}|${JSON.stringify(hours)}`;
  const known = periodsCache.get(key);
  if (known) return known.map((period) => ({ ...period }));
  const periods = computePeriods(hours, from, days, timeZone);
  if (periodsCache.size > 10_000) periodsCache.clear();
  periodsCache.set(key, periods);
  return periods.map((period) => ({ ...period }));
}

const periodsCache = new Map<string, Interval[]>();

/**
 * A closing time in the day's last minute (23:59, 23:59:59) is the end of the day: an open span
 * then joins the next day's span from 00:00, as a 24-hour store's hours mean.
 */
function untilMidnight(endMinutes: number): number {
  return endMinutes >= 1439 && endMinutes < 1440 ? 1440 : endMinutes;
}

function computePeriods(hours: readonly WeekdayHours[], from: LocalDate, days: number, timeZone: string): Interval[] {
  const periods: Interval[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(from, offset);
    for (const shift of shiftsForDate(hours, date)) {
      periods.push({
        start: localDateMinutesToInstant(date, shift.startMinutes, timeZone).getTime(),
        end: localDateMinutesToInstant(date, untilMidnight(shift.endMinutes), timeZone).getTime(),
      });
    }
  }
  return mergeIntervals(periods);
}

export function operatingHoursAsWeekdayHours(hours: readonly { DayOfWeek: number | string; OpeningTime: string; ClosingTime: string }[] | null | undefined): WeekdayHours[] {
  return (hours ?? []).map((h) => ({ dayOfWeek: h.DayOfWeek, start: h.OpeningTime, end: h.ClosingTime }));
}

export function serviceHoursAsWeekdayHours(hours: readonly { DayOfWeek: number | string; StartTime: string; EndTime: string }[] | null | undefined): WeekdayHours[] {
  return (hours ?? []).map((h) => ({ dayOfWeek: h.DayOfWeek, start: h.StartTime, end: h.EndTime }));
}
