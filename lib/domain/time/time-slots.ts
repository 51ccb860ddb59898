import { findDeliveryArea } from '../delivery/postcode-areas';
import { operatingHoursAsWeekdayHours, periodsForDates, serviceHoursAsWeekdayHours, type WeekdayHours } from './daily-periods';
import { normaliseDayOfWeek } from './day-of-week';
import { intersectIntervals, type Interval, spanAt } from './intervals';
import { addDays, daysBetween, formatLocalDate, isoWeekday, type LocalDate, parseLocalDate } from './local-date';
import { isInOperation, isOpenForOrders, openPeriods } from './opening-hours';
import type { ServiceKind } from './service-kind';
import { daysInAdvance, isPreOrderEnabledFor, preOrderCutOff, slotIntervalMinutes, slotLeadMinutes } from './slot-settings';
import { formatTimeOfDay24, parseTimeOfDay, timeOfDayLabel, type TimeOfDayLabel } from './time-of-day';
import type { DeliveryAreaTimeSlot, StoreSlotSettings, TimeSlot } from './time-slot.types';
import { localDateMinutesToInstant, localMinutesOfDay, storeTimeZone, toLocalDate, toZonedParts, type ZonedDateTime } from './zoned-time';

export type { StoreSlotSettings, TimeSlot, TimeSlotLabel } from './time-slot.types';

const MS_PER_MINUTE = 60_000;

export interface TimeSlotOptions {
  kind: ServiceKind;
  /** The instant the list is computed for (the caller's clock; lists refresh every 60 s). */
  now: Date;
  /** Store-local date ('yyyy-MM-dd' or a LocalDate); today when absent. */
  date?: LocalDate | string;
  /** Postcode of the delivery address: a delivery area with TimeSlots replaces the regular step. */
  postcode?: string | null;
  /** Known driving time in minutes, added to the delivery lead. */
  deliveryDurationMinutes?: number;
}

function asLocalDate(date: LocalDate | string | undefined, today: LocalDate): LocalDate | null {
  if (date === undefined) return today;
  return typeof date === 'string' ? parseLocalDate(date) : date;
}

/** Hours that slots follow: the second hours list when the store has one, else OperatingHours. */
function slotSourceHours(store: StoreSlotSettings): WeekdayHours[] {
  const service = serviceHoursAsWeekdayHours(store.PreOrderOperatingHours);
  return service.length > 0 ? service : operatingHoursAsWeekdayHours(store.OperatingHours);
}

/**
 * Where a slot may start on `date`: inside OperatingHours, outside BlackoutDates, and inside
 * the second hours list when the store has one (the kitchen cannot prepare while shut).
 */
function allowedSpans(store: StoreSlotSettings, date: LocalDate, timeZone: string): Interval[] {
  const open = openPeriods(store, date, 1);
  const service = serviceHoursAsWeekdayHours(store.PreOrderOperatingHours);
  return service.length > 0 ? intersectIntervals(open, periodsForDates(service, addDays(date, -1), 2, timeZone)) : open;
}

function areaTimeSlots(store: StoreSlotSettings, kind: ServiceKind, postcode: string | null | undefined): readonly DeliveryAreaTimeSlot[] {
  if (kind !== 'delivery' || !postcode) return [];
  return findDeliveryArea(postcode, store.DeliveryAreas ?? undefined)?.TimeSlots ?? [];
}

function wallMinutes(parts: ZonedDateTime): number {
  return parts.hour * 60 + parts.minute + parts.second / 60;
}

function rangeParams(from: TimeOfDayLabel, to: TimeOfDayLabel) {
  return { from: from.time, fromPeriod: from.period, to: to.time, toPeriod: to.period };
}

function toSlot(start: number, end: number, timeZone: string): TimeSlot {
  const from = toZonedParts(start, timeZone);
  const to = toZonedParts(end, timeZone);
  return {
    start: new Date(start),
    end: new Date(end),
    date: formatLocalDate(from),
    id: new Date(start).toISOString(),
    value: formatTimeOfDay24(wallMinutes(from)),
    isAsap: false,
    label: { key: 'timeSlot.range', params: rangeParams(timeOfDayLabel(wallMinutes(from)), timeOfDayLabel(wallMinutes(to))) },
  };
}

/** A slot's instants (epoch ms), before it is dressed for the page (toSlot): checking a chosen time needs only these. */
interface SlotSpan {
  start: number;
  end: number;
}

