import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { isStoreClosed } from '../../../lib/domain/time/opening-hours';
import { timeSlotsForDate, validateChosenTime } from '../../../lib/domain/time/time-slots';
import type { StoreSlotSettings, TimeSlot } from '../../../lib/domain/time/time-slot.types';
import { instantArbitrary, relativeBlackout, type RelativeBlackout, storeArbitrary } from './store-arbitraries';
import { shiftDate, wallInBlackout, wallInHours, wallOf } from './wall-clock-oracle';

const MINUTE = 60_000;
type Kind = 'delivery' | 'pickup';

function withBlackouts(store: StoreSlotSettings, now: Date, blackouts: RelativeBlackout[]): StoreSlotSettings {
  const today = wallOf(now, store.TimezoneIanaFormat ?? 'Australia/Sydney').date;
  return {
    ...store,
    BlackoutDates: blackouts.map((b) => ({ Date: shiftDate(today, b.dayOffset), StartTime: b.times?.[0], EndTime: b.times?.[1] })),
  };
}

function expectedLead(store: StoreSlotSettings, kind: Kind): number {
  const preparation = Math.max(Number(store.OrderPreparationTime ?? 0), 2);
  return kind === 'pickup' ? preparation : preparation + Number(store.OrderPreparationDeliveryBuffer ?? 0);
}

const scenario: fc.Arbitrary<Scenario> = fc.record({
  store: storeArbitrary(),
  now: instantArbitrary,
  blackouts: fc.array(relativeBlackout, { maxLength: 3 }),
  kind: fc.constantFrom<Kind>('delivery', 'pickup'),
  dayOffset: fc.integer({ min: 0, max: 5 }),
});

interface Scenario {
  store: StoreSlotSettings;
  now: Date;
  blackouts: RelativeBlackout[];
  kind: Kind;
  dayOffset: number;
}

function slotsOf({ store, now, blackouts, kind, dayOffset }: Scenario, deliveryDurationMinutes?: number) {
  const full = withBlackouts(store, now, blackouts);
  const zone = full.TimezoneIanaFormat as string;
  const date = shiftDate(wallOf(now, zone).date, dayOffset);
  return { full, zone, date, slots: timeSlotsForDate(full, { kind, now, date, deliveryDurationMinutes }) };
}

/** `minutesBefore` minutes before a store-local midnight in `zone`, around the `day`th day of 2026. */
function midnightBefore(zone: string, day: number, minutesBefore: number): Date {
  // Noon UTC that day, back by the local time of day it reads as.
  const noonUtc = Date.UTC(2026, 0, 1 + day, 12);
  return new Date(noonUtc - (wallOf(new Date(noonUtc), zone).minutes + minutesBefore) * MINUTE);
}

/** Plain checks (not expect per slot: hundreds of slots per run); throws with the broken rule. */
function checkSlots(full: StoreSlotSettings, zone: string, kind: Kind, now: Date, date: string, slots: TimeSlot[]) {
  const interval = Number((kind === 'delivery' ? full.DeliveryTimeInterval : full.PickupTimeInterval) ?? 15);
  const today = wallOf(now, zone).date;
  const fail = (rule: string, slot: TimeSlot) => {
    throw new Error(`${rule}: ${slot.start.toISOString()} (${slot.value} on ${slot.date}) now ${now.toISOString()}`);
  };
  slots.forEach((slot, i) => {
    const wall = wallOf(slot.start, zone);
    // Inside opening hours and outside every blackout, by an independent wall-clock reading.
    if (!wallInHours(wall, full.OperatingHours ?? [])) fail('outside opening hours', slot);
    if (wallInBlackout(wall, (full.BlackoutDates ?? []) as { Date: string }[])) fail('in a blackout', slot);
    // At least the preparation lead (and delivery buffer) ahead of now.
    if (slot.start.getTime() - now.getTime() < expectedLead(full, kind) * MINUTE) fail('inside the preparation lead', slot);
    // On the requested store-local date, with a value matching the local wall time; the one
    // exception is today's list ending in tomorrow's first slot, less than an interval after the lead.
    const spills =
      date === today && i === slots.length - 1 && wall.date === shiftDate(date, 1) && slot.start.getTime() < now.getTime() + (expectedLead(full, kind) + interval) * MINUTE;
    if ((wall.date !== date && !spills) || slot.date !== wall.date) fail('on another date', slot);
    const value = `${String(Math.floor(wall.minutes / 60)).padStart(2, '0')}:${String(wall.minutes % 60).padStart(2, '0')}`;
    if (slot.value !== value) fail(`value is not the local time ${value}`, slot);
    // Ordered, never closer than the interval; only today's first slot is ASAP.
    if (i > 0 && slot.start.getTime() - slots[i - 1].start.getTime() < interval * MINUTE) fail('closer than the interval', slot);
    if (slot.isAsap !== (i === 0 && date === today)) fail('ASAP flag', slot);
  });
}

