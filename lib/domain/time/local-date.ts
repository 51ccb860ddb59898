/**
 * A calendar date in the store's zone, free of any instant. Arithmetic runs on a UTC epoch
 * day so that it never depends on the zone the server process runs in.
 */
export interface LocalDate {
  year: number;
  /** 1 to 12 */
  month: number;
  /** 1 to 31 */
  day: number;
}

const MS_PER_DAY = 86_400_000;

function epochDay(date: LocalDate): number {
  return Math.floor(Date.UTC(date.year, date.month - 1, date.day) / MS_PER_DAY);
}

function fromEpochDay(days: number): LocalDate {
  const utc = new Date(days * MS_PER_DAY);
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromEpochDay(epochDay(date) + days);
}

/** Whole days from `a` to `b` (positive when b is later). */
export function daysBetween(a: LocalDate, b: LocalDate): number {
  return epochDay(b) - epochDay(a);
}

export function compareLocalDates(a: LocalDate, b: LocalDate): number {
  return epochDay(a) - epochDay(b);
}

export function isSameLocalDate(a: LocalDate, b: LocalDate): boolean {
  return compareLocalDates(a, b) === 0;
}

/** ISO weekday of a calendar date: Monday 1 to Sunday 7 (the spec's numbering). */
export function isoWeekday(date: LocalDate): number {
  const sundayZero = new Date(epochDay(date) * MS_PER_DAY).getUTCDay();
  return sundayZero === 0 ? 7 : sundayZero;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** 'yyyy-MM-dd', the key used for blackout dates and date pickers. */
export function formatLocalDate(date: LocalDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/**
 * Reads 'yyyy-MM-dd' (optionally followed by a time, as in '2026-12-25T00:00:00') or
 * 'dd/MM/yyyy'. Returns null for anything else or for dates that do not exist.
 */
export function parseLocalDate(text: string): LocalDate | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  const au = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  const parts = iso ? [iso[1], iso[2], iso[3]] : au ? [au[3], au[2], au[1]] : null;
  if (!parts) return null;
  const date = { year: Number(parts[0]), month: Number(parts[1]), day: Number(parts[2]) };
  const check = fromEpochDay(epochDay(date));
  return check.year === date.year && check.month === date.month && check.day === date.day ? date : null;
}
