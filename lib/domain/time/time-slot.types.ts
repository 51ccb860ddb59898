import type { ServiceHour, StoreOpenSettings } from './store-hours.types';
import type { DayPeriod } from './time-of-day';

/** A delivery window of a delivery area (DeliveryAreas[].TimeSlots); no weekday means every day. */
export interface DeliveryAreaTimeSlot {
  DayOfWeek?: number | string | null;
  StartTime: string;
  EndTime: string;
}

export interface DeliveryAreaWithSlots {
  PostcodeFrom: string | number;
  PostcodeTo: string | number;
  TimeSlots?: readonly DeliveryAreaTimeSlot[] | null;
}

/** The store fields slot generation reads (spec names). */
export interface StoreSlotSettings extends StoreOpenSettings {
  PreOrderOperatingHours?: readonly ServiceHour[] | null;
  OrderPreparationDeliveryBuffer?: number | string | null;
  NumberOfDaysInAdvanceForDelivery?: number | null;
  NumberOfDaysInAdvanceForPickup?: number | null;
  PreOrderCutOffDays?: number | null;
  PreOrderCutOffTime?: string | null;
  DeliveryTimeInterval?: number | null;
  PickupTimeInterval?: number | null;
  DeliveryAreas?: readonly DeliveryAreaWithSlots[] | null;
}

/** A slot label as a message key with parameters; the UI translates it. */
export type TimeSlotLabel =
  | { key: 'timeSlot.asap'; params: { time: string; period: DayPeriod } }
  | { key: 'timeSlot.range'; params: { from: string; fromPeriod: DayPeriod; to: string; toPeriod: DayPeriod } };

export interface TimeSlot {
  /** The chosen delivery/pickup instant (what is stored as ScheduledTime). */
  start: Date;
  end: Date;
  /** Store-local calendar date 'yyyy-MM-dd' of the start. */
  date: string;
  /** The start as an ISO instant: unique even when a wall time repeats on the fall-back day. */
  id: string;
  /** Store-local 'HH:mm' of the start (repeats in the fall-back hour; use `id` as a key). */
  value: string;
  isAsap: boolean;
  label: TimeSlotLabel;
}