/**
 * Regular slots every `interval` minutes from the start of each open span of the hours.
 * Today's list may end with one slot of tomorrow: when the lead reaches past midnight in a span
 * that runs on (a store open around the clock), the first slot after the lead is today's ASAP.
 */
function gridSlots(store: StoreSlotSettings, date: LocalDate, earliest: number, intervalMinutes: number, timeZone: string, today: boolean): SlotSpan[] {
  const step = intervalMinutes * MS_PER_MINUTE;
  const allowed = allowedSpans(store, date, timeZone);
  const dayStart = localDateMinutesToInstant(date, 0, timeZone).getTime();
  const dayEnd = localDateMinutesToInstant(addDays(date, 1), 0, timeZone).getTime();
  const lastStart = today ? Math.max(dayEnd, earliest + step) : dayEnd;
  const slots: SlotSpan[] = [];
  let previous = Number.NEGATIVE_INFINITY;
  for (const span of periodsForDates(slotSourceHours(store), addDays(date, -1), 3, timeZone)) {
    for (let t = span.start; t < span.end && t < lastStart; t += step) {
      // Slots never crowd closer than the interval, even where two spans nearly meet.
      if (t < earliest || t < previous + step || t < dayStart) continue;
      const within = spanAt(allowed, t);
      if (!within) continue;
      slots.push({ start: t, end: Math.min(t + step, within.end, span.end) });
      previous = t;
    }
  }
  return slots;
}

/** Fixed delivery windows of the customer's delivery area. */
function windowSlots(store: StoreSlotSettings, windows: readonly DeliveryAreaTimeSlot[], date: LocalDate, earliest: number, timeZone: string): SlotSpan[] {
  const weekday = isoWeekday(date);
  const allowed = allowedSpans(store, date, timeZone);
  return windows
    .flatMap((window) => {
      const day = window.DayOfWeek === null || window.DayOfWeek === undefined ? null : normaliseDayOfWeek(window.DayOfWeek);
      const start = parseTimeOfDay(window.StartTime);
      const end = parseTimeOfDay(window.EndTime);
      if ((day !== null && day !== weekday) || start === null || end === null) return [];
      const from = localDateMinutesToInstant(date, start, timeZone).getTime();
      const to = localDateMinutesToInstant(date, end <= start ? end + 1440 : end, timeZone).getTime();
      return from >= earliest && spanAt(allowed, from) ? [{ start: from, end: to }] : [];
    })
    .sort((a, b) => a.start - b.start)
    .filter((slot, i, all) => i === 0 || slot.start !== all[i - 1].start);
}

/** False when a pre-order for `date` comes after PreOrderCutOffDays/PreOrderCutOffTime. */
function beforeCutOff(store: StoreSlotSettings, date: LocalDate, now: Date, timeZone: string): boolean {
  const cutOff = preOrderCutOff(store);
  if (!cutOff) return true;
  return now.getTime() < localDateMinutesToInstant(addDays(date, -cutOff.days), cutOff.minutes, timeZone).getTime();
}

/**
 * Delivery or pickup slots for one store-local date (part 1 §4 and §9).
 * - None when the store is not in operation, when the date is before today or beyond
 *   NumberOfDaysInAdvanceFor{Delivery,Pickup} (0 without pre-order), or when the type has no
 *   pre-order and the store is not open for an order now (preparation time included).
 * - Pre-orders for a later date must be placed before PreOrderCutOffTime, PreOrderCutOffDays
 *   before that date; the cut-off does not limit ordering for today.
 * - Every slot starts at least the lead (preparation, minimum 2 minutes, plus the delivery
 *   buffer and driving time) after now, inside opening hours and outside blackouts, and the
 *   first slot of today is labelled "ASAP (h:mm a)".
 */
export function timeSlotsForDate(store: StoreSlotSettings, options: TimeSlotOptions): TimeSlot[] {
  const { spans, today, timeZone } = slotSpansForDate(store, options);
  return spans.map((span, index) => dressSlot(span, index === 0 && today, timeZone));
}

