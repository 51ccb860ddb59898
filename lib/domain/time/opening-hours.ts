import { blackoutIntervals, isWholeDayBlackout } from './blackout-dates';
import { operatingHoursAsWeekdayHours, periodsForDates, shiftsForDate } from './daily-periods';
import { type Interval, subtractIntervals } from './intervals';
import { addDays, type LocalDate } from './local-date';
import type { StoreHoursSettings, StoreOpenSettings } from './store-hours.types';
import { timeOfDayLabel, type DayPeriod } from './time-of-day';
import { localDateMinutesToInstant, storeTimeZone, toLocalDate } from './zoned-time';

export type { StoreHoursSettings, StoreOpenSettings } from './store-hours.types';

const MS_PER_MINUTE = 60_000;

/**
 * Open spans (OperatingHours minus BlackoutDates) of the store-local dates from `from` for
 * `days` days, plus the day before so a shift passing midnight into `from` is included.
 */
export function openPeriods(store: StoreHoursSettings, from: LocalDate, days: number): Interval[] {
  const timeZone = storeTimeZone(store);
  const start = addDays(from, -1);
  const hours = periodsForDates(operatingHoursAsWeekdayHours(store.OperatingHours), start, days + 2, timeZone);
  return subtractIntervals(hours, blackoutIntervals(store.BlackoutDates, start, days + 3, timeZone));
}

/** Open spans around an instant (yesterday to tomorrow, store-local). */
export function openPeriodsAround(store: StoreHoursSettings, now: Date): Interval[] {
  return openPeriods(store, addDays(toLocalDate(now, storeTimeZone(store)), -1), 3);
}

/**
 * Open now, and still open once `leadMinutes` have passed (within the same unbroken open span,
 * so a blackout or closing time inside the lead counts as closed). This is how the spec's
 * "accounting for preparation time" is read: an order must be ready before the store shuts.
 */
export function isOpenWithLeadAt(store: StoreHoursSettings, now: Date, leadMinutes: number): boolean {
  const t = now.getTime();
  const ready = t + Math.max(0, leadMinutes) * MS_PER_MINUTE;
  return openPeriodsAround(store, now).some((span) => span.start <= t && t < span.end && ready <= span.end);
}

export function preparationMinutes(store: { OrderPreparationTime?: number | string | null }): number {
  const minutes = Number(store.OrderPreparationTime ?? 0);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 0;
}

export function isPreOrderEnabled(store: Pick<StoreOpenSettings, 'EnablePreoderForDelivery' | 'EnablePreoderForPickup'>): boolean {
  return store.EnablePreoderForDelivery === true || store.EnablePreoderForPickup === true;
}

export function isInOperation(store: Pick<StoreOpenSettings, 'IsInOperation'>): boolean {
  return store.IsInOperation !== false;
}

/** Open for an order placed now: open, not in a blackout, and ready before closing. */
export function isOpenForOrders(store: StoreOpenSettings, now: Date): boolean {
  return isOpenWithLeadAt(store, now, preparationMinutes(store));
}

/**
 * Spec part 1 §4 "Store closed": not in operation, or outside hours or blackout (accounting for
 * preparation time) and pre-order not enabled for delivery nor pickup.
 */
export function isStoreClosed(store: StoreOpenSettings, now: Date): boolean {
  if (!isInOperation(store)) return true;
  return !isOpenForOrders(store, now) && !isPreOrderEnabled(store);
}

/**
 * Today's first opening and last closing, each as 'h:mm' and its period (see timeOfDayLabel), and
 * whether the store is open all day: its hours then read "Open 24 hours", not "12:00 am to 12:00 am".
 */
export type TodaysHours = {
  opening: string;
  openingPeriod: DayPeriod;
  closing: string;
  closingPeriod: DayPeriod;
  allDay: boolean;
};

/**
 * Open from today's local midnight to the next without a break (24-hour hours, a closing time in
 * the day's last minute, or a shift running on from yesterday's); a blackout inside the day breaks it.
 */
function isOpenAllDay(store: StoreHoursSettings, today: LocalDate, timeZone: string): boolean {
  const start = localDateMinutesToInstant(today, 0, timeZone).getTime();
  const end = localDateMinutesToInstant(addDays(today, 1), 0, timeZone).getTime();
  return openPeriods(store, today, 1).some((span) => span.start <= start && span.end >= end);
}

/**
 * Today's hours in the store's zone, shown 'h:mm a' ('9:00 am', '12:00 am' for midnight) in
 * English and '上午9:00' in Chinese. With several shifts the first opening and the last closing
 * are shown. Null means closed today: no hours for the weekday, or a whole-day blackout.
 */
export function todaysHours(store: StoreHoursSettings, now: Date): TodaysHours | null {
  const timeZone = storeTimeZone(store);
  const today = toLocalDate(now, timeZone);
  if (isWholeDayBlackout(store.BlackoutDates, today, timeZone)) return null;
  const shifts = shiftsForDate(operatingHoursAsWeekdayHours(store.OperatingHours), today);
  if (shifts.length === 0) return null;
  const opening = timeOfDayLabel(Math.min(...shifts.map((s) => s.startMinutes)));
  const closing = timeOfDayLabel(Math.max(...shifts.map((s) => s.endMinutes)));
  return { opening: opening.time, openingPeriod: opening.period, closing: closing.time, closingPeriod: closing.period, allDay: isOpenAllDay(store, today, timeZone) };
}
