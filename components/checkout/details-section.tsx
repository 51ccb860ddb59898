'use client';

import { useTranslations } from 'next-intl';
import styles from './checkout.module.css';
import { TextField } from '@/components/ui/text-field';
import type { EmailAccountHooks } from './checkout-body';
import type { CheckoutForm } from './use-checkout-form';

/** My details: first and last name, email and mobile (trimmed when sent); where the store has LogIn, the email is checked for an account when left. */
export function DetailsSection({ form, emailAccount }: { form: CheckoutForm; emailAccount?: EmailAccountHooks }) {
  const t = useTranslations('checkout');
  const email = form.bind('contact.Email');
  return (
    <section className={styles.card} aria-labelledby="checkout-details">
      <h2 id="checkout-details" className={styles.cardTitle}>
        {t('myDetails')}
      </h2>
      <div className={styles.grid}>
        <TextField label={t('firstName')} autoComplete="given-name" {...form.bind('contact.FirstName')} />
        <TextField label={t('lastName')} autoComplete="family-name" {...form.bind('contact.LastName')} />
        <TextField
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...email}
          onBlur={() => {
            email.onBlur();
            emailAccount?.onBlur(email.value.trim());
          }}
        />
        <TextField label={t('phone')} type="tel" inputMode="tel" autoComplete="tel" {...form.bind('contact.PhoneNumber')} />
      </div>
      {emailAccount?.notice(email.value.trim())}
    </section>
  );
}
