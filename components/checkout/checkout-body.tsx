'use client';

import { clientOnly } from '@/lib/client/client-only';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { CartBody } from '@/components/cart';
import { isCouponUsed } from '@/lib/domain/cart/coupon-used';
import { useCouponFlow } from '@/components/store-screen/use-coupon-flow';
import type { LeftOut } from './left-out-modal';
import { useSlotList } from '@/components/wizard/use-slot-list';
import { saveOrderType } from '@/components/wizard/wizard-session';
import { discountLines } from '@/lib/domain/cart/discount-lines';
import { priceChangeReason } from '@/lib/client/checkout/price-change';
import type { PricingMenu } from '@/lib/client/cart/cart-totals';
import type { UseCartResult } from '@/lib/client/cart/use-cart';
import { useCartTotals } from '@/lib/client/cart/use-cart';
import { buildPlaceOrderRequest, isMobileDevice } from '@/lib/client/checkout/build-place-order-request';
import type { OrderTypeKind, TCheckoutFormValues } from '@/lib/client/checkout/checkout-form';
import { keepPaymentMethod, paymentMethodsFor } from '@/lib/client/checkout/payment-methods';
import { useMember } from '@/lib/client/account/member-session';
import { pointsNeeded, pointsValueCents } from '@/lib/domain/loyalty/points';
import { rewardCosts } from '@/lib/domain/loyalty/rewards';
import type { TStripeCard } from './stripe-card-form';
import { SandboxWalletSheet } from './sandbox-wallet-sheet';
import { paymentReturnOf, readCheckoutBeforeRedirect, saveCheckoutBeforeRedirect } from '@/lib/client/checkout/checkout-before-redirect';
import { cardTypeCodeForPayment, waivedCardSurcharge } from '@/lib/domain/surcharges/card-type';
import { useCheckoutValidator } from '@/lib/client/checkout/use-checkout-validator';
import { availableOrderTypes } from '@/lib/domain/availability/available-order-types';
import { isOrderDisabled } from '@/lib/domain/availability/checkout-state';
import { discountOffers } from '@/lib/domain/cart/discount-offers';
import { lineUnavailability } from '@/lib/domain/cart/store-availability';
import { findDeliveryArea } from '@/lib/domain/delivery/postcode-areas';
import { drivingMinutes } from '@/lib/domain/delivery/estimate';
import { currencyCode, formatCents, toCents } from '@/lib/domain/money';
import { orderTypeCode, PAYMENT_METHOD, walletOf, type PaymentMethod } from '@/lib/domain/order/codes';
import { minimumOrderMessage } from '@/lib/domain/order/minimum-order';
import { storeTimeZone } from '@/lib/domain/time/zoned-time';
import { M } from '@/lib/schemas/forms/messages';
import { Link, useRouter } from '@/lib/i18n/client-navigation';
import type { TCheckoutPageView } from '@/lib/views/checkout';
import { Agreements } from './agreements';
import { CheckoutDialogs } from './checkout-dialogs';
import { initialKind, initialValues, SESSION_TYPE, useRestoredOrderType } from './checkout-start';
import { checkoutSurchargeLines } from './surcharge-lines';
import { useCardFunding } from './use-card-funding';
import { useMemberDetails } from './use-member-details';
import styles from './checkout.module.css';
import { DeliverySection } from './delivery-section';
import { DetailsSection } from './details-section';
import { DineInSection } from './dine-in-section';
import { ErrorBanner } from './error-banner';
import { NotesSection } from './notes-section';
import { OrderTypeTabs } from './order-type-tabs';
import { PayButton } from './pay-button';
import { PaymentIndicator } from './payment-indicator';
import { PaymentSection } from './payment-section';
import { PickupAddress } from './pickup-address';
import { RoomSection } from './room-section';
import { StoreChooser } from './store-chooser';
import { UnavailableLines, type FlaggedLine } from './unavailable-lines';
import { TimeSection } from './time-section';
import type { CheckoutSession } from './use-checkout-session';
import { useCheckoutForm } from './use-checkout-form';
import { useDeliveryQuote } from './use-delivery-quote';
import { usePlaceOrder } from './use-place-order';
import { serverNow } from '@/lib/client/server-clock';

