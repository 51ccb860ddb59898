import fc from 'fast-check';
import type { StoreSlotSettings } from '../../../lib/domain/time/time-slot.types';

/**
 * Random stores, instants and zones for the property tests. Wall times inside 02:00-03:00 are
 * left out of generated hours: on Sydney's spring-forward day they do not exist and on the
 * fall-back day they exist twice, so a wall-clock oracle cannot judge them (zoned-time.test.ts
 * pins down how they resolve).
 */
export const ZONES = ['Australia/Sydney', 'Australia/Brisbane', 'Australia/Perth', 'Asia/Jakarta'] as const;

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
const wallMinute = fc.integer({ min: 0, max: 1439 }).filter((m) => m < 120 || m >= 180);
const quarterHour = fc
  .integer({ min: 0, max: 95 })
  .map((q) => q * 15)
  .filter((m) => m < 120 || m >= 180);
const wallTime = fc.oneof(quarterHour.map(hhmm), wallMinute.map(hhmm));

const shift = fc.record({ DayOfWeek: fc.integer({ min: 0, max: 7 }), OpeningTime: wallTime, ClosingTime: wallTime });

/** A blackout relative to "today" (day offset), resolved once the instant and zone are known. */
export type RelativeBlackout = { dayOffset: number; times: [string, string] | undefined };
export const relativeBlackout: fc.Arbitrary<RelativeBlackout> = fc.record({
  dayOffset: fc.integer({ min: -1, max: 6 }),
  times: fc.option(fc.tuple(wallTime, wallTime), { nil: undefined }),
});

export const storeArbitrary = (zones: readonly string[] = ZONES): fc.Arbitrary<StoreSlotSettings> =>
  fc.record({
    TimezoneIanaFormat: fc.constantFrom(...zones),
    IsInOperation: fc.oneof({ arbitrary: fc.constant(true), weight: 5 }, { arbitrary: fc.constant(false), weight: 1 }),
    OrderPreparationTime: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
    OrderPreparationDeliveryBuffer: fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }),
    EnablePreoderForDelivery: fc.boolean(),
    EnablePreoderForPickup: fc.boolean(),
    NumberOfDaysInAdvanceForDelivery: fc.integer({ min: 0, max: 4 }),
    NumberOfDaysInAdvanceForPickup: fc.integer({ min: 0, max: 4 }),
    DeliveryTimeInterval: fc.option(fc.constantFrom(5, 10, 15, 20, 30, 45, 60), { nil: undefined }),
    PickupTimeInterval: fc.option(fc.constantFrom(5, 10, 15, 20, 30, 45, 60), { nil: undefined }),
    PreOrderCutOffDays: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
    PreOrderCutOffTime: fc.option(quarterHour.map(hhmm), { nil: undefined }),
    OperatingHours: fc.array(shift, { maxLength: 10 }),
  });

const DAY = 86_400_000;
/** Any instant of 2026, or one close to Sydney's two daylight-saving change days. */
export const instantArbitrary = fc
  .oneof(
    fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
    fc.integer({ min: Date.UTC(2026, 3, 5) - 3 * DAY, max: Date.UTC(2026, 3, 5) + DAY }),
    fc.integer({ min: Date.UTC(2026, 9, 4) - 3 * DAY, max: Date.UTC(2026, 9, 4) + DAY }),
  )
  .map((ms) => new Date(ms));
