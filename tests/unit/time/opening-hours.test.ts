import { describe, expect, it } from '@jest/globals';
import { isOpenWithLeadAt, isStoreClosed, todaysHours } from '../../../lib/domain/time/opening-hours';
import { at, sydneyStore } from './fixtures';

// 2026-11-23 is a Monday; Sydney is on daylight time (+11:00) then.
describe('todaysHours', () => {
  it.each([
    ['a normal day', sydneyStore(), '2026-11-23T12:00:00+11:00', { opening: '9:00', openingPeriod: 'am', closing: '9:00', closingPeriod: 'pm', allDay: false }],
    [
      'hours passing midnight',
      sydneyStore({ OperatingHours: [{ DayOfWeek: 1, OpeningTime: '17:00:00', ClosingTime: '02:00:00' }] }),
      '2026-11-23T12:00:00+11:00',
      { opening: '5:00', openingPeriod: 'pm', closing: '2:00', closingPeriod: 'am', allDay: false },
    ],
    [
      'closing at midnight',
      sydneyStore({ OperatingHours: [{ DayOfWeek: 1, OpeningTime: '12:00:00', ClosingTime: '00:00:00' }] }),
      '2026-11-23T12:00:00+11:00',
      { opening: '12:00', openingPeriod: 'pm', closing: '12:00', closingPeriod: 'am', allDay: false },
    ],
    [
      'split shifts show first opening and last closing',
      sydneyStore({
        OperatingHours: [
          { DayOfWeek: 1, OpeningTime: '17:30:00', ClosingTime: '22:00:00' },
          { DayOfWeek: 1, OpeningTime: '11:00:00', ClosingTime: '14:30:00' },
        ],
      }),
      '2026-11-23T12:00:00+11:00',
      { opening: '11:00', openingPeriod: 'am', closing: '10:00', closingPeriod: 'pm', allDay: false },
    ],
    [
      'Sunday written as 0',
      sydneyStore({ OperatingHours: [{ DayOfWeek: 0, OpeningTime: '10:00:00', ClosingTime: '16:00:00' }] }),
      '2026-11-22T12:00:00+11:00',
      { opening: '10:00', openingPeriod: 'am', closing: '4:00', closingPeriod: 'pm', allDay: false },
    ],
    [
      'Sunday written as 7',
      sydneyStore({ OperatingHours: [{ DayOfWeek: 7, OpeningTime: '10:00', ClosingTime: '16:00' }] }),
      '2026-11-22T12:00:00+11:00',
      { opening: '10:00', openingPeriod: 'am', closing: '4:00', closingPeriod: 'pm', allDay: false },
    ],
    [
      'the store-local weekday, not the UTC one (Monday 08:00 Sydney is Sunday in UTC)',
      sydneyStore({ OperatingHours: [{ DayOfWeek: 1, OpeningTime: '07:00:00', ClosingTime: '15:00:00' }] }),
      '2026-11-22T21:00:00Z',
      { opening: '7:00', openingPeriod: 'am', closing: '3:00', closingPeriod: 'pm', allDay: false },
    ],
  ])('%s', (_name, store, now, expected) => {
    expect(todaysHours(store, at(now))).toEqual(expected);
  });

  it.each([
    ['no hours for the weekday', sydneyStore({ OperatingHours: [{ DayOfWeek: 2, OpeningTime: '09:00:00', ClosingTime: '17:00:00' }] })],
    ['no hours at all', sydneyStore({ OperatingHours: [] })],
    ['a whole-day blackout', sydneyStore({ BlackoutDates: [{ Date: '2026-11-23' }] })],
    ['a whole-day blackout given as an ISO date-time', sydneyStore({ BlackoutDates: [{ Date: '2026-11-23T00:00:00', StartTime: null, EndTime: null }] })],
  ])('is null (closed today) with %s', (_name, store) => {
    expect(todaysHours(store, at('2026-11-23T12:00:00+11:00'))).toBeNull();
  });

  it('keeps the hours with a partial blackout', () => {
    const store = sydneyStore({ BlackoutDates: [{ Date: '2026-11-23', StartTime: '12:00:00', EndTime: '13:00:00' }] });
    expect(todaysHours(store, at('2026-11-23T12:00:00+11:00'))).toEqual({ opening: '9:00', openingPeriod: 'am', closing: '9:00', closingPeriod: 'pm', allDay: false });
  });

  it('uses Sydney when the store has no zone', () => {
    expect(todaysHours({ OperatingHours: [{ DayOfWeek: 1, OpeningTime: '09:00:00', ClosingTime: '17:00:00' }] }, at('2026-11-22T21:00:00Z'))).toEqual({
      opening: '9:00',
      openingPeriod: 'am',
      closing: '5:00',
      closingPeriod: 'pm',
      allDay: false,
    });
  });

  // Issue 36: a 24-hour store reads "Open 24 hours", not "12:00 am to 12:00 am" (or "to 11:59 pm").
  const everyDay = (open: string, close: string) => [1, 2, 3, 4, 5, 6, 7].map((day) => ({ DayOfWeek: day, OpeningTime: open, ClosingTime: close }));
  it.each([
    ['equal times (the hotel)', everyDay('00:00:00', '00:00:00'), true],
    ['closing in the day’s last minute (the flagship)', everyDay('00:00:00', '23:59:59'), true],
    ['closing at 23:59', everyDay('00:00', '23:59'), true],
    ['equal times at noon: open around the clock from yesterday’s shift', everyDay('12:00:00', '12:00:00'), true],
    [
      'two shifts that touch',
      [1, 2, 3, 4, 5, 6, 7].flatMap((day) => [
        { DayOfWeek: day, OpeningTime: '00:00:00', ClosingTime: '12:00:00' },
        { DayOfWeek: day, OpeningTime: '12:00:00', ClosingTime: '00:00:00' },
      ]),
      true,
    ],
    ['a break of a minute', everyDay('00:01:00', '00:00:00'), false],
    ['closing at 23:58', everyDay('00:00:00', '23:58:00'), false],
    ['equal times on Monday only: Monday itself is whole', [{ DayOfWeek: 1, OpeningTime: '00:00:00', ClosingTime: '00:00:00' }], true],
  ])('allDay with %s', (_name, OperatingHours, allDay) => {
    expect(todaysHours(sydneyStore({ OperatingHours }), at('2026-11-23T12:00:00+11:00'))?.allDay).toBe(allDay);
  });

  it('is not all day when a blackout takes part of it; a daylight-saving day of 23 hours is', () => {
    const store = sydneyStore({ OperatingHours: everyDay('00:00:00', '00:00:00'), BlackoutDates: [{ Date: '2026-11-23', StartTime: '03:00:00', EndTime: '04:00:00' }] });
    expect(todaysHours(store, at('2026-11-23T12:00:00+11:00'))).toMatchObject({ opening: '12:00', openingPeriod: 'am', allDay: false });
    expect(todaysHours(store, at('2026-11-24T12:00:00+11:00'))?.allDay).toBe(true);
    // 4 October 2026: Sydney's clocks spring forward (a 23-hour day), still all day.
    expect(todaysHours(sydneyStore({ OperatingHours: everyDay('00:00:00', '23:59:59') }), at('2026-10-04T12:00:00+11:00'))?.allDay).toBe(true);
  });
});

