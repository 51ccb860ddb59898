'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reloadMember } from '@/lib/client/account/member-session';
import { declineReason } from '@/lib/client/checkout/decline-reason';
import { dropCheckoutBeforeRedirect } from '@/lib/client/checkout/checkout-before-redirect';
import { returnFromPayment } from '@/lib/client/checkout/return-from-payment';
import { finishOrder, SUCCESS_REDIRECT_MS } from '@/lib/client/checkout/finish-order';
import { submitOrder, type TSubmitOutcome } from '@/lib/client/checkout/submit-order';
import { nowInSeconds } from '@/lib/client/cart/cart-store';
import { goToPaymentPage } from '@/lib/client/widget/frame-bridge';
import { redirectMethodOf } from '@/lib/domain/order/codes';
import type { TPlaceOrderRequestInput } from '@/lib/schemas/api/orders';
import { useRouter } from '@/lib/i18n/client-navigation';
import { getPathname, isSitePath } from '@/lib/i18n/paths';
import type { TPlaceOrderResult, TPriceChangedDetails } from '@/lib/views/order';
import type { TIndicatorState } from './payment-indicator';
import { useOrderSubmission } from './use-order-submission';

/** Request paths the form shows under a field; others (time, coupon, items) have no field. */
const FORM_FIELD = /^(contact|deliveryAddress|room|dineIn|card|payment\.card)\.|^(orderNote|agreeToTerms)$/;
function isFormField(path: string): boolean {
  return FORM_FIELD.test(path);
}

export interface PlaceOrderOptions {
  storeId: string;
  storeSlug: string;
  hideTrackingForGuest: boolean;
  clearCart: () => void;
  onFieldErrors: (fieldErrors: Readonly<Record<string, readonly string[]>>) => void;
  /** The menu may have changed: the page reloads it so its own prices follow. */
  onPriceChanged: () => void;
  /** The chosen time has passed (InvalidDeliveryTime): the page's time list is recomputed, so the next one is chosen. */
  onTimeExpired: () => void;
  /** Alipay or Wechat: the checkout data is saved on the device before going to the provider's page. */
  saveBeforeRedirect: (orderId: string) => void;
  /** Back from Alipay or Wechat (`?paymentReturn=&t=`): the payment is asked about once, on arrival. */
  paymentReturn: { orderId: string; token: string } | null;
  /** for tests: the submit call and the return call */
  submit?: typeof submitOrder;
  askReturn?: typeof returnFromPayment;
}

export interface PriceChange {
  details: TPriceChangedDetails;
  message: string;
  body: TPlaceOrderRequestInput;
}

/**
 * Sending the order and what follows (part 1 §4 "Place order"): one attempt at a time (a second
 * tap while sending does nothing), the payment indicator, the leave-page warning while sending,
 * the 3-D Secure redirect, the Alipay and Wechat round trip (saved data, the provider's page,
 * the return checked on the server), the 1 s pause on success before the status page, the new
 * total on a price change, per-field messages on 422 and the banner for everything else.
 */
