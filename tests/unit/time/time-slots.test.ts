import { describe, expect, it } from '@jest/globals';
import { availableSlotDates, selectSlotDate, timeSlotsForDate, validateChosenTime } from '../../../lib/domain/time/time-slots';
import { slotLeadMinutes, slotIntervalMinutes, daysInAdvance, preOrderCutOff } from '../../../lib/domain/time/slot-settings';
import { at, sydneyStore } from './fixtures';

// Monday 23 November 2026, Sydney daylight time (+11:00).
const MONDAY_NOON = at('2026-11-23T12:00:00+11:00');
const values = (slots: { value: string }[]) => slots.map((s) => s.value);

describe('timeSlotsForDate: first slot, step and lead', () => {
  it.each([
    // name, store overrides, kind, now, first slot value, count
    ['pickup: 20 min preparation, step 15', {}, 'pickup', MONDAY_NOON, '12:30', 34],
    ['delivery adds the delivery buffer (10 min)', { OrderPreparationDeliveryBuffer: 10 }, 'delivery', MONDAY_NOON, '12:30', 34],
    ['delivery buffer 11 min moves past 12:30', { OrderPreparationDeliveryBuffer: 11 }, 'delivery', MONDAY_NOON, '12:45', 33],
    ['no preparation time: the 2-minute minimum lead', { OrderPreparationTime: null }, 'pickup', MONDAY_NOON, '12:15', 35],
    ['the 2-minute lead at 12:14 skips 12:15', { OrderPreparationTime: 0 }, 'pickup', at('2026-11-23T12:14:00+11:00'), '12:30', 34],
    ['PickupTimeInterval 30', { PickupTimeInterval: 30 }, 'pickup', MONDAY_NOON, '12:30', 17],
    ['DeliveryTimeInterval 20 from 9:00', { DeliveryTimeInterval: 20 }, 'delivery', MONDAY_NOON, '12:20', 26],
    ['an invalid interval falls back to 15', { PickupTimeInterval: 0 }, 'pickup', MONDAY_NOON, '12:30', 34],
    ['pre-order before opening starts at opening', { EnablePreoderForPickup: true }, 'pickup', at('2026-11-23T07:00:00+11:00'), '09:00', 48],
  ] as const)('%s', (_name, overrides, kind, now, first, count) => {
    const slots = timeSlotsForDate(sydneyStore(overrides), { kind, now });
    expect(slots[0].value).toBe(first);
    expect(slots).toHaveLength(count);
  });

  it('labels the first slot of today ASAP (h:mm a) and the others as ranges', () => {
    const slots = timeSlotsForDate(sydneyStore(), { kind: 'pickup', now: MONDAY_NOON });
    expect(slots[0]).toMatchObject({ isAsap: true, date: '2026-11-23', label: { key: 'timeSlot.asap', params: { time: '12:30', period: 'pm' } } });
    expect(slots[1]).toMatchObject({ isAsap: false, label: { key: 'timeSlot.range', params: { from: '12:45', fromPeriod: 'pm', to: '1:00', toPeriod: 'pm' } } });
    expect(slots[slots.length - 1].label).toEqual({ key: 'timeSlot.range', params: { from: '8:45', fromPeriod: 'pm', to: '9:00', toPeriod: 'pm' } });
    expect(slots[0].start.toISOString()).toBe('2026-11-23T01:30:00.000Z');
  });

  it('cuts the last slot at closing when the step does not divide the hours', () => {
    const slots = timeSlotsForDate(sydneyStore({ OperatingHours: [{ DayOfWeek: 1, OpeningTime: '09:00:00', ClosingTime: '21:10:00' }] }), { kind: 'pickup', now: MONDAY_NOON });
    expect(slots[slots.length - 1].label).toEqual({ key: 'timeSlot.range', params: { from: '9:00', fromPeriod: 'pm', to: '9:10', toPeriod: 'pm' } });
  });
});