describe('isOpenWithLeadAt without a lead', () => {
  const overnight = sydneyStore({ OperatingHours: [{ DayOfWeek: 5, OpeningTime: '18:00:00', ClosingTime: '02:00:00' }] });
  it.each([
    [sydneyStore(), '2026-11-23T08:59:59+11:00', false],
    [sydneyStore(), '2026-11-23T09:00:00+11:00', true],
    [sydneyStore(), '2026-11-23T20:59:59+11:00', true],
    [sydneyStore(), '2026-11-23T21:00:00+11:00', false],
    // Friday 27 Nov 18:00 to Saturday 02:00
    [overnight, '2026-11-27T17:59:00+11:00', false],
    [overnight, '2026-11-27T23:30:00+11:00', true],
    [overnight, '2026-11-28T01:59:00+11:00', true],
    [overnight, '2026-11-28T02:00:00+11:00', false],
    [sydneyStore({ BlackoutDates: [{ Date: '2026-11-23', StartTime: '12:00:00', EndTime: '13:00:00' }] }), '2026-11-23T12:30:00+11:00', false],
    [sydneyStore({ BlackoutDates: [{ Date: '2026-11-23', StartTime: '12:00:00', EndTime: '13:00:00' }] }), '2026-11-23T13:00:00+11:00', true],
    [sydneyStore({ BlackoutDates: [{ Date: '2026-11-23', StartTime: '12:00:00' }] }), '2026-11-23T10:00:00+11:00', false],
    // Blackout date given in seconds: 2026-11-23 00:00 Sydney
    [sydneyStore({ BlackoutDates: [{ Date: Date.UTC(2026, 10, 22, 13) / 1000 }] }), '2026-11-23T10:00:00+11:00', false],
    [sydneyStore({ BlackoutDates: [{ Date: 'not a date' }] }), '2026-11-23T10:00:00+11:00', true],
    // Perth is UTC+8 all year: 09:00 Perth is 01:00Z
    [sydneyStore({ TimezoneIanaFormat: 'Australia/Perth' }), '2026-11-23T01:00:00Z', true],
    [sydneyStore({ TimezoneIanaFormat: 'Australia/Perth' }), '2026-11-23T00:59:00Z', false],
    [sydneyStore({ TimezoneIanaFormat: 'Asia/Jakarta' }), '2026-11-23T02:00:00Z', true],
    [sydneyStore({ TimezoneIanaFormat: 'Asia/Jakarta' }), '2026-11-23T01:59:00Z', false],
  ])('case %#', (store, now, expected) => {
    expect(isOpenWithLeadAt(store, at(now), 0)).toBe(expected);
  });
});