describe('time slot properties over random stores, instants and zones', () => {
  it('never offers a slot when the store is closed, outside hours or in a blackout; slots are ordered, spaced and ahead of the lead', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { full, zone, date, slots } = slotsOf(s);
        if (isStoreClosed(full, s.now) || full.IsInOperation === false) expect(slots).toEqual([]);
        checkSlots(full, zone, s.kind, s.now, date, slots);
      }),
      { numRuns: 400 },
    );
  });

  it('with one unbroken shift a day and no blackout, consecutive slots are exactly one interval apart (also across DST)', () => {
    const oneShift = fc.record({
      store: storeArbitrary(['Australia/Sydney']),
      open: fc.integer({ min: 0, max: 11 }),
      now: instantArbitrary,
      kind: fc.constantFrom<Kind>('delivery', 'pickup'),
      dayOffset: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(oneShift, ({ store, open, now, kind, dayOffset }) => {
        // Midnight to 23:00 or a late shift 22:00 to 04:00 that crosses the change at 02:00/03:00.
        const hours = [1, 2, 3, 4, 5, 6, 7].map((d) =>
          open % 2 === 0 ? { DayOfWeek: d, OpeningTime: '00:00:00', ClosingTime: '23:00:00' } : { DayOfWeek: d, OpeningTime: '22:00:00', ClosingTime: '04:00:00' },
        );
        const full: StoreSlotSettings = { ...store, IsInOperation: true, EnablePreoderForDelivery: true, EnablePreoderForPickup: true, OperatingHours: hours, BlackoutDates: [] };
        const date = shiftDate(wallOf(now, 'Australia/Sydney').date, dayOffset);
        const slots = timeSlotsForDate(full, { kind, now, date });
        const interval = Number((kind === 'delivery' ? full.DeliveryTimeInterval : full.PickupTimeInterval) ?? 15);
        checkSlots(full, 'Australia/Sydney', kind, now, date, slots);
        const gaps = slots.slice(1).flatMap((slot, i) =>
          // The late shift has one break on each day (04:00 to 22:00); anywhere else the step is exact.
          wallOf(slot.start, 'Australia/Sydney').minutes === 22 * 60 ? [] : [slot.start.getTime() - slots[i].start.getTime()],
        );
        expect(gaps.filter((gap) => gap !== interval * MINUTE)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('every slot the page offers, whatever the drive, passes the check at placing that counts the same drive (also in the last hours before midnight)', () => {
    // Any instant, or one in the two hours before a store-local midnight, where today's list may end with tomorrow's first slot.
    const nearMidnight = fc.record({ day: fc.integer({ min: 0, max: 364 }), minutesBefore: fc.integer({ min: 0, max: 120 }) });
    const placing = fc.record({ s: scenario, drive: fc.integer({ min: 0, max: 90 }), nearMidnight: fc.option(nearMidnight) });
    fc.assert(
      fc.property(placing, ({ s, drive, nearMidnight: late }) => {
        const zone = s.store.TimezoneIanaFormat ?? 'Australia/Sydney';
        const now = late ? midnightBefore(zone, late.day, late.minutesBefore) : s.now;
        const { full, date, slots } = slotsOf({ ...s, now }, drive);
        const refused = slots.filter((slot) => !validateChosenTime(full, { kind: s.kind, now, chosen: slot.start, deliveryDurationMinutes: drive }).ok);
        expect(refused.map((slot) => `${slot.date} ${slot.value} (list for ${date}, now ${now.toISOString()})`)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it.each([
    ['first Sunday of April (fall back)', '2026-04-05'],
    ['first Sunday of October (spring forward)', '2026-10-04'],
  ])('holds on Sydney daylight-saving day: %s', (_name, day) => {
    const dstScenario = fc.record({
      store: storeArbitrary(['Australia/Sydney']),
      blackouts: fc.array(relativeBlackout, { maxLength: 3 }),
      kind: fc.constantFrom<Kind>('delivery', 'pickup'),
      minutesBefore: fc.integer({ min: 0, max: 3 * 24 * 60 }),
    });
    fc.assert(
      fc.property(dstScenario, ({ store, blackouts, kind, minutesBefore }) => {
        // "now" anywhere in the three days before the change day's end; the list is for the change day.
        const now = new Date(Date.parse(`${day}T23:59:00+10:00`) - minutesBefore * MINUTE);
        const full = withBlackouts(
          { ...store, EnablePreoderForDelivery: true, EnablePreoderForPickup: true, NumberOfDaysInAdvanceForDelivery: 4, NumberOfDaysInAdvanceForPickup: 4 },
          now,
          blackouts,
        );
        const slots = timeSlotsForDate(full, { kind, now, date: day });
        checkSlots(full, 'Australia/Sydney', kind, now, day, slots);
      }),
      { numRuns: 300 },
    );
  });
});
