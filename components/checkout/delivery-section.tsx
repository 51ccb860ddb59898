'use client';

import { useTranslations } from 'next-intl';
import { AddressFieldset } from '@/components/forms/address-fieldset';
import { TextField } from '@/components/forms/text-field';
import type { AddressSuggestion } from '@/lib/views/wizard';
import { formatMoney } from '@/lib/domain/money';
import styles from './checkout.module.css';
import type { CheckoutForm } from './use-checkout-form';
import type { TQuoteState } from './use-delivery-quote';

interface DeliverySectionProps {
  form: CheckoutForm;
  quote: TQuoteState;
  /** The postcode is outside the store's delivery areas (known without asking the server). */
  postcodeRefused: boolean;
  currencyLocaleName?: string | null;
  /** Given when the store offers pickup now: the refusal offers it. */
  onPickupInstead: (() => void) | null;
}

/** The delivery address: search (AU only, Enter never submits), the fields, and whether the store delivers there. */
export function DeliverySection({ form, quote, postcodeRefused, currencyLocaleName, onPickupInstead }: DeliverySectionProps) {
  const t = useTranslations('checkout');
  const refused = quote.status === 'outOfArea' || postcodeRefused;

  function fill(suggestion: AddressSuggestion) {
    const values: Record<string, string> = {};
    if (suggestion.StreetAddress) values.StreetAddress = suggestion.StreetAddress;
    if (suggestion.CityTown) values.CityTown = suggestion.CityTown;
    if (suggestion.State) values.State = suggestion.State;
    if (suggestion.PostalCode) values.PostalCode = suggestion.PostalCode;
    form.patch('deliveryAddress', values);
  }

  return (
    <section className={styles.card} aria-labelledby="checkout-delivery">
      <h2 id="checkout-delivery" className={styles.cardTitle}>
        {t('deliveryAddress')}
      </h2>
      <AddressFieldset
        labels={{ street: t('street'), suburb: t('suburb'), state: t('state'), chooseState: t('chooseState'), postcode: t('postcode') }}
        bind={(field) => form.bind(`deliveryAddress.${field}`)}
        onChoose={fill}
        className={styles.grid}
      >
        <TextField wide label={t('deliveryInstructions')} maxLength={300} {...form.bind('deliveryAddress.DeliveryInstructions')} />
      </AddressFieldset>
      <p role="status" aria-live="polite" className={refused || quote.status === 'failed' ? styles.problem : styles.status}>
        {quote.status === 'checking' && t('checkingAddress')}
        {quote.status === 'ok' && t('deliverable', { fee: formatMoney(quote.quote.Fee, currencyLocaleName) })}
        {quote.status === 'outOfArea' && (quote.message ?? t('cannotDeliver'))}
        {quote.status !== 'outOfArea' && postcodeRefused && t('cannotDeliver')}
        {quote.status === 'failed' && (quote.message ?? t('quoteFailed'))}
      </p>
      {refused && onPickupInstead ? (
        <button type="button" className={styles.secondaryButton} onClick={onPickupInstead}>
          {t('pickupInstead')}
        </button>
      ) : null}
    </section>
  );
}
