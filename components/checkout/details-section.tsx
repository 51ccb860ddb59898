'use client';

import { useTranslations } from 'next-intl';
import styles from './checkout.module.css';
import { TextField } from '@/components/forms/text-field';
import type { EmailAccountHooks } from './account-hooks';
import type { CheckoutForm } from './use-checkout-form';

/**
 * My details: first and last name, email and mobile (trimmed when sent); where the store has
 * LogIn, a guest's email is checked for an account when left. A member's email is their
 * account's (`accountEmail`): shown, not typed.
 */
export function DetailsSection({ form, emailAccount, accountEmail }: { form: CheckoutForm; emailAccount?: EmailAccountHooks; accountEmail: string | null }) {
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
        {accountEmail !== null ? (
          <TextField label={t('email')} type="email" readOnly value={accountEmail} onValue={() => undefined} />
        ) : (
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
        )}
        <TextField label={t('phone')} type="tel" inputMode="tel" autoComplete="tel" {...form.bind('contact.PhoneNumber')} />
      </div>
      {accountEmail !== null ? <p className={styles.hint}>{t('accountEmail')}</p> : emailAccount?.notice(email.value.trim())}
    </section>
  );
}
