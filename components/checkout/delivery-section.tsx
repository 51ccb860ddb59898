'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { AddressAutocomplete } from '@/components/wizard/address-autocomplete';
import type { AddressSuggestion } from '@/lib/views/wizard';
import { formatMoney } from '@/lib/domain/money';
import { AU_STATE_CODES } from '@/lib/domain/delivery/au-states';
import styles from './checkout.module.css';
import { TextField } from '@/components/ui/text-field';
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
  const stateId = useId();
  const state = form.bind('deliveryAddress.State');
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
      <AddressAutocomplete onChoose={fill} />
      <div className={styles.grid}>
        <TextField wide label={t('street')} autoComplete="street-address" {...form.bind('deliveryAddress.StreetAddress')} />
        <TextField label={t('suburb')} autoComplete="address-level2" {...form.bind('deliveryAddress.CityTown')} />
        <div className={styles.field}>
          <label htmlFor={stateId} className={styles.label}>
            {t('state')}
          </label>
          <select
            id={stateId}
            className={styles.input}
            value={state.value}
            aria-invalid={state.error ? true : undefined}
            aria-describedby={state.error ? `${stateId}-error` : undefined}
            onChange={(event) => state.onValue(event.target.value)}
            onBlur={state.onBlur}
          >
            <option value="">{t('chooseState')}</option>
            {AU_STATE_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          {state.error ? (
            <p id={`${stateId}-error`} className={styles.fieldError}>
              {state.error}
            </p>
          ) : null}
        </div>
        <TextField label={t('postcode')} inputMode="numeric" maxLength={4} autoComplete="postal-code" {...form.bind('deliveryAddress.PostalCode')} />
        <TextField wide label={t('deliveryInstructions')} maxLength={300} {...form.bind('deliveryAddress.DeliveryInstructions')} />
      </div>
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
