import type { TOperatingHours, TPreOrderOperatingHours } from '../../schemas/entities';

/** Opening-hours helpers: days are Monday 1 to Sunday 7, times local 'HH:mm:ss'. */
export const OPEN_ALL_DAY = ['00:00:00', '23:59:59'] as const;

type TRange = readonly [string, string];

/** Same hours every day of the week. */
export function everyDay([open, close]: TRange): TOperatingHours[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({ DayOfWeek: day, OpeningTime: open, ClosingTime: close }));
}

/** Hours per day; a day missing from the map (or null) is closed. */
export function weekly(days: Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, TRange | null>>): TOperatingHours[] {
  return Object.entries(days).flatMap(([day, range]) => (range ? [{ DayOfWeek: Number(day), OpeningTime: range[0], ClosingTime: range[1] }] : []));
}

/** Weekdays, Saturday and Sunday shorthand. */
export function weekdaysAndWeekend(weekdays: TRange, saturday: TRange | null, sunday: TRange | null): TOperatingHours[] {
  return weekly({ 1: weekdays, 2: weekdays, 3: weekdays, 4: weekdays, 5: weekdays, 6: saturday, 7: sunday });
}

/** The pre-order / delivery hours list derived from opening hours, optionally narrowed. */
export function preOrderHours(hours: readonly TOperatingHours[], start?: string, end?: string): TPreOrderOperatingHours[] {
  return hours.map((h) => ({ DayOfWeek: h.DayOfWeek, StartTime: start ?? h.OpeningTime, EndTime: end ?? h.ClosingTime }));
}
