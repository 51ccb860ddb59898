import type { StoreSlotSettings } from '../../../lib/domain/time/time-slot.types';

/** Every weekday 09:00 to 21:00, Sydney, 20 minutes preparation. */
export function sydneyStore(overrides: Partial<StoreSlotSettings> = {}): StoreSlotSettings {
  return {
    TimezoneIanaFormat: 'Australia/Sydney',
    IsInOperation: true,
    OrderPreparationTime: 20,
    EnablePreoderForDelivery: false,
    EnablePreoderForPickup: false,
    OperatingHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ DayOfWeek: day, OpeningTime: '09:00:00', ClosingTime: '21:00:00' })),
    BlackoutDates: [],
    ...overrides,
  };
}

/** An instant from an ISO string with an explicit offset, so tests never depend on the process zone. */
export const at = (iso: string): Date => new Date(iso);