/** The slots' instants for the date (the rules above), and whether the date is today. */
function slotSpansForDate(store: StoreSlotSettings, options: TimeSlotOptions): { spans: SlotSpan[]; today: boolean; timeZone: string } {
  const timeZone = storeTimeZone(store);
  const none = { spans: [], today: false, timeZone };
  const today = toLocalDate(options.now, timeZone);
  const date = asLocalDate(options.date, today);
  if (!date || !isInOperation(store)) return none;
  const offset = daysBetween(today, date);
  if (offset < 0 || offset > daysInAdvance(store, options.kind)) return none;
  if (!isPreOrderEnabledFor(store, options.kind) && !isOpenForOrders(store, options.now)) return none;
  if (offset > 0 && !beforeCutOff(store, date, options.now, timeZone)) return none;

  const earliest = options.now.getTime() + slotLeadMinutes(store, options.kind, options.deliveryDurationMinutes) * MS_PER_MINUTE;
  const windows = areaTimeSlots(store, options.kind, options.postcode);
  const spans =
    windows.length > 0 ? windowSlots(store, windows, date, earliest, timeZone) : gridSlots(store, date, earliest, slotIntervalMinutes(store, options.kind), timeZone, offset === 0);
  return { spans, today: offset === 0, timeZone };
}

/** A slot as the page shows it; the first slot of today is labelled "ASAP (h:mm a)". */
function dressSlot(span: SlotSpan, asap: boolean, timeZone: string): TimeSlot {
  const slot = toSlot(span.start, span.end, timeZone);
  return asap ? { ...slot, isAsap: true, label: { key: 'timeSlot.asap', params: timeOfDayLabel(localMinutesOfDay(slot.start, timeZone)) } } : slot;
}

/** The store-local dates ('yyyy-MM-dd') from today on that have at least one slot. */
export function availableSlotDates(store: StoreSlotSettings, options: Omit<TimeSlotOptions, 'date'>): string[] {
  const today = toLocalDate(options.now, storeTimeZone(store));
  const dates: string[] = [];
  for (let offset = 0; offset <= daysInAdvance(store, options.kind); offset += 1) {
    const date = addDays(today, offset);
    if (timeSlotsForDate(store, { ...options, date }).length > 0) dates.push(formatLocalDate(date));
  }
  return dates;
}

export interface SlotSelection {
  /** The date the list is for: the requested one, or the next one with slots under pre-order. */
  date: string;
  slots: TimeSlot[];
  /** The first slot, auto-selected (part 1 §4); null when there is none. */
  selected: TimeSlot | null;
}

/**
 * The wizard's and checkout's time list: slots of the requested date; when it has none and
 * pre-order is on for the type, the date moves to the next day with slots.
 */
export function selectSlotDate(store: StoreSlotSettings, options: TimeSlotOptions): SlotSelection {
  const timeZone = storeTimeZone(store);
  const today = toLocalDate(options.now, timeZone);
  const requested = asLocalDate(options.date, today) ?? today;
  const slots = timeSlotsForDate(store, { ...options, date: requested });
  if (slots.length === 0 && isPreOrderEnabledFor(store, options.kind)) {
    const last = addDays(today, daysInAdvance(store, options.kind));
    for (let date = addDays(requested, 1); daysBetween(date, last) >= 0; date = addDays(date, 1)) {
      const next = timeSlotsForDate(store, { ...options, date });
      if (next.length > 0) return { date: formatLocalDate(date), slots: next, selected: next[0] };
    }
  }
  return { date: formatLocalDate(requested), slots, selected: slots[0] ?? null };
}

export type ChosenTimeCheck = { ok: true; slot: TimeSlot } | { ok: false; code: 'InvalidDeliveryTime' };

/**
 * Re-validation when the order is placed (part 2 §5: the time must still be valid). The chosen
 * instant must still be a slot start; a chosen ASAP is honoured as today's first slot now.
 */
export function validateChosenTime(store: StoreSlotSettings, options: Omit<TimeSlotOptions, 'date'> & { chosen: Date | null | undefined; asap?: boolean }): ChosenTimeCheck {
  const timeZone = storeTimeZone(store);
  if (options.asap) {
    const [first] = timeSlotsForDate(store, { ...options, date: toLocalDate(options.now, timeZone) });
    return first ? { ok: true, slot: first } : { ok: false, code: 'InvalidDeliveryTime' };
  }
  if (!options.chosen || Number.isNaN(options.chosen.getTime())) return { ok: false, code: 'InvalidDeliveryTime' };
  const chosen = options.chosen.getTime();
  // Only the chosen slot is dressed: the day's others are compared by their instants. A slot
  // just past midnight may be today's last (see gridSlots), so today's list is searched too.
  for (const date of [toLocalDate(chosen, timeZone), toLocalDate(options.now, timeZone)]) {
    const { spans, today } = slotSpansForDate(store, { ...options, date });
    const index = spans.findIndex((span) => span.start === chosen);
    if (index >= 0) return { ok: true, slot: dressSlot(spans[index], index === 0 && today, timeZone) };
  }
  return { ok: false, code: 'InvalidDeliveryTime' };
}
