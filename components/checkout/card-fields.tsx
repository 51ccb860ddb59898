'use client';

import { useTranslations } from 'next-intl';
import { cvvLengthOf, detectCardType, maskCardNumber } from '@/lib/schemas/forms/card-number';
import styles from './checkout.module.css';
import { TextField } from '@/components/forms/text-field';
import type { FieldBinding } from '@/components/forms/field-types';

/** MM/YY as typed: digits only, the slash added after the month. */
export function maskExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export type CardField = 'CardHolder' | 'CardNumber' | 'ExpireDate' | 'CVV';

interface CardFieldsProps {
  /** each field's value, error and handlers: the checkout's form, or My account's add-card form */
  bind: (field: CardField) => FieldBinding;
  /** Plain http outside localhost: card fields are disabled (part 2 §5). */
  disabled: boolean;
  /** StripeActivated: American Express, and its 4-digit CVV, are taken. */
  longCvv: boolean;
}

/**
 * The card form. Values live in the page's memory only: never stored, never logged, sent once
 * with the order (or My account's add) to the payment sandbox (production uses the provider's
 * own fields).
 */
export function CardFields({ bind, disabled, longCvv }: CardFieldsProps) {
  const t = useTranslations('checkout');
  const number = bind('CardNumber');
  const expiry = bind('ExpireDate');
  const cvv = bind('CVV');
  // The card's own length once its type shows (4 on an Amex, 3 on the others); 4 until then where Amex is taken.
  const cvvLength = longCvv ? (cvvLengthOf(detectCardType(number.value)) ?? 4) : 3;
  return (
    <div className={styles.cardForm}>
      {disabled ? <p className={`${styles.notice} ${styles.wide}`}>{t('cardInsecure')}</p> : null}
      <TextField label={t('cardHolder')} autoComplete="cc-name" maxLength={40} disabled={disabled} {...bind('CardHolder')} />
      <TextField
        label={t('cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={19}
        placeholder="1234 5678 9012 3456"
        disabled={disabled}
        {...number}
        onValue={(value) => number.onValue(maskCardNumber(value))}
      />
      <TextField
        label={t('expiry')}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder={t('expiryPlaceholder')}
        maxLength={5}
        disabled={disabled}
        {...expiry}
        onValue={(value) => expiry.onValue(maskExpiry(value))}
      />
      <TextField
        label={t('cvv')}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={cvvLength}
        disabled={disabled}
        {...cvv}
        onValue={(value) => cvv.onValue(value.replace(/\D/g, ''))}
      />
    </div>
  );
}
