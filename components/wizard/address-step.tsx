'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type RefObject, useEffect, useMemo, useState } from 'react';
import type { TDeliveryAddress } from '@/lib/schemas/entities';
import { createDeliveryAddressSchema } from '@/lib/schemas/forms/delivery-address';
import { M } from '@/lib/schemas/forms/messages';
import { AddressFieldset } from '@/components/forms/address-fieldset';
import { useFieldMessage } from '@/components/forms/use-field-message';
import { fieldMessages } from '@/lib/client/forms/zod-issues';
import type { ApiFetcher } from '@/lib/client/api/api-client';
import { requestDeliveryQuote, type TQuoteOutcome } from '@/lib/client/api/delivery-quote';
import type { AddressSuggestion, DeliveryQuote } from '@/lib/views/wizard';
import { formatMoney } from '@/lib/domain/money';
import { loadAddressKey } from './wizard-session';
import type { WizardStore } from './wizard-store';
import { WIZARD_FIELD_CLASSES } from './field-classes';
import styles from './wizard.module.css';

/** A pause after the last edit before the deliverability check (each check may cost maps calls). */
export const QUOTE_DEBOUNCE_MS = 400;

interface Fields {
  StreetAddress: string;
  CityTown: string;
  State: string;
  PostalCode: string;
}
type FieldName = keyof Fields;

const EMPTY: Fields = { StreetAddress: '', CityTown: '', State: '', PostalCode: '' };

type Check = { status: 'idle' } | { status: 'checking' } | TQuoteOutcome;

interface AddressStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  headingId: string;
  store: WizardStore;
  fetcher?: ApiFetcher;
  orderValue: number;
  /** A stored address to start from (wizard reopened past step 1). */
  initialAddress: TDeliveryAddress | null;
  canPickUp: boolean;
  /** A checked address (null while invalid, unchecked or refused) and whether it is out of service. */
  onAddress: (address: TDeliveryAddress | null, outOfService: boolean, quote: DeliveryQuote | null) => void;
  onPickupInstead: () => void;
}

function fieldsOf(address: TDeliveryAddress | null): Fields {
  if (!address) return EMPTY;
  return { StreetAddress: address.StreetAddress, CityTown: address.CityTown, State: address.State, PostalCode: address.PostalCode };
}

/** Step 2: search or type the address, validated by the form schema and checked with the store. */
export function AddressStep({ headingRef, headingId, store, fetcher, orderValue, initialAddress, canPickUp, onAddress, onPickupInstead }: AddressStepProps) {
  const t = useTranslations('wizard');
  const translate = useFieldMessage();
  const locale = useLocale();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(initialAddress));
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>(() => (initialAddress ? { StreetAddress: true, CityTown: true, State: true, PostalCode: true } : {}));
  // Each result remembers the address it is for, so an edit hides a stale answer at once.
  const [checked, setChecked] = useState<{ key: string; check: Check } | null>(null);

  const schema = useMemo(() => createDeliveryAddressSchema({ deliveryAreas: store.DeliveryAreas }), [store.DeliveryAreas]);
  const parsed = useMemo(() => schema.safeParse(fields), [schema, fields]);

  // Schema messages are message keys (lib/schemas/forms/messages.ts).
  const messages = useMemo(() => fieldMessages(parsed), [parsed]);

  const valid = parsed.success ? parsed.data : null;
  const validKey = valid ? JSON.stringify(valid) : null;

  // The address is saved with its entity check: loaded now, so Confirm writes it at once.
  useEffect(() => void loadAddressKey().catch(() => undefined), []);

  useEffect(() => {
    // Until the new address is checked, Next must not go on with the previous one.
    onAddress(null, false, null);
    if (!valid || validKey === null) return;
    const controller = new AbortController();
    const setCheck = (check: Check) => setChecked({ key: validKey, check });
    const timer = setTimeout(() => {
      setCheck({ status: 'checking' });
      requestDeliveryQuote({ storeId: store.ID, address: valid, orderValue, locale, signal: controller.signal, fetcher })
        .then((result) => {
          if (controller.signal.aborted) return;
          setCheck(result);
          if (result.status === 'ok') onAddress(valid, false, result.quote);
          else onAddress(result.status === 'outOfArea' ? valid : null, result.status === 'outOfArea', null);
        })
        .catch(() => undefined); // aborted: a newer edit has its own check
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // validKey stands for `valid` (a new object every render); onAddress is a dispatch wrapper.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [validKey, fetcher, store.ID, orderValue, locale]);

  function fill(suggestion: AddressSuggestion) {
    setFields((current) => ({
      StreetAddress: suggestion.StreetAddress ?? current.StreetAddress,
      CityTown: suggestion.CityTown ?? current.CityTown,
      State: suggestion.State ?? current.State,
      PostalCode: suggestion.PostalCode ?? current.PostalCode,
    }));
    setTouched({ StreetAddress: true, CityTown: true, State: true, PostalCode: true });
  }

  const bind = (field: FieldName) => ({
    value: fields[field],
    error: touched[field] ? translate(messages[field]) : undefined,
    onValue: (value: string) => setFields((current) => ({ ...current, [field]: value })),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
  });

  const check: Check = checked && checked.key === validKey ? checked.check : { status: 'idle' };

  // Out of the delivery area: the server's translated reason, or the spec's sentence.
  const refused = check.status === 'outOfArea';
  const postcode = messages.PostalCode;
  const postcodeRefused = touched.PostalCode && postcode !== undefined && 'key' in postcode && postcode.key === M.deliveryNotAvailable;

  return (
    <div className={styles.step}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('stepAddress')}
      </h2>
      <AddressFieldset
        labels={{ street: t('street'), suburb: t('suburb'), state: t('state'), chooseState: t('chooseState'), postcode: t('postcode') }}
        bind={bind}
        onChoose={fill}
        fetcher={fetcher}
        className={styles.fields}
        classes={WIZARD_FIELD_CLASSES}
      />
      <p role="status" aria-live="polite" className={refused || check.status === 'failed' ? styles.error : styles.status}>
        {check.status === 'checking' && t('checking')}
        {check.status === 'ok' && t('deliverable', { fee: formatMoney(check.quote.Fee, store.CurrencyLocaleName) })}
        {refused && (check.message ?? t('cannotDeliver'))}
        {check.status === 'failed' && (check.message ?? t('quoteFailed'))}
      </p>
      {(refused || postcodeRefused) && canPickUp && (
        <button type="button" className={styles.secondary} onClick={onPickupInstead}>
          {t('pickupInstead')}
        </button>
      )}
    </div>
  );
}