describe('timeSlotsForDate: no slots', () => {
  it.each([
    ['not in operation', { IsInOperation: false, EnablePreoderForPickup: true }, MONDAY_NOON, undefined],
    ['closed now and no pre-order', {}, at('2026-11-23T07:00:00+11:00'), undefined],
    ['closing inside the preparation time and no pre-order', {}, at('2026-11-23T20:45:00+11:00'), undefined],
    ['pre-order on but open hours already over', { EnablePreoderForPickup: true }, at('2026-11-23T20:50:00+11:00'), undefined],
    ['a later date without pre-order', {}, MONDAY_NOON, '2026-11-24'],
    ['a date before today', { EnablePreoderForPickup: true }, MONDAY_NOON, '2026-11-22'],
    ['beyond NumberOfDaysInAdvanceForPickup', { EnablePreoderForPickup: true, NumberOfDaysInAdvanceForPickup: 2 }, MONDAY_NOON, '2026-11-26'],
    ['pre-order for delivery does not open pickup days', { EnablePreoderForDelivery: true }, MONDAY_NOON, '2026-11-24'],
    ['an unreadable date', { EnablePreoderForPickup: true }, MONDAY_NOON, 'soon'],
    ['a whole-day blackout', { EnablePreoderForPickup: true, BlackoutDates: [{ Date: '2026-11-24' }] }, MONDAY_NOON, '2026-11-24'],
    [
      'after the cut-off (1 day before at 17:00)',
      { EnablePreoderForPickup: true, PreOrderCutOffDays: 1, PreOrderCutOffTime: '17:00:00' },
      at('2026-11-23T17:00:00+11:00'),
      '2026-11-24',
    ],
    ['after the cut-off (2 days, no time: end of the day)', { EnablePreoderForPickup: true, PreOrderCutOffDays: 2 }, at('2026-11-23T00:00:00+11:00'), '2026-11-24'],
  ] as const)('%s', (_name, overrides, now, date) => {
    expect(timeSlotsForDate(sydneyStore(overrides), { kind: 'pickup', now, date })).toEqual([]);
  });
});

