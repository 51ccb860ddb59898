'use client';

import { clientOnly } from '@/lib/client/client-only';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { CardFields, type CardField } from '@/components/checkout/card-fields';
import type { TStripeCard } from '@/components/checkout/stripe-card-form';
import { useIsMobile } from '@/lib/client/use-media-query';
import { TextField } from '@/components/ui/text-field';
import { placeGiftOrder } from '@/lib/client/api/gift-order';
import { isApiError } from '@/lib/client/api/api-error';
import { newLineId } from '@/lib/client/cart/cart-store';
import { createAttemptKeys } from '@/lib/client/checkout/attempt-key';
import { useGiftCart } from '@/lib/client/gift-cart/gift-cart';
import { goToPaymentPage } from '@/lib/client/widget/frame-bridge';
import { priceGiftCart } from '@/lib/domain/gift-cards/gift-products';
import { fromCents } from '@/lib/domain/money/cents';
import { formatCents } from '@/lib/domain/money/format';
import { minimumOrderMessage } from '@/lib/domain/order/minimum-order';
import { cardTypeCodeForPayment } from '@/lib/domain/surcharges';
import type { TGiftOrderRequestInput } from '@/lib/schemas/api/gift-orders';
import { Link, useRouter } from '@/lib/i18n/client-navigation';
import type { TGiftStorePageView } from '@/lib/views/gift-cards';
import type { TPriceChangedDetails } from '@/lib/views/order';
import { giftPaths } from './gift-paths';
import styles from './gift-cards.module.css';

const CARD_PAYMENT = 1;
/** Part 1 §4 order type codes: a gift order is checked as type 3. */
const GIFT_ORDER_TYPE = 3;
type ContactField = 'FirstName' | 'LastName' | 'Email' | 'PhoneNumber';
type Banner = { kind: 'message'; text: string } | { kind: 'timeout' };

// Stripe's card field loads only where the store's cards go to Stripe.
const StripeCardForm = clientOnly(() => import('@/components/checkout/stripe-card-form').then((module) => module.default));
/**
 * The gift checkout (spec route /store/{storename}/checkout/giftcards): always as a guest, card
 * payment only: the buyer's details, the card, the cards' total with the bank surcharge line,
 * and Pay now with the total. The minimum per order type is checked on the total (part 2 §5).
 * The server prices the order again from the menu and answers 409 when the page's total is not
 * its own (the page then shows the new total); a timeout shows the spec's support link.
 */