// Stripe.js loads only when a Stripe store's customer chooses a wallet.
const StripeWalletButton = clientOnly(() => import('./stripe-wallet-button').then((module) => module.default));

/** Asked once the form is valid, before paying: false stops; otherwise whether the guest asked for an account. */
export type BeforePlaceOrder = (details: { email: string; firstName: string; lastName: string; phone: string }) => Promise<false | { createUserForGuest: boolean }>;

export interface EmailAccountHooks {
  onBlur: (email: string) => void;
  /** shown under the email field for the email now in it */
  notice: (email: string) => ReactNode;
}

const EMPTY_MENU: PricingMenu = { Products: {}, ModifierGroups: {}, PriceTriggers: [] };
export interface CheckoutBodyProps {
  view: TCheckoutPageView;
  session: CheckoutSession;
  cart: UseCartResult;
  menu: PricingMenu | null;
  reloadMenu: () => void;
  /** Reorder lines left out of the cart: no longer on the menu, or sold out now. */
  leftOut: LeftOut;
  onLeftOutSeen: () => void;
  /** Accounts issue: the guest login banner. */
  loginBanner?: ReactNode;
  /** Accounts issue: the become-member prompt before paying. */
  beforePlaceOrder?: BeforePlaceOrder;
  /** Accounts issue: the email field's account check (on blur) and what it says under the field. */
  emailAccount?: EmailAccountHooks;
  /** Card fields work over https or on localhost only. */
  secureContext: boolean;
  /** tests: the submit call */
  submit?: Parameters<typeof usePlaceOrder>[0]['submit'];
}

