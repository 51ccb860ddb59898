/**
 * Times of day as the spec stores them ('HH:mm:ss', sometimes 'HH:mm'), held as minutes after
 * midnight so hours passing midnight are plain arithmetic.
 */
export function parseTimeOfDay(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const match = /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*$/.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  // 24:00 is accepted as the end of the day.
  if (hours > 24 || minutes > 59 || seconds > 59 || (hours === 24 && (minutes > 0 || seconds > 0))) return null;
  return hours * 60 + minutes + seconds / 60;
}

/** Which half of the day a time falls in; the messages name it (am, 上午). */
export type DayPeriod = 'am' | 'pm';

/** A time of day as the storefront shows hours and slots: 'h:mm' on 12 hours and its period. */
export interface TimeOfDayLabel {
  time: string;
  period: DayPeriod;
}

/**
 * The display of 'h:mm a' (9:00 am, 12:30 pm, 12:00 am for midnight) in parts, so each
 * language's messages put the period where it reads: '9:00 am' in English, '上午9:00' in
 * Chinese. Minutes beyond a day wrap around.
 */
export function timeOfDayLabel(minutes: number): TimeOfDayLabel {
  const total = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  const hours24 = Math.floor(total / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return { time: `${hours12}:${String(total % 60).padStart(2, '0')}`, period: hours24 < 12 ? 'am' : 'pm' };
}

/** 'HH:mm' in 24-hour form, used as a machine-readable slot value. */
export function formatTimeOfDay24(minutes: number): string {
  const total = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
