'use client';

import { Elements, ExpressCheckoutElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeExpressCheckoutElementClickEvent, StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { WalletMethod } from '@/lib/domain/order/codes';
import styles from './checkout.module.css';
import { stripeFor, stripeLocale } from './stripe-loader';

interface StripeWalletButtonProps {
  publishableKey: string;
  wallet: WalletMethod;
  /** the total the page shows, in cents: what the wallet's sheet asks the customer to approve */
  amountCents: number;
  currency: string;
  disabled: boolean;
  /** The form's checks before the wallet's sheet opens; false keeps it closed. */
  onOpen: () => Promise<boolean>;
  /** The wallet's card, as a Stripe PaymentMethod: the order goes with it (the server confirms it). */
  onPaymentMethod: (paymentMethodId: string) => void;
}

/**
 * Apple Pay or Google Pay through Stripe's Express Checkout Element (part 1 §4: create order,
 * create payment, confirm with the card provider's client, extra action step): the wallet's own
 * button, only the chosen wallet shown; its sheet approves the page's total, Stripe turns the
 * wallet's card into a PaymentMethod, and the order is placed with it like a card (Stripe's
 * extra step, when the bank asks for one, comes back as the same redirect as 3-D Secure).
 */
export default function StripeWalletButton(props: StripeWalletButtonProps) {
  const locale = useLocale();
  return (
    <Elements
      stripe={stripeFor(props.publishableKey)}
      options={{ mode: 'payment', amount: props.amountCents, currency: props.currency, paymentMethodCreation: 'manual', locale: stripeLocale(locale) }}
    >
      <WalletButton {...props} />
    </Elements>
  );
}

function WalletButton({ wallet, disabled, onOpen, onPaymentMethod }: StripeWalletButtonProps) {
  const t = useTranslations('checkout');
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);

  function open(event: StripeExpressCheckoutElementClickEvent) {
    setError(null);
    if (disabled) return;
    void onOpen().then((ready) => {
      if (ready) event.resolve();
    });
  }

  async function confirm(event: StripeExpressCheckoutElementConfirmEvent) {
    if (!stripe || !elements) return;
    const submitted = await elements.submit();
    const made = submitted.error ? null : await stripe.createPaymentMethod({ elements });
    if (!made?.paymentMethod) {
      event.paymentFailed({ reason: 'fail' });
      setError(submitted.error?.message ?? made?.error?.message ?? t('stripeCardFailed'));
      return;
    }
    onPaymentMethod(made.paymentMethod.id);
  }

  return (
    <div className={styles.payArea}>
      <ExpressCheckoutElement
        options={{
          paymentMethods: {
            applePay: wallet === 'apple_pay' ? 'always' : 'never',
            googlePay: wallet === 'google_pay' ? 'always' : 'never',
            link: 'never',
            paypal: 'never',
            amazonPay: 'never',
            klarna: 'never',
          },
          buttonHeight: 52,
        }}
        onClick={open}
        onConfirm={(event) => void confirm(event)}
      />
      {error ? (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
