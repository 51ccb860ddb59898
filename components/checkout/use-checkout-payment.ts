'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useMember } from '@/lib/client/account/member-session';
import type { UseCartResult } from '@/lib/client/cart/use-cart';
import { buildPlaceOrderRequest, isMobileDevice } from '@/lib/client/checkout/build-place-order-request';
import { saveCheckoutBeforeRedirect, type TCheckoutBeforeRedirect } from '@/lib/client/checkout/checkout-before-redirect';
import type { OrderTypeKind } from '@/lib/client/checkout/checkout-form';
import type { TFieldErrors } from '@/lib/client/forms/zod-issues';
import { keepPaymentMethod, paymentMethodsFor } from '@/lib/client/checkout/payment-methods';
import { walletOf, type PaymentMethod } from '@/lib/domain/order/codes';
import type { TCheckoutPageView } from '@/lib/views/checkout';
import type { BeforePlaceOrder } from './account-hooks';
import type { TStripeCard } from './stripe-card-form';
import type { CheckoutForm } from './use-checkout-form';
import type { CheckoutPricing } from './use-checkout-pricing';
import type { ServiceTime } from './use-order-type';
import { usePlaceOrder } from './use-place-order';

export type PaymentChoice = ReturnType<typeof usePaymentChoice>;

/**
 * How the customer pays: the methods the order type and the store allow (a member has more),
 * the chosen one while still allowed, its wallet, and Stripe's card once complete (a
 * PaymentMethod, whose funding prices the bank surcharge).
 */
export function usePaymentChoice({ kind, payments, saved }: { kind: OrderTypeKind | null; payments: TCheckoutPageView['payments']; saved: TCheckoutBeforeRedirect | null }) {
  const member = useMember();
  const [chosenMethod, setMethod] = useState<PaymentMethod | null>(saved?.method ?? null);
  const [stripeCard, setStripeCard] = useState<TStripeCard | null>(null);
  const methods = paymentMethodsFor(kind, payments, Boolean(member));
  const method = keepPaymentMethod(chosenMethod, methods);
  return {
    member,
    methods,
    method,
    setMethod,
    wallet: method !== null ? walletOf(method) : null,
    stripeForm: payments.cardForm?.provider === 'stripe',
    stripeCard,
    setStripeCard,
  };
}

/**
 * Paying: the form's checks and the become-member prompt first, then (a sandbox wallet's sheet
 * approving) the order built from the priced cart and sent through use-place-order.
 */
export function useCheckoutPayment({
  view,
  cart,
  form,
  errors,
  kind,
  tableFromScan,
  choice,
  pricing,
  time,
  beforePlaceOrder,
  reloadMenu,
  paymentReturn,
  submit,
}: {
  view: TCheckoutPageView;
  cart: UseCartResult;
  form: CheckoutForm;
  errors: TFieldErrors;
  kind: OrderTypeKind | null;
  tableFromScan: boolean;
  choice: PaymentChoice;
  pricing: CheckoutPricing;
  time: ServiceTime;
  beforePlaceOrder?: BeforePlaceOrder;
  reloadMenu: () => void;
  paymentReturn: { orderId: string; token: string } | null;
  submit?: Parameters<typeof usePlaceOrder>[0]['submit'];
}) {
  const { store, flags } = view;
  const t = useTranslations('checkout');
  const { method, wallet, stripeForm, stripeCard } = choice;
  const { totals, free } = pricing;
  const { slot } = time;
  const [walletSheet, setWalletSheet] = useState(false);
  // The become-member answer of this checkout, sent with the order (and its retries).
  const createUserForGuest = useRef(false);
  const place = usePlaceOrder({
    storeId: store.ID,
    storeSlug: store.Slug,
    hideTrackingForGuest: flags.hideTrackingForGuest,
    clearCart: cart.clear,
    onFieldErrors: form.setServerErrors,
    onPriceChanged: reloadMenu,
    onTimeExpired: time.slotList.refresh,
    saveBeforeRedirect: (orderId) => {
      if (kind !== null && method !== null) saveCheckoutBeforeRedirect({ storeId: store.ID, orderId, kind, method, values: form.values });
    },
    paymentReturn,
    submit,
  });

  /** The form's checks and the become-member prompt: true when the order may go. */
  async function readyToPay(): Promise<boolean> {
    if (kind === null || method === null) return false;
    form.markSubmitted();
    if (Object.keys(errors).length > 0) {
      place.showBanner(t('reviewErrors'));
      // After the errors render: the first invalid field takes the focus.
      window.setTimeout(() => document.querySelector<HTMLElement>('main [aria-invalid="true"]')?.focus(), 0);
      return false;
    }
    if (!beforePlaceOrder) return true;
    const contact = kind === 'dineIn' ? form.values.dineIn : form.values.contact;
    const decision = await beforePlaceOrder({
      email: contact.Email.trim(),
      firstName: contact.FirstName.trim(),
      lastName: contact.LastName.trim(),
      phone: contact.PhoneNumber.trim(),
    });
    if (decision === false) return false;
    createUserForGuest.current = decision.createUserForGuest;
    return true;
  }

  function send(payment: { paymentMethodId?: string | null; walletToken?: string | null } = {}) {
    if (kind === null || method === null) return;
    const coupon = cart.coupons.length > 0 ? cart.coupons[cart.coupons.length - 1] : null;
    place.pay(
      buildPlaceOrderRequest({
        kind,
        method,
        scheduledTime: slot ? Math.floor(slot.start.getTime() / 1000) : null,
        asap: slot?.isAsap === true,
        menu: view.menuQuery,
        lines: totals.priced.lines.map((line) => cart.lines.find((candidate) => candidate.uniqueId === line.item.uniqueId)).filter((line) => line !== undefined),
        couponCode: coupon?.CouponCode ?? null,
        acceptedTriggerIds: cart.acceptedTriggerIds,
        values: form.values,
        tableFromScan,
        showNotes: flags.showNotes,
        termsRequired: view.termsRequired,
        showMarketingOptIn: flags.showMarketingOptIn,
        expectedTotal: totals.total,
        isMobile: isMobileDevice(),
        paymentMethodId: payment.paymentMethodId ?? (stripeForm ? (stripeCard?.paymentMethodId ?? null) : null),
        walletToken: payment.walletToken ?? null,
        createUserForGuest: createUserForGuest.current,
      }),
    );
  }

  return {
    place,
    readyToPay,
    send,
    /** Pay: Apple pay or Google pay on the sandbox has its stand-in wallet sheet approve first. */
    pay: async () => {
      if (!(await readyToPay())) return;
      if (wallet && !free) setWalletSheet(true);
      else send();
    },
    walletSheet,
    closeWalletSheet: () => setWalletSheet(false),
  };
}
