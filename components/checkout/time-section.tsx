'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import type { TimeSlot } from '@/lib/domain/time/time-slots';
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

/** 'yyyy-MM-dd' as a local date, read at UTC noon so no zone shifts the day. */
function dateLabel(date: string, locale: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/** When: the date (pre-order only), then the time list with ASAP first, or the area's time buttons. */
export function TimeSection({ kind, dates, date, slots, slotId, asButtons, onDate, onSlot }: TimeSectionProps) {
  const t = useTranslations('checkout');
  // Client messages: timeSlot
  const tAll = useTranslations();
  const locale = useLocale();
  const dateId = useId();
  const timeId = useId();
  const headingId = useId();
  const label = (slot: TimeSlot) => tAll(slot.label.key, slot.label.params);

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {kind === 'delivery' ? t('deliveryTime') : t('pickupTime')}
      </h2>
      <div className={styles.grid}>
        {dates.length > 0 ? (
          <div className={styles.field}>
            <label htmlFor={dateId} className={styles.label}>
              {t('date')}
            </label>
            <select id={dateId} className={styles.input} value={date ?? ''} onChange={(event) => onDate(event.target.value)}>
              {date !== null && !dates.includes(date) ? <option value={date}>{dateLabel(date, locale)}</option> : null}
              {dates.map((value) => (
                <option key={value} value={value}>
                  {dateLabel(value, locale)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {slots.length > 0 && !asButtons ? (
          <div className={styles.field}>
            <label htmlFor={timeId} className={styles.label}>
              {t('time')}
            </label>
            <select id={timeId} className={styles.input} value={slotId ?? ''} onChange={(event) => onSlot(event.target.value)}>
              {slots.map((slot) => (
                // id, not value: a wall time repeats on the daylight-saving fall-back day.
                <option key={slot.id} value={slot.id}>
                  {label(slot)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {slots.length > 0 && asButtons ? (
        <div role="radiogroup" aria-label={t('time')} className={styles.slots}>
          {slots.map((slot) => (
            <button key={slot.id} type="button" role="radio" aria-checked={slot.id === slotId} className={styles.slot} onClick={() => onSlot(slot.id)}>
              {label(slot)}
            </button>
          ))}
        </div>
      ) : null}
      {slots.length === 0 ? (
        <p className={styles.problem} role="status">
          {t('noSlots')}
        </p>
      ) : null}
    </section>
  );
}
