'use client';

import { useTranslations } from 'next-intl';
import { FieldError } from '@/components/forms/field-error';
import styles from './checkout.module.css';
import { TextField } from '@/components/forms/text-field';
import type { CheckoutForm } from './use-checkout-form';

interface DineInSectionProps {
  form: CheckoutForm;
  /** The table came from the QR link: shown, not typed, and the last name is optional. */
  tableFromScan: boolean;
  /** ShowDineInFirstLastName: the last name is asked too. */
  showLastName: boolean;
  /** ShowDineInPhoneNumber or DineInSMSconfirmation. */
  showPhone: boolean;
  phoneRequired: boolean;
  /** The store's own field (DineInField), e.g. "Seat or bar stool". */
  extraFieldLabel: string | null;
  /** Paying by card as a guest needs an email for the receipt. */
  emailRequired: boolean;
  /** A member's email is their account's: shown, not typed. */
  accountEmail: string | null;
}

/** Dine in: table (from the QR code or typed), name, phone and email as the store asks. */
export function DineInSection({ form, tableFromScan, showLastName, showPhone, phoneRequired, extraFieldLabel, emailRequired, accountEmail }: DineInSectionProps) {
  const t = useTranslations('checkout');
  const optional = (label: string) => t('optional', { label });
  // The server's word on the table link (no input of its own shows it): its code, or a scanned table.
  const tableProblem = form.error('dineIn.SecurityCode') ?? (tableFromScan ? form.error('dineIn.TableNumber') : undefined);
  return (
    <section className={styles.card} aria-labelledby="checkout-dine-in">
      <h2 id="checkout-dine-in" className={styles.cardTitle}>
        {t('tabs.dineIn')}
        {tableFromScan ? <span className={styles.muted}>{t('tableFromQr', { table: form.values.dineIn.TableNumber })}</span> : null}
      </h2>
      <FieldError role="alert">{tableProblem}</FieldError>
      <div className={styles.grid}>
        {tableFromScan ? null : <TextField label={t('tableNumber')} inputMode="numeric" autoComplete="off" {...form.bind('dineIn.TableNumber')} />}
        <TextField label={t('firstName')} autoComplete="given-name" {...form.bind('dineIn.FirstName')} />
        {showLastName || !tableFromScan ? (
          <TextField label={tableFromScan ? optional(t('lastName')) : t('lastName')} autoComplete="family-name" {...form.bind('dineIn.LastName')} />
        ) : null}
        {showPhone ? (
          <TextField label={phoneRequired ? t('phone') : optional(t('phone'))} type="tel" inputMode="tel" autoComplete="tel" {...form.bind('dineIn.PhoneNumber')} />
        ) : null}
        {accountEmail !== null ? (
          <TextField label={t('email')} type="email" readOnly value={accountEmail} onValue={() => undefined} />
        ) : (
          <TextField label={emailRequired ? t('email') : optional(t('email'))} type="email" inputMode="email" autoComplete="email" {...form.bind('dineIn.Email')} />
        )}
        {extraFieldLabel ? <TextField label={optional(extraFieldLabel)} autoComplete="off" maxLength={300} {...form.bind('dineIn.DineInField')} /> : null}
      </div>
      {/* A typed table has no code: the order is refused until the table's own link is used. */}
      {tableFromScan ? null : <p className={styles.hint}>{t('tableScanHint')}</p>}
    </section>
  );
}
