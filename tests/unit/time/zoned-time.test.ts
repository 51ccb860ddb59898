import { describe, expect, it } from '@jest/globals';
import { addDays, compareLocalDates, daysBetween, formatLocalDate, isoWeekday, isSameLocalDate, parseLocalDate } from '../../../lib/domain/time/local-date';
import { isOpenWithLeadAt, todaysHours } from '../../../lib/domain/time/opening-hours';
import { formatTimeOfDay24, parseTimeOfDay, timeOfDayLabel } from '../../../lib/domain/time/time-of-day';
import { normaliseDayOfWeek } from '../../../lib/domain/time/day-of-week';
import { fromZonedParts, localMinutesOfDay, storeTimeZone, toZonedParts, zoneOffsetMs } from '../../../lib/domain/time/zoned-time';
import { mergeIntervals, subtractIntervals } from '../../../lib/domain/time/intervals';

const wall = (year: number, month: number, day: number, hour: number, minute = 0) => ({ year, month, day, hour, minute, second: 0 });

describe('zoned time (Intl only, never the process zone)', () => {
  it.each([
    // instant, zone, expected wall time
    ['2026-11-22T22:00:00Z', 'Australia/Sydney', wall(2026, 11, 23, 9)],
    ['2026-06-22T23:00:00Z', 'Australia/Sydney', wall(2026, 6, 23, 9)],
    ['2026-11-22T23:00:00Z', 'Australia/Brisbane', wall(2026, 11, 23, 9)],
    ['2026-11-23T01:00:00Z', 'Australia/Perth', wall(2026, 11, 23, 9)],
    ['2026-11-23T02:00:00Z', 'Asia/Jakarta', wall(2026, 11, 23, 9)],
    ['2026-11-23T00:00:00Z', 'UTC', wall(2026, 11, 23, 0)],
  ])('%s in %s', (iso, zone, expected) => {
    expect(toZonedParts(new Date(iso), zone)).toEqual(expected);
    expect(fromZonedParts(expected, zone).toISOString()).toBe(new Date(iso).toISOString());
  });

  it('Sydney spring-forward gap (first Sunday of October): 02:30 does not exist and moves to 03:30', () => {
    // 2026-10-04 02:00 AEST (+10) becomes 03:00 AEDT (+11), i.e. 2026-10-03T16:00Z
    expect(fromZonedParts(wall(2026, 10, 4, 2, 30), 'Australia/Sydney').toISOString()).toBe('2026-10-03T16:30:00.000Z');
    expect(fromZonedParts(wall(2026, 10, 4, 3, 0), 'Australia/Sydney').toISOString()).toBe('2026-10-03T16:00:00.000Z');
    expect(fromZonedParts(wall(2026, 10, 4, 1, 59), 'Australia/Sydney').toISOString()).toBe('2026-10-03T15:59:00.000Z');
  });

  it('Sydney fall-back overlap (first Sunday of April): 02:30 happens twice and the earlier is taken', () => {
    // 2026-04-05 03:00 AEDT (+11) becomes 02:00 AEST (+10), i.e. 2026-04-04T16:00Z
    expect(fromZonedParts(wall(2026, 4, 5, 2, 30), 'Australia/Sydney').toISOString()).toBe('2026-04-04T15:30:00.000Z');
    expect(fromZonedParts(wall(2026, 4, 5, 3, 0), 'Australia/Sydney').toISOString()).toBe('2026-04-04T17:00:00.000Z');
    expect(zoneOffsetMs(Date.parse('2026-04-04T15:59:00Z'), 'Australia/Sydney')).toBe(11 * 3_600_000);
    expect(zoneOffsetMs(Date.parse('2026-04-04T16:00:00Z'), 'Australia/Sydney')).toBe(10 * 3_600_000);
  });

  it('overflowing hours roll into the next day (24:00 is the next midnight)', () => {
    expect(fromZonedParts(wall(2026, 11, 23, 26), 'Australia/Sydney').toISOString()).toBe('2026-11-23T15:00:00.000Z');
  });

  it('minutes of day include seconds as a fraction', () => {
    expect(localMinutesOfDay(new Date('2026-11-23T09:30:30+11:00'), 'Australia/Sydney')).toBe(570.5);
  });

  it('uses Sydney when the store has no zone', () => {
    expect(storeTimeZone({})).toBe('Australia/Sydney');
    expect(storeTimeZone({ TimezoneIanaFormat: ' ' })).toBe('Australia/Sydney');
    expect(storeTimeZone({ TimezoneIanaFormat: 'Australia/Perth' })).toBe('Australia/Perth');
  });
});