export function usePlaceOrder(options: PlaceOrderOptions) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const router = useRouter();
  const [indicator, setIndicator] = useState<TIndicatorState>({ status: 'idle' });
  const [banner, setBanner] = useState<string | null>(null);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const sending = indicator.status === 'processing';
  const { storeId, storeSlug, hideTrackingForGuest, clearCart, onFieldErrors, onPriceChanged, onTimeExpired, saveBeforeRedirect, paymentReturn } = options;
  const submit = options.submit ?? submitOrder;
  const askReturn = options.askReturn ?? returnFromPayment;
  const submission = useOrderSubmission(storeId, submit);

  // Part 2 §8: 'We are in the middle of sending your order' while it is on its way.
  useEffect(() => {
    if (!sending) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (submission.leaving()) return;
      event.preventDefault();
      event.returnValue = t('sending');
      return t('sending');
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [sending, submission, t]);

  /** Placed (and paid, or nothing to pay): "complete" for 1 s, then the order's page. */
  const arrive = useCallback(
    async (result: TPlaceOrderResult) => {
      setIndicator({ status: 'complete' });
      // Part 1 §4: a newly created account is signed in (the answer set its session cookie).
      if (result.guestAccount === 'created') reloadMember();
      await new Promise((resolve) => setTimeout(resolve, SUCCESS_REDIRECT_MS));
      submission.leave();
      router.push(finishOrder({ storeId, storeSlug, result, now: nowInSeconds(), hideTrackingForGuest, clearCart }));
    },
    [storeId, storeSlug, hideTrackingForGuest, clearCart, submission, router],
  );

  const handle = useCallback(
    async (outcome: TSubmitOutcome, body: TPlaceOrderRequestInput) => {
      switch (outcome.kind) {
        case 'placed':
          return arrive(outcome.result);
        case 'redirect':
          submission.leave();
          // Alipay and Wechat come back to this checkout, which keeps the cart until the payment is known.
          if (redirectMethodOf(body.payment.method) !== null) saveBeforeRedirect(outcome.result.orderId);
          // 3-D Secure returns to the status page; a failed challenge is retried from there.
          else finishOrder({ storeId, storeSlug, result: outcome.result, now: nowInSeconds(), hideTrackingForGuest, clearCart });
          // In the widget, a provider's own page opens in a new window; the frame follows the order.
          // A page of this site (the sandbox's) keeps the checkout's language: inside another
          // site's frame the language cookie is not sent, so the path itself must carry it.
          goToPaymentPage(isSitePath(outcome.url) ? getPathname({ href: outcome.url, locale }) : outcome.url, () => router.push(outcome.result.statusUrl));
          return;
        case 'paymentFailed':
          // The card's own reason (part 2 §8 "provider messages"), in our words where we have them.
          setIndicator({ status: 'failed', message: declineReason(outcome.paymentError, (key) => t(`declines.${key}`)) || outcome.message });
          return;
        case 'priceChanged':
          setIndicator({ status: 'idle' });
          setPriceChange({ details: outcome.details, message: outcome.message, body });
          onPriceChanged();
          return;
        case 'invalid': {
          setIndicator({ status: 'idle' });
          onFieldErrors(outcome.fieldErrors);
          // Messages without a field of their own (the time, the coupon, an item) go in the banner.
          const unplaced = Object.entries(outcome.fieldErrors)
            .filter(([path]) => !isFormField(path))
            .flatMap(([, texts]) => texts);
          setBanner([outcome.message || t('reviewErrors'), ...unplaced].join(' '));
          return;
        }
        case 'error':
          if (outcome.code === 'INVALID_DELIVERY_TIME') onTimeExpired();
          setIndicator({ status: 'idle' });
          setBanner(outcome.code === 'TIMEOUT' ? t('timeout') : outcome.message || t('couldNotCreate'));
      }
    },
    [storeId, storeSlug, hideTrackingForGuest, clearCart, arrive, submission, onFieldErrors, onPriceChanged, onTimeExpired, saveBeforeRedirect, router, locale, t],
  );

  // Back from Alipay or Wechat: paid (or still confirming) goes on to the order; anything else
  // shows the provider's trade status, with the form filled again from the saved data.
  const asked = useRef(false);
  useEffect(() => {
    if (!paymentReturn || asked.current) return;
    asked.current = true;
    submission.hold();
    setIndicator({ status: 'processing' });
    askReturn({ ...paymentReturn, locale })
      .then(async (answer) => {
        // The return's address is not one to come back to (or to share): the checkout's own replaces it.
        window.history.replaceState(window.history.state, '', window.location.pathname);
        dropCheckoutBeforeRedirect();
        if (answer.outcome !== 'failed') return arrive(answer.order);
        setIndicator({ status: 'idle' });
        setBanner([t('tradeStatus', { status: answer.tradeStatus }), answer.message ?? ''].join(' ').trim());
      })
      .catch(() => {
        setIndicator({ status: 'idle' });
        setBanner(t('couldNotCreate'));
      })
      .finally(submission.release);
  }, [paymentReturn, askReturn, submission, locale, arrive, t]);

  const send = useCallback(
    (body: TPlaceOrderRequestInput) =>
      submission.send(body, {
        onStart: () => {
          setBanner(null);
          setPriceChange(null);
          setIndicator({ status: 'processing' });
        },
        onOutcome: handle,
        onCrash: () => {
          setIndicator({ status: 'idle' });
          setBanner(t('couldNotCreate'));
        },
      }),
    [submission, handle, t],
  );

  return {
    indicator,
    banner,
    priceChange,
    busy: indicator.status !== 'idle',
    pay: (body: TPlaceOrderRequestInput) => void send(body),
    /** Pays the server's new total. */
    confirmPriceChange: () => {
      if (!priceChange) return;
      const body = { ...priceChange.body, expectedTotal: priceChange.details.total };
      setPriceChange(null);
      void send(body);
    },
    dismissPriceChange: () => setPriceChange(null),
    backToCheckout: () => setIndicator({ status: 'idle' }),
    showBanner: setBanner,
  };
}
