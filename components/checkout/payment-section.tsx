'use client';

import { clientOnly } from '@/lib/client/client-only';
import { useTranslations } from 'next-intl';
import type { TCheckoutPayments } from '@/lib/views/checkout';
import { cardsMissing } from '@/lib/client/checkout/payment-methods';
import type { OrderTypeKind } from '@/lib/client/checkout/checkout-form';
import { PAYMENT_METHOD, redirectMethodOf, type PaymentMethod } from '@/lib/domain/order/codes';
import { CardFields } from './card-fields';

// A member's kept cards and "save this card" are read and drawn only once the card is chosen (guests never load them).
const SavedCardChoice = clientOnly(() => import('./saved-cards').then((module) => module.SavedCardChoice));
const SaveCardOption = clientOnly(() => import('./saved-cards').then((module) => module.SaveCardOption));
import type { TStripeCard } from './stripe-card-form';

// Stripe.js and its React bindings load only when a Stripe store's customer chooses the card.
const StripeCardForm = clientOnly(() => import('./stripe-card-form').then((module) => module.default));
import styles from './checkout.module.css';
import type { CheckoutForm } from './use-checkout-form';

export const METHOD_LABEL_KEYS: Partial<
  Record<PaymentMethod, `methods.${'card' | 'cash' | 'points' | 'payLater' | 'chargeToRoom' | 'alipay' | 'wechat' | 'applePay' | 'googlePay'}`>
> = {
  [PAYMENT_METHOD.card]: 'methods.card',
  [PAYMENT_METHOD.cash]: 'methods.cash',
  [PAYMENT_METHOD.points]: 'methods.points',
  [PAYMENT_METHOD.payLater]: 'methods.payLater',
  [PAYMENT_METHOD.alipay]: 'methods.alipay',
  [PAYMENT_METHOD.wechat]: 'methods.wechat',
  [PAYMENT_METHOD.applePay]: 'methods.applePay',
  [PAYMENT_METHOD.googlePay]: 'methods.googlePay',
};

interface PaymentSectionProps {
  form: CheckoutForm;
  methods: readonly PaymentMethod[];
  method: PaymentMethod | null;
  onMethod: (method: PaymentMethod) => void;
  /** the order type: deliver to room's pay later reads "charge to my room" */
  kind: OrderTypeKind;
  /** Nothing to pay: no card form. */
  free: boolean;
  cardDisabled: boolean;
  /** the store's payments: the card form (the sandbox's card fields or Stripe Elements, or none) and StripeActivated */
  payments: TCheckoutPayments;
  /** Stripe Elements: the card once complete, and the page's message for it */
  onStripeCard: (card: TStripeCard | null) => void;
  stripeMessage: string | null;
  /** Paying with points: the member's balance, the points the order needs and the balance's worth. */
  points: { balance: number; needed: number; value: string } | null;
  /** A debit or prepaid card: that no card surcharge applies to it, said before Pay. */
  cardNote: string | null;
}

/**
 * Payment radios for the methods the store enables, and the card form when paying by card; where
 * no provider takes the store's cards, a notice says so and names the way left to pay.
 */
export function PaymentSection({ form, methods, method, onMethod, kind, free, cardDisabled, payments, onStripeCard, stripeMessage, points, cardNote }: PaymentSectionProps) {
  const t = useTranslations('checkout');
  const { cardForm, stripeActivated } = payments;
  const room = kind === 'room';
  const missing = free ? null : cardsMissing(kind, payments, methods);
  // A member's stored card, when chosen, takes the new card's place.
  const newCard = method === PAYMENT_METHOD.card && !free && !form.values.card.SelectedCard;
  const labelOf = (code: PaymentMethod) => (room && code === PAYMENT_METHOD.payLater ? t('methods.chargeToRoom') : t(METHOD_LABEL_KEYS[code] ?? 'methods.card'));
  return (
    <section className={styles.card} aria-labelledby="checkout-payment">
      <h2 id="checkout-payment" className={styles.cardTitle}>
        {t('payment')}
      </h2>
      {missing ? <p className={styles.notice}>{t(`cardsUnavailable.${missing}`)}</p> : null}
      <fieldset className={styles.methods}>
        <legend className="visually-hidden">{t('paymentMethod')}</legend>
        {methods.map((code) => (
          <label key={code} className={styles.method}>
            <input type="radio" name="payment-method" value={code} checked={method === code} onChange={() => onMethod(code)} />
            {labelOf(code)}
            {code === PAYMENT_METHOD.card ? <span className={styles.cardBrands}>{stripeActivated ? t('cardBrandsAmex') : t('cardBrands')}</span> : null}
          </label>
        ))}
      </fieldset>
      {method === PAYMENT_METHOD.card && !free && cardForm ? <SavedCardChoice form={form} provider={cardForm.provider} /> : null}
      {newCard && cardForm?.provider === 'sandbox' ? <CardFields bind={(field) => form.bind(`card.${field}`)} disabled={cardDisabled} longCvv={stripeActivated} /> : null}
      {newCard && cardForm?.provider === 'stripe' ? <StripeCardForm publishableKey={cardForm.publishableKey} onCard={onStripeCard} message={stripeMessage} /> : null}
      {newCard && cardForm ? <SaveCardOption form={form} /> : null}
      {cardNote ? (
        <p className={styles.cardNote} role="status">
          {cardNote}
        </p>
      ) : null}
      {method === PAYMENT_METHOD.points && points ? (
        <p className={styles.hint}>{t('pointsBalance', { points: points.balance, value: points.value, needed: points.needed })}</p>
      ) : null}
      {method !== null && redirectMethodOf(method) && !free ? <p className={styles.hint}>{t('redirectHint', { provider: labelOf(method) })}</p> : null}
    </section>
  );
}
