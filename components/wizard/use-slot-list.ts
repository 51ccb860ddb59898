'use client';

import { useEffect, useState } from 'react';
import type { ServiceKind } from '@/lib/domain/time/service-kind';
import { isPreOrderEnabledFor } from '@/lib/domain/time/slot-settings';
import { availableSlotDates, selectSlotDate, type TimeSlot } from '@/lib/domain/time/time-slots';
import type { WizardStore } from './wizard-store';

/** Spec part 1 §9: time lists refresh every 60 s. */
export const SLOT_REFRESH_MS = 60_000;

export interface SlotListRequest {
  store: WizardStore;
  /** null when the time step is not showing: nothing is computed or refreshed. */
  kind: ServiceKind | null;
  date: string | null;
  postcode: string | null;
  deliveryDurationMinutes: number | undefined;
  now: () => Date;
  /** Receives the (possibly moved) date and slot ids, so the reducer re-picks the time. */
  onLoaded: (date: string, slotIds: string[]) => void;
}

export interface SlotList {
  slots: TimeSlot[];
  /** Dates offered by the date picker: empty when pre-order is off for the type. */
  dates: string[];
}

/**
 * The time step's list: slots of the chosen date (moved to the next day with slots under
 * pre-order), recomputed when the date changes and every 60 s, since slots expire as time passes.
 */
export function useSlotList({ store, kind, date, postcode, deliveryDurationMinutes, now, onLoaded }: SlotListRequest): SlotList {
  const [list, setList] = useState<SlotList>({ slots: [], dates: [] });
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (kind === null) return;
    const timer = setInterval(() => setTick((n) => n + 1), SLOT_REFRESH_MS);
    return () => clearInterval(timer);
  }, [kind]);

  useEffect(() => {
    if (kind === null) return;
    const at = now();
    const options = { kind, now: at, postcode, deliveryDurationMinutes };
    const selection = selectSlotDate(store, { ...options, date: date ?? undefined });
    const dates = isPreOrderEnabledFor(store, kind) ? availableSlotDates(store, options) : [];
    setList({ slots: selection.slots, dates });
    onLoaded(selection.date, selection.slots.map((slot) => slot.id));
    // onLoaded is a dispatch wrapper; `tick` is the 60 s refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, kind, date, postcode, deliveryDurationMinutes, now, tick]);

  return kind === null ? { slots: [], dates: [] } : list;
}