export function GiftCheckout({ view }: { view: TGiftStorePageView }) {
  const t = useTranslations('giftCards.checkout');
  const tCheckout = useTranslations('checkout');
  // Client messages: order (the minimum order's text)
  const tAll = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const cart = useGiftCart(view.storeId);
  const keys = useRef(createAttemptKeys(newLineId));
  const [contact, setContact] = useState<Record<ContactField, string>>({ FirstName: '', LastName: '', Email: '', PhoneNumber: '' });
  const [card, setCard] = useState<Record<CardField, string>>({ CardHolder: '', CardNumber: '', ExpireDate: '', CVV: '' });
  // A store paid through Stripe: Stripe's own card field, turned into a PaymentMethod when complete.
  const stripeForm = view.cardForm?.provider === 'stripe' ? view.cardForm : null;
  const [stripeCard, setStripeCard] = useState<TStripeCard | null>(null);
  const [errors, setErrors] = useState<Readonly<Record<string, readonly string[]>>>({});
  const [banner, setBanner] = useState<Banner | null>(null);
  const [serverTotal, setServerTotal] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  // Back to the gift cart: its own page on phones, beside the gift store on desktop.
  const isMobile = useIsMobile();

  const priced = useMemo(
    () =>
      priceGiftCart({
        items: cart.items.map((item, index) => ({
          id: item.id,
          uniqueId: `gift-${index + 1}`,
          name: item.name,
          price: item.price,
          tax: item.tax,
          quantity: item.quantity,
          modifiers: [],
        })),
        // No rule with a time window prices a gift order: the clock plays no part.
        now: 0,
        bankSurcharges: view.bankSurcharges,
        // A Stripe card's funding is known once entered: debit and prepaid cards carry no bank surcharge.
        cardTypeCode: cardTypeCodeForPayment(CARD_PAYMENT, stripeCard?.funding ?? null),
        currencyLocaleName: view.currencyLocaleName,
      }),
    [cart.items, view.bankSurcharges, view.currencyLocaleName, stripeCard?.funding],
  );
  const totalCents = serverTotal ?? priced.total;
  const money = (cents: number) => formatCents(cents, view.currencyLocaleName);
  const minimum = minimumOrderMessage(view.orderTypeRules, GIFT_ORDER_TYPE, priced.total, view.currencyLocaleName);
  const canPay = view.cardForm !== null;
  const fieldError = (path: string) => errors[path]?.[0] ?? errors[`payment.${path}`]?.[0];

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    if (sending || cart.items.length === 0 || minimum || !canPay) return;
    if (stripeForm && !stripeCard) return setErrors({ 'payment.card': [tAll('validation.cardNumberRequired')] });
    const body: TGiftOrderRequestInput = {
      items: cart.items.map((item, index) => ({ id: item.id, uniqueId: `gift-${index + 1}`, quantity: item.quantity, message: item.message })),
      contact,
      payment: stripeForm ? { method: CARD_PAYMENT, paymentMethodId: stripeCard?.paymentMethodId } : { method: CARD_PAYMENT, card },
      expectedTotal: fromCents(totalCents),
    };
    setSending(true);
    setBanner(null);
    setErrors({});
    try {
      const result = await placeGiftOrder({ storeId: view.storeId, body, idempotencyKey: keys.current.keyFor(body), locale });
      if (result.paymentError) {
        keys.current.failed(body);
        setBanner({ kind: 'message', text: result.paymentError.message ?? t('paymentRefused') });
        return;
      }
      cart.clear();
      if (result.next.type === 'redirect') goToPaymentPage(result.next.url, () => router.push(giftPaths.thankYou(view.storeSlug)));
      else router.push(giftPaths.thankYou(view.storeSlug));
    } catch (error) {
      keys.current.failed(body);
      if (!isApiError(error)) throw error;
      if (error.code === 'TIMEOUT') return setBanner({ kind: 'timeout' });
      if (error.code === 'PRICE_CHANGED') {
        const details = error.details as TPriceChangedDetails | undefined;
        if (details) setServerTotal(Math.round(details.total * 100));
        return setBanner({ kind: 'message', text: t('priceChanged', { total: money(Math.round((details?.total ?? 0) * 100)) }) });
      }
      setErrors(error.fieldErrors);
      setBanner({ kind: 'message', text: error.message || tAll('errors.unexpected') });
    } finally {
      setSending(false);
    }
  }

  if (cart.items.length === 0 && !sending) {
    return (
      <main id="main" className={`container ${styles.page}`}>
        <h1 className={styles.heading}>{t('title')}</h1>
        <p className={styles.empty}>{tAll('giftCards.cart.empty')}</p>
        <Link href={giftPaths.store(view.storeSlug)} className={styles.primary}>
          {tAll('giftCards.thankYou.continue')}
        </Link>
      </main>
    );
  }

  // Gift cards are paid by card only, and no provider takes this store's cards: nothing to fill in.
  if (!canPay) {
    return (
      <main id="main" className={`container ${styles.page}`}>
        <h1 className={styles.heading}>{t('title')}</h1>
        <p className={styles.unavailable} role="status">
          {tAll('giftCards.unavailable')}
        </p>
        <Link href={isMobile ? giftPaths.mobileCart(view.storeSlug) : giftPaths.store(view.storeSlug)} className={styles.back}>
          ‹ {t('backToCart')}
        </Link>
      </main>
    );
  }

  const contactBind = (field: ContactField) => ({
    value: contact[field],
    error: fieldError(`contact.${field}`),
    onValue: (value: string) => setContact((old) => ({ ...old, [field]: value })),
  });
  const cardBind = (field: CardField) => ({
    value: card[field],
    error: fieldError(`card.${field}`),
    onValue: (value: string) => setCard((old) => ({ ...old, [field]: value })),
    onBlur: () => undefined,
  });

  return (
    <main id="main" className={`container ${styles.page}`}>
      <Link href={isMobile ? giftPaths.mobileCart(view.storeSlug) : giftPaths.store(view.storeSlug)} className={styles.back}>
        ‹ {t('backToCart')}
      </Link>
      <h1 className={styles.heading}>{t('title')}</h1>
      <form onSubmit={pay} noValidate>
        <section className={styles.section} aria-labelledby="gift-details">
          <h2 id="gift-details" className={styles.sectionTitle}>
            {t('details')}
          </h2>
          <p className={styles.note}>{t('asGuest')}</p>
          <div className={styles.fields}>
            <TextField label={tCheckout('firstName')} autoComplete="given-name" {...contactBind('FirstName')} />
            <TextField label={tCheckout('lastName')} autoComplete="family-name" {...contactBind('LastName')} />
            <TextField label={tCheckout('email')} type="email" inputMode="email" autoComplete="email" {...contactBind('Email')} />
            <TextField label={tCheckout('phone')} type="tel" inputMode="tel" autoComplete="tel" {...contactBind('PhoneNumber')} />
          </div>
        </section>
        <section className={styles.section} aria-labelledby="gift-payment">
          <h2 id="gift-payment" className={styles.sectionTitle}>
            {t('payment')}
          </h2>
          {stripeForm ? (
            <StripeCardForm publishableKey={stripeForm.publishableKey} onCard={setStripeCard} message={fieldError('card')?.toString() ?? null} />
          ) : (
            <CardFields bind={cardBind} disabled={false} longCvv={view.longCvv} />
          )}
        </section>
        <section className={styles.section} aria-labelledby="gift-summary">
          <h2 id="gift-summary" className={styles.sectionTitle}>
            {t('cards')}
          </h2>
          <dl className={styles.totals}>
            {priced.lines.map((line) => (
              <div key={line.item.uniqueId}>
                <dt>
                  {line.item.quantity} × {line.item.name}
                </dt>
                <dd>{money(line.total)}</dd>
              </div>
            ))}
            <div>
              <dt>{t('bankSurcharge')}</dt>
              <dd>{money(priced.bankCardSurcharge?.amount ?? 0)}</dd>
            </div>
            <div className={styles.grandTotal}>
              <dt>{t('total')}</dt>
              <dd>{money(totalCents)}</dd>
            </div>
          </dl>
          {minimum && (
            <p className={styles.banner} role="alert">
              {tAll(minimum.key as never, minimum.values as never)}
            </p>
          )}
          {banner && (
            <p className={styles.banner} role="alert">
              {banner.kind === 'timeout' ? (
                <>
                  {t('timeout')} {view.supportHref ? <a href={view.supportHref}>{t('support')}</a> : t('support')}
                </>
              ) : (
                banner.text
              )}
            </p>
          )}
          {sending && (
            <p className={styles.status} role="status">
              {t('processing')}
            </p>
          )}
          <button type="submit" className={`${styles.primary} ${styles.wide}`} disabled={sending || Boolean(minimum)}>
            {t('payNow', { total: money(totalCents) })}
          </button>
        </section>
      </form>
    </main>
  );
}
