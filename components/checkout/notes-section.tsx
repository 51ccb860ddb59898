'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { FieldError } from '@/components/forms/field-error';
import styles from './checkout.module.css';
import type { CheckoutForm } from './use-checkout-form';

/** Part 2 §5: notes at most 300 characters. */
export const NOTES_MAX = 300;

/** Notes for the store (ShowNotes), with a live character count. */
export function NotesSection({ form }: { form: CheckoutForm }) {
  const t = useTranslations('checkout');
  const id = useId();
  const note = form.bind('orderNote');
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        <label htmlFor={id}>{t('notes')}</label>
      </h2>
      <textarea
        id={id}
        className={styles.input}
        value={note.value}
        maxLength={NOTES_MAX}
        placeholder={t('notesPlaceholder')}
        aria-invalid={note.error ? true : undefined}
        aria-describedby={`${id}-count${note.error ? ` ${id}-error` : ''}`}
        onChange={(event) => note.onValue(event.target.value)}
        onBlur={note.onBlur}
      />
      <p id={`${id}-count`} className={styles.counter}>
        {t('notesCount', { count: note.value.length, max: NOTES_MAX })}
      </p>
      <FieldError id={`${id}-error`}>{note.error}</FieldError>
    </section>
  );
}