/** The checkout once the session is read: every section, the summary and the pay button. */
export function CheckoutBody({
  view,
  session,
  cart,
  menu,
  reloadMenu,
  leftOut,
  onLeftOutSeen,
  loginBanner,
  beforePlaceOrder,
  emailAccount,
  secureContext,
  submit,
}: CheckoutBodyProps) {
  const { store, flags, payments } = view;
  const t = useTranslations('checkout');
  const tSelection = useTranslations('checkout.storeSelection');
  // Client messages: order (the minimum order's text)
  const tAll = useTranslations();
  // Store selection at checkout: until a store is chosen only the chooser and the cart show.
  const selection = view.storeSelection;
  const choosing = selection !== null && selection.chosenId === null;
  const locale = useLocale();
  const router = useRouter();
  const now = session.openedAt;
  const timeZone = storeTimeZone(store);
  const table = session.table;
  const tableFromScan = table !== null;
  const availability = useMemo(() => ({ table: table?.TableNumber ?? null }), [table]);
  const available = useMemo(() => availableOrderTypes(store, now, availability), [store, now, availability]);
  // Back from Alipay or Wechat (read once: the address loses its query when the answer comes).
  const [paymentReturn] = useState(() => paymentReturnOf(window.location.search));
  const [saved] = useState(() => (paymentReturn ? readCheckoutBeforeRedirect(store.ID, paymentReturn.orderId) : null));
  // Alipay's or Wechat's return, the earlier order's type (retry, reorder), the room link, the wizard.
  const [startKind] = useState(() => initialKind({ view, session, saved, now, availability }));
  const [kind, setKind] = useState<OrderTypeKind | null>(startKind);
  useRestoredOrderType(view, startKind);
  const [pendingKind, setPendingKind] = useState<OrderTypeKind | null>(null);
  const [clearing, setClearing] = useState(false);
  const [chosenMethod, setMethod] = useState<PaymentMethod | null>(saved?.method ?? null);
  // Stripe Elements: the card as a PaymentMethod once complete (its funding prices the bank surcharge).
  const stripeForm = payments.cardForm?.provider === 'stripe';
  const [stripeCard, setStripeCard] = useState<TStripeCard | null>(null);
  const [walletSheet, setWalletSheet] = useState(false);
  // The become-member answer of this checkout, sent with the order (and its retries).
  const createUserForGuest = useRef(false);
  const member = useMember();
  const methods = paymentMethodsFor(kind, payments, Boolean(member));
  const method = keepPaymentMethod(chosenMethod, methods);
  const wallet = method !== null ? walletOf(method) : null;

  // Slots: delivery and room share the delivery times; dine in has none.
  const serviceKind = kind === 'pickup' ? 'pickup' : kind === 'delivery' || kind === 'room' ? 'delivery' : null;
  const [date, setDate] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<string | null>(() => (session.time ? new Date(session.time * 1000).toISOString() : null));

  // The fee depends on the subtotal (its rules go by order value), which no fee or card changes.
  const pricingMenu = menu ?? EMPTY_MENU;
  const beforeFee = useCartTotals(pricingMenu, store, { onCheckoutPage: true });
  // The form's checks go by the total before the fee and the card surcharge (they only add to it).
  const pendingTotal = beforeFee.total;
  const validateCheckout = useCheckoutValidator();
  // Until the rules are loaded the form counts as unchecked: no quote is asked, Pay waits.
  const unchecked = kind !== null && validateCheckout === null;
  const localErrors = useCallback(
    (values: TCheckoutFormValues) =>
      kind === null || validateCheckout === null
        ? {}
        : validateCheckout({
            values,
            kind,
            method,
            total: pendingTotal,
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
      pendingTotal,
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
  const accountEmail = useMemberDetails(form, member);
  // The card's funding prices its surcharge: Stripe's PaymentMethod says it, the sandbox's card is asked once whole.
  const typedCard = useCardFunding({
    storeId: store.ID,
    number: form.values.card.CardNumber,
    enabled: method === PAYMENT_METHOD.card && payments.cardForm?.provider === 'sandbox' && !form.values.card.SelectedCard,
    locale,
  });
  const funding = stripeForm ? (stripeCard?.funding ?? null) : typedCard.funding;

  const addressErrors = unchecked || Object.keys(errors).some((path) => path.startsWith('deliveryAddress.') && path !== 'deliveryAddress.DeliveryInstructions');
  const postcodeRefused =
    kind === 'delivery' &&
    'key' in (errors['deliveryAddress.PostalCode'] ?? { text: '' }) &&
    (errors['deliveryAddress.PostalCode'] as { key: string }).key === M.deliveryNotAvailable;
  const address = form.values.deliveryAddress;
  const quote = useDeliveryQuote({ storeId: store.ID, address: kind === 'delivery' && !addressErrors ? address : null, orderValue: beforeFee.subtotal, locale });
  const deliveryFee = kind === 'delivery' && quote.status === 'ok' ? quote.quote.Fee : null;
  const totals = useCartTotals(pricingMenu, store, { onCheckoutPage: true, deliveryFee, cardTypeCode: cardTypeCodeForPayment(method, funding) });
  const total = totals.total;
  const free = total === 0 && totals.priced.lines.length > 0;
  // Paying with points (part 2 §5): the points value must cover the total, besides the points the cart's rewards spend; the server takes them all with the order.
  const points =
    method === PAYMENT_METHOD.points && member && payments.pointsToDollarRatio !== null
      ? {
          balance: member.rewardPoints,
          needed: pointsNeeded(toCents(total), payments.pointsToDollarRatio) + rewardCosts(store.ID, cart.lines).points,
          ratio: payments.pointsToDollarRatio,
        }
      : null;
  const notEnoughPoints = points !== null && !free && points.balance < points.needed;
  // The chosen store's menu prices the cart; what it cannot sell is flagged (never dropped silently) and blocks the order.
  const flagged: FlaggedLine[] =
    selection?.chosenId && menu
      ? totals.unavailable.map((line) => ({ uniqueId: line.uniqueId, name: line.name, quantity: line.quantity, reason: lineUnavailability(line, menu) ?? 'options' }))
      : [];

  const postcode = kind === 'delivery' && /^\d{4}$/.test(address.PostalCode.trim()) ? address.PostalCode.trim() : null;
  const onLoaded = useCallback((loadedDate: string, ids: string[]) => {
    setDate(loadedDate);
    setSlotId((current) => (current !== null && ids.includes(current) ? current : (ids[0] ?? null)));
  }, []);
  const nowFn = useCallback(() => new Date(serverNow()), []);
  const slotList = useSlotList({
    store,
    kind: serviceKind,
    date,
    postcode,
    deliveryDurationMinutes: quote.status === 'ok' && kind === 'delivery' ? drivingMinutes(quote.quote.DeliveryDuration) : undefined,
    now: nowFn,
    onLoaded,
  });
  const slot = serviceKind ? (slotList.slots.find((candidate) => candidate.id === slotId) ?? null) : null;
  const slotButtons = kind === 'delivery' && postcode !== null && (findDeliveryArea(postcode, store.DeliveryAreas ?? undefined)?.TimeSlots?.length ?? 0) > 0;

  const minimum = kind ? minimumOrderMessage(store.OrderTypeConstraintRules, orderTypeCode(kind), toCents(totals.subtotal), store.CurrencyLocaleName) : null;
  const outOfService = kind === 'delivery' && (quote.status === 'outOfArea' || postcodeRefused);
  const deliveryLoading = kind === 'delivery' && quote.status === 'checking';
  const cardChecking = method === PAYMENT_METHOD.card && !free && typedCard.checking;
  // Said beside the card before Pay: the total already left the card surcharge out.
  const waived = method === PAYMENT_METHOD.card && !free ? waivedCardSurcharge(funding, store.SurchargeBankSettings, totals.priced.total) : null;
  const orderDisabled = isOrderDisabled(store, {
    hasOrderType: kind !== null,
    enabledItemCount: totals.priced.lines.length,
    hasTime: kind === 'dineIn' || slot !== null,
    minimumMet: minimum === null,
    hasPaymentMethod: free || methods.length > 0,
  });

  const place = usePlaceOrder({
    storeId: store.ID,
    storeSlug: store.Slug,
    hideTrackingForGuest: flags.hideTrackingForGuest,
    clearCart: cart.clear,
    onFieldErrors: form.setServerErrors,
    onPriceChanged: reloadMenu,
    onTimeExpired: slotList.refresh,
    saveBeforeRedirect: (orderId) => {
      if (kind !== null && method !== null) saveCheckoutBeforeRedirect({ storeId: store.ID, orderId, kind, method, values: form.values });
    },
    paymentReturn,
    submit,
  });
  const applyCouponCode = useCouponFlow(cart, menu, store);

  const reason = (() => {
    if (choosing) return tSelection('chooseFirst');
    if (flagged.length > 0) return tSelection('removeUnavailable');
    if (totals.priced.lines.length === 0) return t('reasons.empty');
    if (kind === null) return t('reasons.noOrderType');
    if (outOfService) return t('cannotDeliver');
    if (minimum) return tAll(minimum.key as never, minimum.values as never);
    if (deliveryLoading) return t('checkingAddress');
    if (cardChecking) return t('checkingCard');
    if (serviceKind && slot === null) return t('reasons.noTime');
    if (!menu) return t('reasons.loading');
    if (notEnoughPoints) return t('notEnoughPoints', { needed: points.needed, points: points.balance });
    return null;
  })();
  const payDisabled =
    choosing || flagged.length > 0 || unchecked || place.busy || outOfService || minimum !== null || orderDisabled || deliveryLoading || cardChecking || !menu || notEnoughPoints;

  function changeKind(next: OrderTypeKind) {
    if (next === kind) return;
    if (flags.multipleMenus && cart.lines.length > 0) {
      setPendingKind(next);
      return;
    }
    setKind(next);
    const stored = SESSION_TYPE[next];
    if (stored) saveOrderType(stored);
  }

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
        expectedTotal: total,
        isMobile: isMobileDevice(),
        paymentMethodId: payment.paymentMethodId ?? (stripeForm ? (stripeCard?.paymentMethodId ?? null) : null),
        walletToken: payment.walletToken ?? null,
        createUserForGuest: createUserForGuest.current,
      }),
    );
  }

  async function pay() {
    if (!(await readyToPay())) return;
    // Apple pay or Google pay on the sandbox: its stand-in wallet sheet approves first.
    if (wallet && !free) setWalletSheet(true);
    else send();
  }

  const money = (dollars: number) => formatCents(toCents(dollars), store.CurrencyLocaleName);
  const empty = cart.hydrated && cart.lines.length === 0;
  const surchargeLines = checkoutSurchargeLines(totals.priced, store, flags, (key, values) => t(key, values as never));
  // The menu the cart was filled from: the head office's store in store selection.
  const storeHref = `/store/${selection?.cartStore.Slug ?? store.Slug}`;

  return (
    <main id="main" className={`container ${styles.page}`}>
      <div className={styles.top}>
        <h1 className={styles.title}>{t('title')}</h1>
        <Link href={storeHref} className={styles.back}>
          {t('backToMenu')}
        </Link>
      </div>
      {loginBanner}
      <ErrorBanner message={place.banner} />
      <div className={styles.layout}>
        <div className={styles.column}>
          {selection ? <StoreChooser selection={selection} /> : null}
          {/* Right under the chooser, so a phone shows them before the form. */}
          <UnavailableLines storeName={store.Name} lines={flagged} onRemove={cart.removeLine} />
          {choosing ? null : (
            <>
              <OrderTypeTabs available={available} current={kind} onChange={changeKind} />
              {kind === null ? <p className={styles.problem}>{t('reasons.noOrderType')}</p> : null}
              {kind === 'pickup' ? <PickupAddress storeName={store.Name} address={view.storeAddress} phone={view.storePhone} mapsUrl={view.mapsUrl} /> : null}
              {kind === 'delivery' ? (
                <DeliverySection
                  form={form}
                  quote={quote}
                  postcodeRefused={postcodeRefused}
                  currencyLocaleName={store.CurrencyLocaleName}
                  onPickupInstead={available.includes('pickup') ? () => changeKind('pickup') : null}
                />
              ) : null}
              {kind === 'room' ? <RoomSection form={form} /> : null}
              {kind === 'dineIn' ? (
                <DineInSection
                  form={form}
                  tableFromScan={tableFromScan}
                  showLastName={flags.showDineInName}
                  showPhone={flags.showDineInPhone}
                  phoneRequired={flags.dineInSmsConfirmation}
                  extraFieldLabel={flags.dineInFieldLabel}
                  emailRequired={method === PAYMENT_METHOD.card && !free}
                  accountEmail={accountEmail}
                />
              ) : null}
              {serviceKind ? (
                <TimeSection
                  kind={serviceKind}
                  dates={slotList.dates}
                  date={date}
                  slots={slotList.slots}
                  slotId={slot?.id ?? null}
                  asButtons={slotButtons}
                  onDate={setDate}
                  onSlot={setSlotId}
                />
              ) : null}
              {kind !== null && kind !== 'dineIn' ? <DetailsSection form={form} emailAccount={emailAccount} accountEmail={accountEmail} /> : null}
              {flags.showNotes && kind !== null ? <NotesSection form={form} /> : null}
              {kind !== null ? (
                <PaymentSection
                  form={form}
                  methods={methods}
                  method={method}
                  onMethod={setMethod}
                  kind={kind}
                  free={free}
                  cardDisabled={!secureContext}
                  payments={payments}
                  onStripeCard={setStripeCard}
                  stripeMessage={form.error('card') ?? null}
                  cardNote={waived ? t(`noCardSurcharge.${waived}`) : null}
                  points={
                    points && !free
                      ? { balance: points.balance, needed: points.needed, value: formatCents(pointsValueCents(points.balance, points.ratio), store.CurrencyLocaleName) }
                      : null
                  }
                />
              ) : null}
            </>
          )}
        </div>
        <aside className={`${styles.column} ${styles.aside}`} aria-labelledby="checkout-summary">
          <section className={styles.card}>
            <div className={styles.summaryHead}>
              <h2 id="checkout-summary" className={styles.cardTitle}>
                {t('summary')}
              </h2>
              {!empty ? (
                <button type="button" className={styles.clear} onClick={() => setClearing(true)}>
                  {t('clearCart')}
                </button>
              ) : null}
            </div>
            <CartBody
              lines={totals.priced.lines}
              currencyLocaleName={store.CurrencyLocaleName}
              offers={discountOffers(totals.priced, cart.acceptedTriggerIds)}
              onAcceptOffer={cart.acceptTrigger}
              onWithdrawOffer={cart.withdrawTrigger}
              // "Used" only while the coupon reduces the priced cart (spec part 1 §4), as in the cart panel.
              coupon={{ state: cart.couponBox, used: isCouponUsed(totals.priced) }}
              onApplyCoupon={(code) => void applyCouponCode(code)}
              onRemoveCoupon={cart.removeCoupon}
              removal={cart.removal}
              onDismissRemoval={cart.dismissRemoval}
              onQuantityChange={cart.setQuantity}
              onRemove={cart.removeLine}
              emptyView={
                empty ? (
                  <div className={styles.empty}>
                    <p>{t('reasons.empty')}</p>
                    <Link href={storeHref}>{t('continueOrdering')}</Link>
                  </div>
                ) : (
                  // The saved cart is still being read: neither lines nor "empty" yet.
                  <div className={styles.empty} aria-busy="true" />
                )
              }
              totals={totals}
              discountLines={discountLines(totals.priced)}
              deliveryQuoted={deliveryFee !== null}
              surchargeLines={surchargeLines}
            />
          </section>
          <section className={styles.card} aria-label={t('placeOrderSection')}>
            <Agreements form={form} termsRequired={view.termsRequired} termsHtml={view.termsHtml} showMarketingOptIn={flags.showMarketingOptIn} />
            {wallet && stripeForm && payments.cardForm?.provider === 'stripe' && !free ? (
              // With Stripe the wallet's own button (Apple Pay, Google Pay) is the pay button.
              <StripeWalletButton
                publishableKey={payments.cardForm.publishableKey}
                wallet={wallet}
                amountCents={toCents(total)}
                currency={currencyCode(store.CurrencyLocaleName)}
                disabled={payDisabled}
                onOpen={readyToPay}
                onPaymentMethod={(paymentMethodId) => send({ paymentMethodId })}
              />
            ) : (
              <PayButton
                method={method}
                room={kind === 'room'}
                free={free}
                totalLabel={money(total)}
                disabled={payDisabled}
                reason={place.busy ? null : reason}
                onPay={() => void pay()}
              />
            )}
            <SandboxWalletSheet
              open={walletSheet}
              wallet={wallet === 'google_pay' ? t('methods.googlePay') : t('methods.applePay')}
              totalLabel={money(total)}
              onCancel={() => setWalletSheet(false)}
              onChoose={(walletToken) => {
                setWalletSheet(false);
                send({ walletToken });
              }}
            />
          </section>
        </aside>
      </div>
      <PaymentIndicator state={place.indicator} onBack={place.backToCheckout} />
      <CheckoutDialogs
        priceChange={place.priceChange ? { total: money(place.priceChange.details.total), reason: priceChangeReason(place.priceChange.details, totals.priced) } : null}
        onPriceChangeCancel={place.dismissPriceChange}
        onPriceChangeConfirm={place.confirmPriceChange}
        clearing={clearing}
        onClearCancel={() => setClearing(false)}
        onClearConfirm={() => {
          setClearing(false);
          cart.clear();
          router.push(storeHref);
        }}
        menuChange={pendingKind !== null}
        onMenuChangeCancel={() => setPendingKind(null)}
        onMenuChangeConfirm={() => {
          const stored = pendingKind ? SESSION_TYPE[pendingKind] : undefined;
          if (stored) saveOrderType(stored);
          setPendingKind(null);
          cart.clear();
          router.push(storeHref);
        }}
        leftOut={leftOut}
        onLeftOutSeen={onLeftOutSeen}
      />
    </main>
  );
}
