'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { onServerClockSet } from '@/lib/client/server-clock';
import type { ServiceKind } from '@/lib/domain/time/service-kind';
import { isPreOrderEnabledFor } from '@/lib/domain/time/slot-settings';
import { availableSlotDates, selectSlotDate, type TimeSlot } from '@/lib/domain/time/time-slots';
import type { WizardStore } from './wizard-store';

const EMPTY: SlotList = { slots: [], dates: [] };

/** Spec part 1 §9: time lists refresh every 60 s. */
export const SLOT_REFRESH_MS = 60_000;

export interface SlotListRequest {
  store: WizardStore;
  /** null when the time step is not showing: nothing is recomputed or refreshed. */
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

export interface RefreshableSlotList extends SlotList {
  /** Recomputes the list now, as the 60 s refresh would: the server said the chosen time has passed. */
  refresh: () => void;
}

/**
 * The time step's list: slots of the chosen date (moved to the next day with slots under
 * pre-order), recomputed when the date changes, every 60 s, since slots expire as time passes,
 * and when the page's clock is set by the server's.
 */
export function useSlotList({ store, kind, date, postcode, deliveryDurationMinutes, now, onLoaded }: SlotListRequest): RefreshableSlotList {
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    if (kind === null) return;
    const timer = setInterval(refresh, SLOT_REFRESH_MS);
    // The page's clock set by the server's (lib/client/server-clock.ts): the list may have moved.
    const unsubscribe = onServerClockSet(refresh);
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  }, [kind, refresh]);

  const computed = useMemo(() => {
    if (kind === null) return null;
    const options = { kind, now: now(), postcode, deliveryDurationMinutes };
    const selection = selectSlotDate(store, { ...options, date: date ?? undefined });
    const dates = isPreOrderEnabledFor(store, kind) ? availableSlotDates(store, options) : [];
    return { date: selection.date, slots: selection.slots, dates };
    // `tick` is the 60 s refresh (or `refresh`): the clock has moved, so the list is recomputed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, kind, date, postcode, deliveryDurationMinutes, now, tick]);

  useEffect(() => {
    // The reducer keeps the picked time while offered, else takes the first slot (and the moved date).
    if (computed)
      onLoaded(
        computed.date,
        computed.slots.map((slot) => slot.id),
      );
  }, [computed, onLoaded]);

  const { slots, dates } = computed ?? EMPTY;
  return { slots, dates, refresh };
}
