'use client';

import { useTranslations } from 'next-intl';
import styles from './checkout.module.css';
import { TextField } from '@/components/ui/text-field';
import type { CheckoutForm } from './use-checkout-form';

/** My details: first and last name, email and mobile (trimmed when sent). */
export function DetailsSection({ form }: { form: CheckoutForm }) {
  const t = useTranslations('checkout');
  return (
    <section className={styles.card} aria-labelledby="checkout-details">
      <h2 id="checkout-details" className={styles.cardTitle}>
        {t('myDetails')}
      </h2>
      <div className={styles.grid}>
        <TextField label={t('firstName')} autoComplete="given-name" {...form.bind('contact.FirstName')} />
        <TextField label={t('lastName')} autoComplete="family-name" {...form.bind('contact.LastName')} />
        <TextField label={t('email')} type="email" inputMode="email" autoComplete="email" {...form.bind('contact.Email')} />
        <TextField label={t('phone')} type="tel" inputMode="tel" autoComplete="tel" {...form.bind('contact.PhoneNumber')} />
      </div>
    </section>
  );
}
