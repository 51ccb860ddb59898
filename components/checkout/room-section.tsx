'use client';

import { useTranslations } from 'next-intl';
import styles from './checkout.module.css';
import { TextField } from '@/components/forms/text-field';
import type { CheckoutForm } from './use-checkout-form';

/** Deliver to room: the room number (from the `room` link or typed). */
export function RoomSection({ form }: { form: CheckoutForm }) {
  const t = useTranslations('checkout');
  return (
    <section className={styles.card} aria-labelledby="checkout-room">
      <h2 id="checkout-room" className={styles.cardTitle}>
        {t('tabs.room')}
      </h2>
      <div className={styles.grid}>
        <TextField label={t('roomNumber')} autoComplete="off" {...form.bind('room.RoomNumber')} />
      </div>
    </section>
  );
}
