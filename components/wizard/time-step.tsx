'use client';

import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { TimePicker } from '@/components/forms/time-picker';
import type { TimeSlot } from '@/lib/domain/time/time-slots';
import { WIZARD_FIELD_CLASSES } from './field-classes';
import styles from './wizard.module.css';

interface TimeStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  headingId: string;
  kind: 'delivery' | 'pickup';
  /** Dates of the date picker; empty hides it (pre-order off for the type). */
  dates: readonly string[];
  date: string | null;
  slots: readonly TimeSlot[];
  /** The picked slot id. */
  time: string | null;
  onDate: (date: string) => void;
  onTime: (slotId: string) => void;
}

/** Step 3: the date (pre-order only) and the time, ASAP first, the first slot preselected. */
export function TimeStep({ headingRef, headingId, kind, dates, date, slots, time, onDate, onTime }: TimeStepProps) {
  const t = useTranslations('wizard');

  return (
    <div className={styles.step}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {kind === 'delivery' ? t('stepTimeDelivery') : t('stepTimePickup')}
      </h2>
      <TimePicker
        labels={{ date: t('date'), time: t('time'), noSlots: t('noSlots') }}
        dates={dates}
        date={date}
        slots={slots}
        slotId={time}
        onDate={onDate}
        onSlot={onTime}
        classes={{ ...WIZARD_FIELD_CLASSES, noSlots: styles.error }}
      />
    </div>
  );
}
