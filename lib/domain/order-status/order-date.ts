import { isoWeekday } from '../time/local-date';
import { toZonedParts, type ZonedDateTime } from '../time/zoned-time';

/**
 * The parts of the spec's date display 'dd MMMM yyyy h:mm a' for an instant in the store's zone
 * (never the browser's or the server's). The month name and AM/PM come from the messages, so
 * the same parts read '05 March 2026 2:30 PM' in English and '2026年3月05日 下午2:30' in Chinese.
 */
export interface OrderDateParts {
  /** day of month, two digits */
  dd: string;
  /** 1 to 12 */
  month: number;
  yyyy: string;
  /** 'h:mm', 12-hour clock */
  time: string;
  period: 'am' | 'pm';
}

/** The wall clock on 12 hours: 12 for midnight and noon, the minutes on two digits. */
function twelveHourClock(wall: ZonedDateTime): { hour: number; minutes: string; period: 'am' | 'pm' } {
  return { hour: wall.hour % 12 === 0 ? 12 : wall.hour % 12, minutes: String(wall.minute).padStart(2, '0'), period: wall.hour < 12 ? 'am' : 'pm' };
}

export function orderDateParts(epochSeconds: number, timeZone: string): OrderDateParts {
  const wall = toZonedParts(epochSeconds * 1000, timeZone);
  const clock = twelveHourClock(wall);
  return { dd: String(wall.day).padStart(2, '0'), month: wall.month, yyyy: String(wall.year), time: `${clock.hour}:${clock.minutes}`, period: clock.period };
}

/**
 * The parts of the reorder carousel's date (part 1 §9: "weekday day month hh:mm am/pm", e.g.
 * 'Mon 3 March 07:45 pm') in the store's zone. Weekday, month and am/pm names come from the
 * messages, so Chinese reads '3月3日 周一 下午07:45' from the same parts.
 */
export interface ReorderDateParts {
  /** ISO weekday: Monday 1 to Sunday 7 */
  weekday: number;
  /** day of month, not padded */
  day: number;
  /** 1 to 12 */
  month: number;
  /** 'hh:mm', 12-hour clock, two-digit hour */
  time: string;
  period: 'am' | 'pm';
}

export function reorderDateParts(epochSeconds: number, timeZone: string): ReorderDateParts {
  const wall = toZonedParts(epochSeconds * 1000, timeZone);
  const clock = twelveHourClock(wall);
  return { weekday: isoWeekday(wall), day: wall.day, month: wall.month, time: `${String(clock.hour).padStart(2, '0')}:${clock.minutes}`, period: clock.period };
}
