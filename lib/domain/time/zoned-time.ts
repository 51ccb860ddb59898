import type { LocalDate } from './local-date';

/**
 * Store-local time without date-fns-tz (lib/domain may import nothing outside itself): the
 * built-in Intl time-zone data turns an instant into wall-clock parts, and a search over the
 * zone's offsets turns wall-clock parts back into an instant. The process zone is never read.
 */
export interface ZonedDateTime extends LocalDate {
  hour: number;
  minute: number;
  second: number;
}

/** Spec: the product serves Australian stores; a store without a zone is read as Sydney time. */
export const DEFAULT_STORE_TIME_ZONE = 'Australia/Sydney';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function storeTimeZone(store: { TimezoneIanaFormat?: string | null }): string {
  return store.TimezoneIanaFormat && store.TimezoneIanaFormat.trim() !== '' ? store.TimezoneIanaFormat : DEFAULT_STORE_TIME_ZONE;
}

function formatParts(instant: number, timeZone: string): ZonedDateTime {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    // Some engines render midnight as 24 even with h23.
    hour: value('hour') % 24,
    minute: value('minute'),
    second: value('second'),
  };
}

/**
 * Offsets only change on quarter-hour instants (every zone's offset and change time is a whole
 * quarter hour), so one Intl lookup per zone and quarter hour serves every instant inside it.
 * Slot lists format hundreds of instants, and Intl formatting is the slow part.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const offsetCache = new Map<string, number>();

/** A stretch of time, [from, to) in epoch milliseconds, over which a zone's offset stays the same. */
export interface ZoneOffsetSpan {
  from: number;
  to: number;
  offsetMs: number;
}

const knownSpans = new Map<string, readonly ZoneOffsetSpan[]>();

/**
 * Teaches this module a zone's offsets over a stretch of time, worked out elsewhere (the server,
 * with zoneOffsetSpans), so that the browser needs no Intl formatter for them: building the first
 * one costs about 15 ms, 60 ms on a slow phone, while the store screen loads. Instants outside
 * the spans are still looked up with Intl.
 */
export function learnZoneOffsets(timeZone: string, spans: readonly ZoneOffsetSpan[]): void {
  knownSpans.set(timeZone, spans);
}

function cachedOffsetMs(instant: number, timeZone: string): number {
  if (timeZone === 'UTC') return 0;
  const known = knownSpans.get(timeZone)?.find((span) => span.from <= instant && instant < span.to);
  if (known) return known.offsetMs;
  const bucket = Math.floor(instant / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const key = `${timeZone}|${bucket}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    offset = wallAsUtc(formatParts(bucket, timeZone)) - bucket;
    if (offsetCache.size > 100_000) offsetCache.clear();
    offsetCache.set(key, offset);
  }
  return offset;
}

const HOUR_MS = 60 * 60_000;

/**
 * The zone's offsets from `from` to `to` (epoch ms) as spans, for learnZoneOffsets. Offsets are
 * read hourly, and where one changes the quarter hour of the change is found.
 */
export function zoneOffsetSpans(timeZone: string, from: number, to: number): ZoneOffsetSpan[] {
  const start = Math.floor(from / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const spans: ZoneOffsetSpan[] = [];
  let spanStart = start;
  let offset = cachedOffsetMs(start, timeZone);
  for (let hour = start; hour < to; hour += HOUR_MS) {
    const nextHour = hour + HOUR_MS;
    if (cachedOffsetMs(nextHour, timeZone) === offset) continue;
    let change = hour + QUARTER_HOUR_MS;
    while (cachedOffsetMs(change, timeZone) === offset) change += QUARTER_HOUR_MS;
    spans.push({ from: spanStart, to: change, offsetMs: offset });
    spanStart = change;
    offset = cachedOffsetMs(change, timeZone);
  }
  spans.push({ from: spanStart, to: Math.max(to, spanStart), offsetMs: offset });
  return spans;
}

/** The wall-clock date and time an instant shows in `timeZone`. */
export function toZonedParts(instant: Date | number, timeZone: string): ZonedDateTime {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const wall = new Date(ms + cachedOffsetMs(ms, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

export function toLocalDate(instant: Date | number, timeZone: string): LocalDate {
  const { year, month, day } = toZonedParts(instant, timeZone);
  return { year, month, day };
}

function wallAsUtc(parts: ZonedDateTime): number {
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** Offset of the zone from UTC at an instant, in milliseconds (Sydney in summer: +11 h). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  return cachedOffsetMs(instant, timeZone);
}

function sameWall(a: ZonedDateTime, b: ZonedDateTime): boolean {
  return wallAsUtc(a) === wallAsUtc(b);
}

/**
 * The instant at which the store's clock shows `wall`. Daylight saving: a wall time inside the
 * spring-forward gap does not exist and is moved forward by the gap (02:30 becomes 03:30); a wall
 * time in the autumn overlap exists twice and the earlier instant is taken.
 * Hours and minutes may overflow (24:00 is the next midnight), which helps hours past midnight.
 */
export function fromZonedParts(wall: ZonedDateTime, timeZone: string): Date {
  // Slots and opening hours ask for the same few wall times of a store's days again and again
  // (each order's checks, each slot list): the answer of a zone and wall time never changes.
  const key = `${timeZone}|${wall.year}|${wall.month}|${wall.day}|${wall.hour}|${wall.minute}|${wall.second}`;
  let instant = wallInstantCache.get(key);
  if (instant === undefined) {
    instant = wallInstant(wall, timeZone);
    if (wallInstantCache.size > 100_000) wallInstantCache.clear();
    wallInstantCache.set(key, instant);
  }
  return new Date(instant);
}

const wallInstantCache = new Map<string, number>();

function wallInstant(wall: ZonedDateTime, timeZone: string): number {
  const naive = wallAsUtc(wall);
  const normalised = toZonedParts(naive, 'UTC');
  // One offset a day either side covers any single transition near the wall time.
  const before = zoneOffsetMs(naive - 86_400_000, timeZone);
  const after = zoneOffsetMs(naive + 86_400_000, timeZone);
  const candidates = [naive - before, naive - after].filter((t) => sameWall(toZonedParts(t, timeZone), normalised));
  if (candidates.length > 0) return Math.min(...candidates);
  return naive - before;
}

/** The instant of a store-local date at a number of minutes after its midnight (may exceed 1440). */
export function localDateMinutesToInstant(date: LocalDate, minutes: number, timeZone: string): Date {
  const whole = Math.floor(minutes);
  const seconds = Math.round((minutes - whole) * 60);
  return fromZonedParts({ ...date, hour: 0, minute: whole, second: seconds }, timeZone);
}

/** Minutes after store-local midnight that an instant shows, with seconds as a fraction. */
export function localMinutesOfDay(instant: Date | number, timeZone: string): number {
  const p = toZonedParts(instant, timeZone);
  return p.hour * 60 + p.minute + p.second / 60;
}