describe('timeSlotsForDate: pre-order days and cut-off', () => {
  it.each([
    ['tomorrow', { EnablePreoderForPickup: true }, MONDAY_NOON, '2026-11-24', '09:00', 48],
    ['the last day in advance', { EnablePreoderForPickup: true, NumberOfDaysInAdvanceForPickup: 2 }, MONDAY_NOON, '2026-11-25', '09:00', 48],
    [
      'just before the cut-off',
      { EnablePreoderForPickup: true, PreOrderCutOffDays: 1, PreOrderCutOffTime: '17:00:00' },
      at('2026-11-23T16:59:00+11:00'),
      '2026-11-24',
      '09:00',
      48,
    ],
    [
      'the cut-off does not limit the day after',
      { EnablePreoderForPickup: true, PreOrderCutOffDays: 1, PreOrderCutOffTime: '17:00:00' },
      at('2026-11-23T17:00:00+11:00'),
      '2026-11-25',
      '09:00',
      48,
    ],
    ['cut-off time only (same day)', { EnablePreoderForPickup: true, PreOrderCutOffTime: '08:00:00' }, at('2026-11-23T07:59:00+11:00'), '2026-11-23', '09:00', 48],
    ['the cut-off never limits today', { EnablePreoderForPickup: true, PreOrderCutOffDays: 1 }, MONDAY_NOON, '2026-11-23', '12:30', 34],
    ['delivery days from NumberOfDaysInAdvanceForDelivery', { EnablePreoderForDelivery: true, NumberOfDaysInAdvanceForDelivery: 1 }, MONDAY_NOON, '2026-11-24', '09:00', 48],
  ] as const)('%s', (_name, overrides, now, date, first, count) => {
    const kind = 'EnablePreoderForDelivery' in overrides ? 'delivery' : 'pickup';
    const slots = timeSlotsForDate(sydneyStore(overrides), { kind, now, date });
    expect(slots[0].value).toBe(first);
    expect(slots[0].isAsap).toBe(date === '2026-11-23');
    expect(slots).toHaveLength(count);
  });

  it('skips slots inside a timed blackout', () => {
    const slots = timeSlotsForDate(sydneyStore({ BlackoutDates: [{ Date: '2026-11-23', StartTime: '14:00:00', EndTime: '15:00:00' }] }), { kind: 'pickup', now: MONDAY_NOON });
    expect(values(slots)).toEqual(expect.arrayContaining(['13:45', '15:00']));
    expect(values(slots)).not.toContain('14:00');
    expect(values(slots)).not.toContain('14:45');
    expect(slots.find((s) => s.value === '13:45')?.label).toEqual({ key: 'timeSlot.range', params: { from: '1:45', fromPeriod: 'pm', to: '2:00', toPeriod: 'pm' } });
  });

  it('follows the second hours list (PreOrderOperatingHours) inside opening hours', () => {
    const store = sydneyStore({ PreOrderOperatingHours: [{ DayOfWeek: 1, StartTime: '17:00:00', EndTime: '22:00:00' }] });
    const slots = timeSlotsForDate(store, { kind: 'delivery', now: MONDAY_NOON });
    expect(slots[0].value).toBe('17:00');
    expect(slots[slots.length - 1].value).toBe('20:45');
  });

  it('uses the delivery area TimeSlots for a postcode in that area', () => {
    const store = sydneyStore({
      DeliveryAreas: [
        {
          PostcodeFrom: '2000',
          PostcodeTo: '2099',
          TimeSlots: [
            { StartTime: '17:00:00', EndTime: '19:00:00' },
            { DayOfWeek: 2, StartTime: '11:00:00', EndTime: '12:00:00' },
            { StartTime: '11:00:00', EndTime: '12:00:00' },
            { DayOfWeek: 1, StartTime: '11:00:00', EndTime: '12:00:00' },
            { StartTime: '20:30:00', EndTime: '00:30:00' },
            { StartTime: 'bad', EndTime: '12:00:00' },
          ],
        },
        { PostcodeFrom: 3000, PostcodeTo: 3999 },
      ],
    });
    const slots = timeSlotsForDate(store, { kind: 'delivery', now: at('2026-11-23T10:00:00+11:00'), postcode: '2010' });
    expect(slots.map((s) => s.label)).toEqual([
      { key: 'timeSlot.asap', params: { time: '11:00', period: 'am' } },
      { key: 'timeSlot.range', params: { from: '5:00', fromPeriod: 'pm', to: '7:00', toPeriod: 'pm' } },
      { key: 'timeSlot.range', params: { from: '8:30', fromPeriod: 'pm', to: '12:30', toPeriod: 'am' } },
    ]);
    expect(timeSlotsForDate(store, { kind: 'delivery', now: MONDAY_NOON, postcode: '3000' })[0].value).toBe('12:30');
    expect(timeSlotsForDate(store, { kind: 'pickup', now: MONDAY_NOON, postcode: '2010' })[0].value).toBe('12:30');
    expect(timeSlotsForDate(store, { kind: 'delivery', now: MONDAY_NOON, postcode: '2010' })[0].value).toBe('17:00');
  });

  it('adds a known driving time to the delivery lead', () => {
    expect(timeSlotsForDate(sydneyStore(), { kind: 'delivery', now: MONDAY_NOON, deliveryDurationMinutes: 25 })[0].value).toBe('12:45');
  });

  it('puts an after-midnight slot of a late shift on its own calendar day', () => {
    const store = sydneyStore({
      EnablePreoderForPickup: true,
      OperatingHours: [{ DayOfWeek: 1, OpeningTime: '22:00:00', ClosingTime: '01:00:00' }],
    });
    expect(values(timeSlotsForDate(store, { kind: 'pickup', now: MONDAY_NOON, date: '2026-11-24' }))).toEqual(['00:00', '00:15', '00:30', '00:45']);
    expect(values(timeSlotsForDate(store, { kind: 'pickup', now: MONDAY_NOON }))).toEqual(['22:00', '22:15', '22:30', '22:45', '23:00', '23:15', '23:30', '23:45']);
  });

  it('never crowds slots closer than the step where two shifts nearly meet', () => {
    const store = sydneyStore({
      OperatingHours: [
        { DayOfWeek: 1, OpeningTime: '09:00:00', ClosingTime: '12:10:00' },
        { DayOfWeek: 1, OpeningTime: '12:20:00', ClosingTime: '13:00:00' },
      ],
    });
    expect(values(timeSlotsForDate(store, { kind: 'pickup', now: at('2026-11-23T11:00:00+11:00') }))).toEqual(['11:30', '11:45', '12:00', '12:20', '12:35', '12:50']);
  });
});