describe('local dates', () => {
  it.each([
    ['2026-11-23', 1],
    ['2026-11-22', 7],
    ['2024-02-29', 4],
  ])('%s is ISO weekday %i', (text, weekday) => {
    expect(isoWeekday(parseLocalDate(text)!)).toBe(weekday);
  });

  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-23T10:00:00Z', '2026-11-23'],
    ['23/11/2026', '2026-11-23'],
    ['2026-02-30', null],
    ['31/04/2026', null],
    ['yesterday', null],
  ])('parses %s', (text, expected) => {
    const date = parseLocalDate(text);
    expect(date ? formatLocalDate(date) : null).toBe(expected);
  });

  it('adds days across months and years', () => {
    expect(formatLocalDate(addDays({ year: 2026, month: 12, day: 31 }, 1))).toBe('2027-01-01');
    expect(daysBetween({ year: 2026, month: 12, day: 31 }, { year: 2027, month: 1, day: 2 })).toBe(2);
  });
});

describe('times of day', () => {
  it.each([
    ['09:00:00', 540],
    ['9:05', 545],
    ['23:59:59', 1439 + 59 / 60],
    ['24:00', 1440],
    ['24:01', null],
    ['12:60', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('parses %s', (text, minutes) => {
    expect(parseTimeOfDay(text)).toBe(minutes);
  });

  it.each([
    [0, '12:00 am', '00:00'],
    [540, '9:00 am', '09:00'],
    [720, '12:00 pm', '12:00'],
    [765, '12:45 pm', '12:45'],
    [1290, '9:30 pm', '21:30'],
    [1440 + 120, '2:00 am', '02:00'],
  ])('formats %i minutes as %s', (minutes, display, value) => {
    const [time, period] = display.split(' ');
    expect(timeOfDayLabel(minutes)).toEqual({ time, period });
    expect(formatTimeOfDay24(minutes)).toBe(value);
  });

  it.each([
    [0, 7],
    [7, 7],
    [1, 1],
    ['3', 3],
    [8, null],
    [-1, null],
    [1.5, null],
  ])('weekday %s normalises to %s', (day, expected) => {
    expect(normaliseDayOfWeek(day)).toBe(expected);
  });
});

describe('intervals', () => {
  it('merges touching spans and subtracts holes', () => {
    expect(
      mergeIntervals([
        { start: 5, end: 10 },
        { start: 0, end: 5 },
        { start: 12, end: 12 },
      ]),
    ).toEqual([{ start: 0, end: 10 }]);
    expect(
      subtractIntervals(
        [{ start: 0, end: 10 }],
        [
          { start: 2, end: 4 },
          { start: 8, end: 20 },
        ],
      ),
    ).toEqual([
      { start: 0, end: 2 },
      { start: 4, end: 8 },
    ]);
  });
});

describe('edge inputs', () => {
  it('compares local dates', () => {
    expect(isSameLocalDate({ year: 2026, month: 1, day: 2 }, { year: 2026, month: 1, day: 2 })).toBe(true);
    expect(compareLocalDates({ year: 2026, month: 1, day: 2 }, { year: 2026, month: 1, day: 3 })).toBeLessThan(0);
  });

  it('ignores shifts with unreadable times and blackouts with unreadable instants', () => {
    const store = {
      TimezoneIanaFormat: 'Australia/Sydney',
      OperatingHours: [
        { DayOfWeek: 1, OpeningTime: 'nine', ClosingTime: '17:00:00' },
        { DayOfWeek: 1, OpeningTime: '10:00:00', ClosingTime: '16:00:00' },
      ],
      BlackoutDates: [{ Date: Number.NaN }],
    };
    expect(todaysHours(store, new Date('2026-11-23T12:00:00+11:00'))).toEqual({ opening: '10:00', openingPeriod: 'am', closing: '4:00', closingPeriod: 'pm', allDay: false });
    expect(isOpenWithLeadAt(store, new Date('2026-11-23T12:00:00+11:00'), 0)).toBe(true);
    expect(isOpenWithLeadAt(store, new Date('2026-11-23T09:30:00+11:00'), 0)).toBe(false);
  });

  it('a negative lead counts as none', () => {
    const store = { TimezoneIanaFormat: 'Australia/Sydney', OperatingHours: [{ DayOfWeek: 1, OpeningTime: '10:00:00', ClosingTime: '16:00:00' }] };
    expect(isOpenWithLeadAt(store, new Date('2026-11-23T15:59:00+11:00'), -30)).toBe(true);
  });
});
