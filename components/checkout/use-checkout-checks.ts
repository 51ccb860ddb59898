'use client';

import { useCallback } from 'react';
import type { TCheckoutBeforeRedirect } from '@/lib/client/checkout/checkout-before-redirect';
import type { OrderTypeKind, TCheckoutFormValues } from '@/lib/client/checkout/checkout-form';
import { useCheckoutValidator } from '@/lib/client/checkout/use-checkout-validator';
import type { PaymentMethod } from '@/lib/domain/order/codes';
import { storeTimeZone } from '@/lib/domain/time/zoned-time';
import type { TCheckoutPageView } from '@/lib/views/checkout';
import { initialValues } from './checkout-start';
import type { TStripeCard } from './stripe-card-form';
import { useCheckoutForm } from './use-checkout-form';
import type { CheckoutSession } from './use-checkout-session';

/**
 * The checkout's form with the browser's checks of the order type and payment chosen. The checks
 * go by the total before the fee and the card surcharge (they only add to it); until their rules
 * are loaded the form counts as `unchecked`: no quote is asked, Pay waits.
 */
export function useCheckoutChecks({
  view,
  session,
  saved,
  kind,
  method,
  total,
  tableFromScan,
  stripeCard,
}: {
  view: TCheckoutPageView;
  session: CheckoutSession;
  saved: TCheckoutBeforeRedirect | null;
  kind: OrderTypeKind | null;
  method: PaymentMethod | null;
  /** dollars, before the fee and the card surcharge */
  total: number;
  tableFromScan: boolean;
  stripeCard: TStripeCard | null;
}) {
  const { store, flags, payments } = view;
  const now = session.openedAt;
  const timeZone = storeTimeZone(store);
  const stripeForm = payments.cardForm?.provider === 'stripe';
  const validateCheckout = useCheckoutValidator();
  const localErrors = useCallback(
    (values: TCheckoutFormValues) =>
      kind === null || validateCheckout === null
        ? {}
        : validateCheckout({
            values,
            kind,
            method,
            total,
            deliveryAreas: store.DeliveryAreas,
            tableFromScan,
            dineInSmsConfirmation: flags.dineInSmsConfirmation,
            termsRequired: view.termsRequired,
            stripeActivated: payments.stripeActivated,
            stripePaymentMethodId: stripeForm ? (stripeCard?.paymentMethodId ?? null) : undefined,
            now,
            timeZone,
          }),
    [
      validateCheckout,
      kind,
      method,
      total,
      store.DeliveryAreas,
      tableFromScan,
      flags.dineInSmsConfirmation,
      view.termsRequired,
      payments.stripeActivated,
      stripeForm,
      stripeCard,
      now,
      timeZone,
    ],
  );
  const { form, errors } = useCheckoutForm(localErrors, initialValues({ view, session, saved }));
  return { form, errors, unchecked: kind !== null && validateCheckout === null };
}