describe('a store open around the clock, just before midnight', () => {
  const aroundTheClock = (open: string, close: string) =>
    sydneyStore({ OrderPreparationTime: 30, OperatingHours: [1, 2, 3, 4, 5, 6, 7].map((DayOfWeek) => ({ DayOfWeek, OpeningTime: open, ClosingTime: close })) });
  const LATE = at('2026-11-23T23:40:00+11:00');

  it.each([
    ['equal times (24 hours)', '00:00:00', '00:00:00'],
    ['closing in the last minute (23:59:59)', '00:00:00', '23:59:59'],
    ['closing at 23:59', '00:00:00', '23:59:00'],
  ])("%s: today ends with tomorrow's first slot after the lead, as ASAP, and it can be placed", (_name, open, close) => {
    const store = aroundTheClock(open, close);
    const slots = timeSlotsForDate(store, { kind: 'pickup', now: LATE });
    expect(slots).toHaveLength(1);
    expect(slots[0]).toMatchObject({ isAsap: true, date: '2026-11-24', value: '00:15', label: { key: 'timeSlot.asap', params: { time: '12:15', period: 'am' } } });
    expect(validateChosenTime(store, { kind: 'pickup', now: LATE, chosen: slots[0].start }).ok).toBe(true);
    expect(validateChosenTime(store, { kind: 'pickup', now: LATE, chosen: null, asap: true }).ok).toBe(true);
    // Only that one: a later slot of tomorrow needs pre-order.
    expect(validateChosenTime(store, { kind: 'pickup', now: LATE, chosen: at('2026-11-24T00:30:00+11:00') }).ok).toBe(false);
  });

  it("keeps today's own last slot while one remains before midnight", () => {
    const slots = timeSlotsForDate(aroundTheClock('00:00:00', '00:00:00'), { kind: 'pickup', now: at('2026-11-23T23:10:00+11:00') });
    expect(values(slots)).toEqual(['23:45']);
  });

  it('a store that closes at midnight has nothing once the lead passes closing', () => {
    const store = sydneyStore({ OrderPreparationTime: 30, OperatingHours: [{ DayOfWeek: 1, OpeningTime: '18:00:00', ClosingTime: '00:00:00' }] });
    expect(timeSlotsForDate(store, { kind: 'pickup', now: LATE })).toEqual([]);
  });
});

