import 'server-only';
import { isPreOrderEnabledFor } from '@/lib/domain/time/slot-settings';
import { availableSlotDates, selectSlotDate } from '@/lib/domain/time/time-slots';
import type { TStore } from '@/lib/schemas/entities';
import type { TSlotsResponse } from '@/lib/views/order';

/**
 * GET /api/stores/{storeId}/slots: the store's time list for a day and order type (10 delivery
 * or deliver-to-room, 3 pickup), the server being the authority on slots. A day without slots
 * moves to the next day with some when the type takes pre-orders (part 1 §4); the dates the
 * date picker offers come with it (none without pre-order). A postcode in a delivery area with
 * its own windows gets those windows.
 */
export function listTimeSlots({
  store,
  orderType,
  date,
  postcode,
  now = new Date(),
}: {
  store: TStore;
  orderType: 10 | 3;
  date?: string;
  postcode?: string;
  now?: Date;
}): TSlotsResponse {
  const kind = orderType === 3 ? 'pickup' : 'delivery';
  const selection = selectSlotDate(store, { kind, now, date, postcode });
  return {
    orderType,
    date: selection.date,
    dates: isPreOrderEnabledFor(store, kind) ? availableSlotDates(store, { kind, now, postcode }) : [],
    slots: selection.slots.map((slot) => ({
      start: Math.floor(slot.start.getTime() / 1000),
      end: Math.floor(slot.end.getTime() / 1000),
      date: slot.date,
      value: slot.value,
      isAsap: slot.isAsap,
      label: slot.label,
    })),
  };
}
