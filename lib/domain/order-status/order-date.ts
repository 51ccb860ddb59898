import { toZonedParts } from '../time/zoned-time';

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

export function orderDateParts(epochSeconds: number, timeZone: string): OrderDateParts {
  const wall = toZonedParts(epochSeconds * 1000, timeZone);
  const hour12 = wall.hour % 12 === 0 ? 12 : wall.hour % 12;
  return {
    dd: String(wall.day).padStart(2, '0'),
    month: wall.month,
    yyyy: String(wall.year),
    time: `${hour12}:${String(wall.minute).padStart(2, '0')}`,
    period: wall.hour < 12 ? 'am' : 'pm',
  };
}