describe('daylight saving change days in Sydney', () => {
  const lateShift = sydneyStore({
    EnablePreoderForPickup: true,
    OrderPreparationTime: 0,
    OperatingHours: [{ DayOfWeek: 6, OpeningTime: '22:00:00', ClosingTime: '04:00:00' }],
  });
  it('first Sunday of October (02:00 jumps to 03:00): the missing hour has no slots', () => {
    const slots = timeSlotsForDate(lateShift, { kind: 'pickup', now: at('2026-10-03T12:00:00+10:00'), date: '2026-10-04' });
    expect(values(slots)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00', '01:15', '01:30', '01:45', '03:00', '03:15', '03:30', '03:45']);
    const gaps = slots.slice(1).map((s, i) => s.start.getTime() - slots[i].start.getTime());
    expect(new Set(gaps)).toEqual(new Set([15 * 60_000]));
  });

  it('first Sunday of April (03:00 falls back to 02:00): the repeated hour has slots twice, each 15 real minutes apart', () => {
    const slots = timeSlotsForDate(lateShift, { kind: 'pickup', now: at('2026-04-04T12:00:00+11:00'), date: '2026-04-05' });
    expect(slots).toHaveLength(20);
    expect(values(slots).filter((v) => v === '02:00')).toHaveLength(2);
    const gaps = slots.slice(1).map((s, i) => s.start.getTime() - slots[i].start.getTime());
    expect(new Set(gaps)).toEqual(new Set([15 * 60_000]));
  });
});

describe('selectSlotDate (next available day under pre-order)', () => {
  it.each([
    ['keeps a date with slots', { EnablePreoderForPickup: true }, MONDAY_NOON, '2026-11-23', '2026-11-23', '12:30'],
    ['moves past a blackout day', { EnablePreoderForPickup: true, BlackoutDates: [{ Date: '2026-11-24' }] }, MONDAY_NOON, '2026-11-24', '2026-11-25', '09:00'],
    ['moves from today after hours to tomorrow', { EnablePreoderForPickup: true }, at('2026-11-23T21:30:00+11:00'), undefined, '2026-11-24', '09:00'],
    [
      'moves past weekdays without hours',
      {
        EnablePreoderForPickup: true,
        OperatingHours: [{ DayOfWeek: 5, OpeningTime: '10:00:00', ClosingTime: '14:00:00' }],
      },
      MONDAY_NOON,
      undefined,
      '2026-11-27',
      '10:00',
    ],
  ] as const)('%s', (_name, overrides, now, date, expectedDate, first) => {
    const selection = selectSlotDate(sydneyStore(overrides), { kind: 'pickup', now, date });
    expect(selection.date).toBe(expectedDate);
    expect(selection.selected?.value).toBe(first);
    expect(selection.slots[0]).toBe(selection.selected);
  });

  it.each([
    ['stays on the date without pre-order', {}, at('2026-11-23T21:30:00+11:00')],
    ['stays when no later day has slots', { EnablePreoderForPickup: true, NumberOfDaysInAdvanceForPickup: 0 }, at('2026-11-23T21:30:00+11:00')],
  ])('%s', (_name, overrides, now) => {
    expect(selectSlotDate(sydneyStore(overrides), { kind: 'pickup', now })).toEqual({ date: '2026-11-23', slots: [], selected: null });
  });

  it('lists the dates with slots', () => {
    const store = sydneyStore({ EnablePreoderForDelivery: true, NumberOfDaysInAdvanceForDelivery: 3, BlackoutDates: [{ Date: '2026-11-25' }] });
    expect(availableSlotDates(store, { kind: 'delivery', now: MONDAY_NOON })).toEqual(['2026-11-23', '2026-11-24', '2026-11-26']);
    expect(selectSlotDate(store, { kind: 'delivery', now: MONDAY_NOON, date: 'garbage' }).date).toBe('2026-11-23');
  });
});

describe('validateChosenTime (InvalidDeliveryTime when placing the order)', () => {
  const store = sydneyStore({ EnablePreoderForDelivery: true });
  it.each([
    ['a slot still offered', at('2026-11-23T13:00:00+11:00'), false, MONDAY_NOON, true],
    ['a slot tomorrow under pre-order', at('2026-11-24T09:00:00+11:00'), false, MONDAY_NOON, true],
    ['between slots', at('2026-11-23T13:05:00+11:00'), false, MONDAY_NOON, false],
    ['a slot that has passed the lead', at('2026-11-23T12:15:00+11:00'), false, MONDAY_NOON, false],
    ['no time chosen', null, false, MONDAY_NOON, false],
    ['an invalid date', new Date(Number.NaN), false, MONDAY_NOON, false],
    ['ASAP while slots remain today', null, true, MONDAY_NOON, true],
    ['ASAP after hours', null, true, at('2026-11-23T21:30:00+11:00'), false],
  ])('%s', (_name, chosen, asap, now, ok) => {
    const result = validateChosenTime(store, { kind: 'delivery', now, chosen, asap });
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.code).toBe('InvalidDeliveryTime');
  });
});

describe('slot settings', () => {
  it.each([
    [{}, 'pickup', 20, 15, 0],
    [{ OrderPreparationDeliveryBuffer: '5' }, 'delivery', 25, 15, 0],
    [{ EnablePreoderForPickup: true }, 'pickup', 20, 15, 7],
    [{ EnablePreoderForPickup: true, NumberOfDaysInAdvanceForPickup: 3.7 }, 'pickup', 20, 15, 3],
    [{ EnablePreoderForDelivery: true, NumberOfDaysInAdvanceForDelivery: -2 }, 'delivery', 20, 15, 0],
  ] as const)('%# lead, interval and days', (overrides, kind, lead, interval, days) => {
    const store = sydneyStore(overrides);
    expect(slotLeadMinutes(store, kind)).toBe(lead);
    expect(slotIntervalMinutes(store, kind)).toBe(interval);
    expect(daysInAdvance(store, kind)).toBe(days);
  });

  it('reads the cut-off', () => {
    expect(preOrderCutOff(sydneyStore())).toBeNull();
    expect(preOrderCutOff(sydneyStore({ PreOrderCutOffDays: 1 }))).toEqual({ days: 1, minutes: 1440 });
    expect(preOrderCutOff(sydneyStore({ PreOrderCutOffTime: '10:30:00' }))).toEqual({ days: 0, minutes: 630 });
  });
});
