'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Fragment } from 'react';
import type { TimeSlot } from '@/lib/domain/time/time-slots';
import type { FieldClasses } from './field-types';
import { SelectField } from './select-field';

interface TimePickerProps {
  /** The screen's own words (the wizard and the checkout each have theirs). */
  labels: { date: string; time: string; noSlots: string };
  /** Dates of the picker; empty hides it (pre-order off for the type). */
  dates: readonly string[];
  date: string | null;
  slots: readonly TimeSlot[];
  /** The picked slot id. */
  slotId: string | null;
  /** The delivery area has its own windows: they show as buttons instead of a list. */
  asButtons?: boolean;
  onDate: (date: string) => void;
  onSlot: (slotId: string) => void;
  /** The grid the two selects sit in; none puts them straight into the parent. */
  gridClassName?: string;
  classes?: FieldClasses & { slots?: string; slot?: string; noSlots?: string };
}

/** 'yyyy-MM-dd' as a short local date, read at UTC noon so no zone can shift the day. */
function dateLabel(date: string, locale: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/** When: the date (pre-order only), then the time list with ASAP first, or the area's time buttons. */
export function TimePicker({ labels, dates, date, slots, slotId, asButtons = false, onDate, onSlot, gridClassName, classes }: TimePickerProps) {
  // Client messages: timeSlot
  const tAll = useTranslations();
  const locale = useLocale();
  const label = (slot: TimeSlot) => tAll(slot.label.key, slot.label.params);
  // A date kept from before that the picker no longer offers still shows as chosen.
  const dateOptions = [...(date !== null && !dates.includes(date) ? [date] : []), ...dates].map((value) => ({ value, label: dateLabel(value, locale) }));
  // id, not value: a wall time repeats on the daylight-saving fall-back day.
  const slotOptions = slots.map((slot) => ({ value: slot.id, label: label(slot) }));
  const Grid = gridClassName ? 'div' : Fragment;

  return (
    <>
      <Grid {...(gridClassName ? { className: gridClassName } : {})}>
        {dates.length > 0 ? <SelectField classes={classes} label={labels.date} value={date ?? ''} options={dateOptions} onValue={onDate} /> : null}
        {slots.length > 0 && !asButtons ? <SelectField classes={classes} label={labels.time} value={slotId ?? ''} options={slotOptions} onValue={onSlot} /> : null}
      </Grid>
      {slots.length > 0 && asButtons ? (
        <div role="radiogroup" aria-label={labels.time} className={classes?.slots}>
          {slots.map((slot) => (
            <button key={slot.id} type="button" role="radio" aria-checked={slot.id === slotId} className={classes?.slot} onClick={() => onSlot(slot.id)}>
              {label(slot)}
            </button>
          ))}
        </div>
      ) : null}
      {slots.length === 0 ? (
        <p className={classes?.noSlots} role="status">
          {labels.noSlots}
        </p>
      ) : null}
    </>
  );
}
