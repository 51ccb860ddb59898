import { parseTimeOfDay } from './time-of-day';
import { preparationMinutes } from './opening-hours';
import type { ServiceKind } from './service-kind';
import type { StoreSlotSettings } from './time-slot.types';

/** Spec part 1 §9: default slot step 15 minutes, minimum preparation lead 2 minutes. */
export const DEFAULT_SLOT_INTERVAL_MINUTES = 15;
export const MINIMUM_PREPARATION_LEAD_MINUTES = 2;
/** Used when pre-order is on but the store did not say how many days ahead it takes orders. */
export const DEFAULT_DAYS_IN_ADVANCE = 7;

function positive(value: unknown): number | null {
  const n = Number(value);
  return value !== null && value !== undefined && Number.isFinite(n) && n > 0 ? n : null;
}

export function slotIntervalMinutes(store: StoreSlotSettings, kind: ServiceKind): number {
  return positive(kind === 'delivery' ? store.DeliveryTimeInterval : store.PickupTimeInterval) ?? DEFAULT_SLOT_INTERVAL_MINUTES;
}

export function isPreOrderEnabledFor(store: StoreSlotSettings, kind: ServiceKind): boolean {
  return (kind === 'delivery' ? store.EnablePreoderForDelivery : store.EnablePreoderForPickup) === true;
}

/** How many days after today can be chosen: none without pre-order for the type. */
export function daysInAdvance(store: StoreSlotSettings, kind: ServiceKind): number {
  if (!isPreOrderEnabledFor(store, kind)) return 0;
  const days = kind === 'delivery' ? store.NumberOfDaysInAdvanceForDelivery : store.NumberOfDaysInAdvanceForPickup;
  if (days === null || days === undefined || !Number.isFinite(Number(days))) return DEFAULT_DAYS_IN_ADVANCE;
  return Math.max(0, Math.floor(Number(days)));
}

/**
 * Minutes from now to the earliest slot: the preparation time (at least the 2-minute minimum),
 * plus OrderPreparationDeliveryBuffer and any known driving time for delivery.
 */
export function slotLeadMinutes(store: StoreSlotSettings, kind: ServiceKind, deliveryDurationMinutes = 0): number {
  const preparation = Math.max(preparationMinutes(store), MINIMUM_PREPARATION_LEAD_MINUTES);
  if (kind === 'pickup') return preparation;
  return preparation + (positive(store.OrderPreparationDeliveryBuffer) ?? 0) + Math.max(0, deliveryDurationMinutes);
}

/** PreOrderCutOffTime in minutes after midnight; a missing time means the end of the cut-off day. */
export function preOrderCutOff(store: StoreSlotSettings): { days: number; minutes: number } | null {
  const days = positive(store.PreOrderCutOffDays) ?? 0;
  const minutes = parseTimeOfDay(store.PreOrderCutOffTime);
  if (days === 0 && minutes === null) return null;
  return { days: Math.floor(days), minutes: minutes ?? 1440 };
}
