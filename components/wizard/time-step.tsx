'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type RefObject, useId } from 'react';
import type { TimeSlot } from '@/lib/domain/time/time-slots';
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

/** 'yyyy-MM-dd' as a short local date; read at UTC noon so no zone can shift the day. */
function dateLabel(date: string, locale: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/** Step 3: the date (pre-order only) and the time, ASAP first, the first slot preselected. */
export function TimeStep({ headingRef, headingId, kind, dates, date, slots, time, onDate, onTime }: TimeStepProps) {
  const t = useTranslations('wizard');
  // Client messages: timeSlot
  const tAll = useTranslations();
  const locale = useLocale();
  const dateId = useId();
  const timeId = useId();

  return (
    <div className={styles.step}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {kind === 'delivery' ? t('stepTimeDelivery') : t('stepTimePickup')}
      </h2>
      {dates.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={dateId} className={styles.label}>
            {t('date')}
          </label>
          <select id={dateId} className={styles.input} value={date ?? ''} onChange={(event) => onDate(event.target.value)}>
            {date !== null && !dates.includes(date) && <option value={date}>{dateLabel(date, locale)}</option>}
            {dates.map((d) => (
              <option key={d} value={d}>
                {dateLabel(d, locale)}
              </option>
            ))}
          </select>
        </div>
      )}
      {slots.length > 0 ? (
        <div className={styles.field}>
          <label htmlFor={timeId} className={styles.label}>
            {t('time')}
          </label>
          <select id={timeId} className={styles.input} value={time ?? ''} onChange={(event) => onTime(event.target.value)}>
            {slots.map((slot) => (
              // id, not value: a wall time repeats on the daylight-saving fall-back day.
              <option key={slot.id} value={slot.id}>
                {tAll(slot.label.key, slot.label.params)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className={styles.error} role="status">
          {t('noSlots')}
        </p>
      )}
    </div>
  );
}
