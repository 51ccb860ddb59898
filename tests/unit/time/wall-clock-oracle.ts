/**
 * An independent reading of store-local wall time for the property tests, built on a
 * differently configured Intl formatter than lib/domain/time, with its own date arithmetic.
 */
export interface Wall {
  date: string;
  weekday: number;
  minutes: number;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  const created = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  formatters.set(timeZone, created);
  return created;
}

export function wallOf(instant: Date, timeZone: string): Wall {
  const text = formatter(timeZone).format(instant);
  // e.g. "Mon, 23/11/2026, 09:30"
  const match = /^(\w{3}),? (\d{2})\/(\d{2})\/(\d{4}),? (\d{2}):(\d{2})$/.exec(text);
  if (!match) throw new Error(`unexpected format ${text}`);
  return {
    date: `${match[4]}-${match[3]}-${match[2]}`,
    weekday: WEEKDAYS.indexOf(match[1]) + 1,
    minutes: (Number(match[5]) % 24) * 60 + Number(match[6]),
  };
}

export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** Inside OperatingHours by wall clock, reading closing at or before opening as past midnight. */
export function wallInHours(wall: Wall, hours: readonly { DayOfWeek: number | string; OpeningTime: string; ClosingTime: string }[]): boolean {
  const day = (d: number | string) => (Number(d) === 0 ? 7 : Number(d));
  const previous = wall.weekday === 1 ? 7 : wall.weekday - 1;
  return hours.some((h) => {
    const open = toMinutes(h.OpeningTime);
    // A closing time in the day's last minute (23:59) is the end of the day, as the hours mean.
    const close = toMinutes(h.ClosingTime) === 1439 ? 1440 : toMinutes(h.ClosingTime);
    const overnight = close <= open;
    if (day(h.DayOfWeek) === wall.weekday && wall.minutes >= open && (overnight || wall.minutes < close)) return true;
    return overnight && day(h.DayOfWeek) === previous && wall.minutes < close;
  });
}

export function wallInBlackout(wall: Wall, blackouts: readonly { Date: string | number; StartTime?: string | null; EndTime?: string | null }[]): boolean {
  return blackouts.some((b) => {
    const date = String(b.Date);
    if (!b.StartTime || !b.EndTime) return wall.date === date;
    const start = toMinutes(b.StartTime);
    const end = toMinutes(b.EndTime);
    if (end > start) return wall.date === date && wall.minutes >= start && wall.minutes < end;
    return (wall.date === date && wall.minutes >= start) || (wall.date === shiftDate(date, 1) && wall.minutes < end);
  });
}
