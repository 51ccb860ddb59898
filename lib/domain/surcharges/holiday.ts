/**
 * Holiday (general) surcharge: a store setting applies on its days (DayOfWeek, StartDate..EndDate)
 * for order amounts within its range, only when IsGeneralSurchargeEnabled is on. The day is the
 * store-local calendar date and ISO weekday passed in: the domain does no time-zone work.
 */
import type { Cents } from '../money/cents';
import { surchargeAmount, surchargeWithTax, withinRange } from './rate';
import type { AppliedSurcharge, SurchargeHolidaySetting } from './types';

export interface StoreLocalDay {
  /** 'yyyy-MM-dd' in the store's time zone. */
  date: string;
  /** 1 Monday .. 7 Sunday. */
  isoWeekday: number;
}

function dateOnly(value: string | null | undefined): string | null {
  return value ? value.slice(0, 10) : null;
}

/** Whether the setting's days include `day` (string comparison is exact for 'yyyy-MM-dd'). */
export function holidayApplies(setting: SurchargeHolidaySetting, day: StoreLocalDay): boolean {
  const start = dateOnly(setting.StartDate);
  const end = dateOnly(setting.EndDate);
  if (start && day.date < start) return false;
  if (end && day.date > end) return false;
  const days = setting.DayOfWeek;
  if (days === null || days === undefined) return true;
  const list = typeof days === 'number' ? [days] : days;
  // Weekday 0 is Sunday in some helpers (spec part 1 §9).
  return list.length === 0 || list.some((d) => d === day.isoWeekday || (d === 0 && day.isoWeekday === 7));
}

/** Every holiday surcharge that applies on `day` to an order of `amountCents`. */
export function holidaySurcharges(
  settings: readonly SurchargeHolidaySetting[] | null | undefined,
  isGeneralSurchargeEnabled: boolean | undefined,
  day: StoreLocalDay | null | undefined,
  amountCents: Cents,
): AppliedSurcharge[] {
  if (!isGeneralSurchargeEnabled || !day || amountCents <= 0) return [];
  return (settings ?? [])
    .filter((s) => holidayApplies(s, day) && withinRange(amountCents, s.AmountMinimum, s.AmountMaximum))
    .map((s) => surchargeWithTax(surchargeAmount(s.RateType, s.Rate, amountCents), s.IsTaxable, { settingId: s.ID, name: s.Name }))
    .filter((s) => s.amount > 0);
}
