'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { TimeSlot } from '@/lib/domain/time/time-slots';
import { TimePicker } from '@/components/forms/time-picker';
import styles from './checkout.module.css';

interface TimeSectionProps {
  kind: 'delivery' | 'pickup';
  /** Dates of the picker; empty hides it (pre-order off for the type). */
  dates: readonly string[];
  date: string | null;
  slots: readonly TimeSlot[];
  /** The picked slot id. */
  slotId: string | null;
  /** The delivery area has its own windows: they show as buttons instead of a list. */
  asButtons: boolean;
  onDate: (date: string) => void;
  onSlot: (slotId: string) => void;
}

/** When: the date (pre-order only), then the time list with ASAP first, or the area's time buttons. */
export function TimeSection({ kind, dates, date, slots, slotId, asButtons, onDate, onSlot }: TimeSectionProps) {
  const t = useTranslations('checkout');
  const headingId = useId();

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {kind === 'delivery' ? t('deliveryTime') : t('pickupTime')}
      </h2>
      <TimePicker
        labels={{ date: t('date'), time: t('time'), noSlots: t('noSlots') }}
        dates={dates}
        date={date}
        slots={slots}
        slotId={slotId}
        asButtons={asButtons}
        onDate={onDate}
        onSlot={onSlot}
        gridClassName={styles.grid}
        classes={{ slots: styles.slots, slot: styles.slot, noSlots: styles.problem }}
      />
    </section>
  );
}
