'use client';

import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { CardFunding } from '@/lib/domain/surcharges/card-type';
import styles from './checkout.module.css';
import { stripeFor, stripeLocale } from './stripe-loader';

/** A card Stripe Elements turned into a PaymentMethod: what the page prices and sends. */
export interface TStripeCard {
  paymentMethodId: string;
  brand: string;
  funding: CardFunding;
}

/** The spec's brands: Visa and Mastercard, American Express where StripeActivated (always, with Stripe). */
const ACCEPTED_BRANDS = ['visa', 'mastercard', 'amex'];

interface StripeCardFormProps {
  publishableKey: string;
  /** The card once complete and accepted, or null while it is not. */
  onCard: (card: TStripeCard | null) => void;
  /** The form's own message under the card (required, from the page's checks). */
  message: string | null;
}

/**
 * The card form of a store paid through Stripe: Stripe's own card field (the number, expiry and
 * CVC go from the browser to Stripe only), turned into a PaymentMethod as soon as it is complete,
 * so the page knows the card's brand (Visa, Mastercard, Amex; others refused) and funding (the
 * bank surcharge is for credit cards) before Pay is pressed. Loaded only when the card is chosen.
 */
export default function StripeCardForm({ publishableKey, onCard, message }: StripeCardFormProps) {
  const locale = useLocale();
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ locale: stripeLocale(locale) }}>
      <StripeCard onCard={onCard} message={message} />
    </Elements>
  );
}

function StripeCard({ onCard, message }: Pick<StripeCardFormProps, 'onCard' | 'message'>) {
  const t = useTranslations('checkout');
  const tValidation = useTranslations('validation');
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  // Only the latest change counts: an earlier card's PaymentMethod arriving late is dropped.
  const latest = useRef(0);

  async function change(event: StripeCardElementChangeEvent) {
    const turn = ++latest.current;
    onCard(null);
    setError(event.error?.message ?? null);
    if (!event.complete || event.error || !stripe || !elements) return;
    const card = elements.getElement(CardElement);
    if (!card) return;
    const made = await stripe.createPaymentMethod({ type: 'card', card });
    if (turn !== latest.current) return;
    const reported = made.paymentMethod?.card;
    if (made.error || !made.paymentMethod || !reported) {
      setError(made.error?.message ?? t('stripeCardFailed'));
      return;
    }
    if (!ACCEPTED_BRANDS.includes(reported.brand)) {
      setError(tValidation('cardTypeNotAccepted'));
      return;
    }
    onCard({
      paymentMethodId: made.paymentMethod.id,
      brand: reported.brand,
      funding: (['credit', 'debit', 'prepaid'].includes(reported.funding) ? reported.funding : 'unknown') as CardFunding,
    });
  }

  const shown = error ?? message;
  return (
    <div className={styles.cardForm}>
      <div className={styles.wide}>
        <span className={styles.stripeLabel} id="stripe-card-label">
          {t('cardNumber')}
        </span>
        <div className={styles.stripeField} aria-labelledby="stripe-card-label" aria-invalid={shown ? true : undefined}>
          {stripe ? <CardElement options={{ hidePostalCode: true }} onChange={(event) => void change(event)} /> : <span className={styles.hint}>{t('stripeCardLoading')}</span>}
        </div>
        {shown ? (
          <p className={styles.fieldError} role="alert">
            {shown}
          </p>
        ) : null}
      </div>
    </div>
  );
}