describe('isStoreClosed (spec part 1 §4)', () => {
  it.each([
    ['open, in hours', sydneyStore(), '2026-11-23T12:00:00+11:00', false],
    ['not in operation', sydneyStore({ IsInOperation: false }), '2026-11-23T12:00:00+11:00', true],
    ['not in operation even with pre-order', sydneyStore({ IsInOperation: false, EnablePreoderForPickup: true }), '2026-11-23T12:00:00+11:00', true],
    ['IsInOperation missing counts as in operation', sydneyStore({ IsInOperation: undefined }), '2026-11-23T12:00:00+11:00', false],
    ['before opening', sydneyStore(), '2026-11-23T08:50:00+11:00', true],
    ['before opening with delivery pre-order', sydneyStore({ EnablePreoderForDelivery: true }), '2026-11-23T08:50:00+11:00', false],
    ['before opening with pickup pre-order', sydneyStore({ EnablePreoderForPickup: true }), '2026-11-23T08:50:00+11:00', false],
    ['preparation would end after closing (20:45 + 20 min)', sydneyStore(), '2026-11-23T20:45:00+11:00', true],
    ['preparation ends exactly at closing (20:40 + 20 min)', sydneyStore(), '2026-11-23T20:40:00+11:00', false],
    ['preparation runs into a blackout', sydneyStore({ BlackoutDates: [{ Date: '2026-11-23', StartTime: '12:10:00', EndTime: '13:00:00' }] }), '2026-11-23T12:00:00+11:00', true],
    ['in a whole-day blackout', sydneyStore({ BlackoutDates: [{ Date: '2026-11-23' }] }), '2026-11-23T12:00:00+11:00', true],
    ['no preparation time, one minute before closing', sydneyStore({ OrderPreparationTime: null }), '2026-11-23T20:59:00+11:00', false],
    ['preparation time as text', sydneyStore({ OrderPreparationTime: '30' }), '2026-11-23T20:40:00+11:00', true],
    [
      'shift passing midnight, after midnight',
      sydneyStore({ OperatingHours: [{ DayOfWeek: 1, OpeningTime: '18:00:00', ClosingTime: '02:00:00' }] }),
      '2026-11-24T01:00:00+11:00',
      false,
    ],
    [
      'two shifts joined at midnight',
      sydneyStore({
        OperatingHours: [
          { DayOfWeek: 1, OpeningTime: '18:00:00', ClosingTime: '00:00:00' },
          { DayOfWeek: 2, OpeningTime: '00:00:00', ClosingTime: '03:00:00' },
        ],
      }),
      '2026-11-23T23:50:00+11:00',
      false,
    ],
    [
      'closing at 23:59:59 joins the next day from 00:00 (open all day)',
      sydneyStore({
        OperatingHours: [
          { DayOfWeek: 1, OpeningTime: '00:00:00', ClosingTime: '23:59:59' },
          { DayOfWeek: 2, OpeningTime: '00:00:00', ClosingTime: '23:59:59' },
        ],
      }),
      '2026-11-23T23:50:00+11:00',
      false,
    ],
    [
      'closing at 23:59:59 with nothing the next day',
      sydneyStore({
        OperatingHours: [{ DayOfWeek: 1, OpeningTime: '00:00:00', ClosingTime: '23:59:59' }],
      }),
      '2026-11-23T23:50:00+11:00',
      true,
    ],
  ])('%s', (_name, store, now, expected) => {
    expect(isStoreClosed(store, at(now))).toBe(expected);
  });
});
