'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { PricingMenu } from '@/lib/client/cart/cart-totals';
import { useCartTotals, type UseCartResult } from '@/lib/client/cart/use-cart';
import { paymentReturnOf, readCheckoutBeforeRedirect } from '@/lib/client/checkout/checkout-before-redirect';
import { isOrderDisabled } from '@/lib/domain/availability/checkout-state';
import { Link, useRouter } from '@/lib/i18n/client-navigation';
import type { TCheckoutPageView } from '@/lib/views/checkout';
import type { BeforePlaceOrder, EmailAccountHooks } from './account-hooks';
import { CheckoutDialogs } from './checkout-dialogs';
import { CheckoutSummary } from './checkout-summary';
import styles from './checkout.module.css';
import { ErrorBanner } from './error-banner';
import type { LeftOut } from './left-out-modal';
import { OrderSections } from './order-sections';
import { PaymentIndicator } from './payment-indicator';
import { StoreChooser } from './store-chooser';
import { UnavailableLines } from './unavailable-lines';
import { useCheckoutChecks } from './use-checkout-checks';
import type { CheckoutSession } from './use-checkout-session';
import { useCheckoutPayment, usePaymentChoice } from './use-checkout-payment';
import { EMPTY_MENU, useCheckoutPricing } from './use-checkout-pricing';
import { useMemberDetails } from './use-member-details';
import { useOrderType, useServiceTime } from './use-order-type';

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
  submit?: Parameters<typeof useCheckoutPayment>[0]['submit'];
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
  const { store } = view;
  const t = useTranslations('checkout');
  const tSelection = useTranslations('checkout.storeSelection');
  // Client messages: order (the minimum order's text)
  const tAll = useTranslations();
  // Store selection at checkout: until a store is chosen only the chooser and the cart show.
  const selection = view.storeSelection;
  const choosing = selection !== null && selection.chosenId === null;
  const locale = useLocale();
  const router = useRouter();
  // The menu the cart was filled from: the head office's store in store selection.
  const storeHref = `/store/${selection?.cartStore.Slug ?? store.Slug}`;
  const [clearing, setClearing] = useState(false);
  const leave = () => {
    cart.clear();
    router.push(storeHref);
  };
  // Back from Alipay or Wechat (read once: the address loses its query when the answer comes).
  const [paymentReturn] = useState(() => paymentReturnOf(window.location.search));
  const [saved] = useState(() => (paymentReturn ? readCheckoutBeforeRedirect(store.ID, paymentReturn.orderId) : null));

  const order = useOrderType({ view, session, saved, cartHasLines: cart.lines.length > 0, leave });
  const { kind, serviceKind, tableFromScan } = order;
  const choice = usePaymentChoice({ kind, payments: view.payments, saved });
  const { method } = choice;
  // The fee depends on the subtotal (its rules go by order value), which no fee or card changes.
  const beforeFee = useCartTotals(menu ?? EMPTY_MENU, store, { onCheckoutPage: true });
  const { form, errors, unchecked } = useCheckoutChecks({ view, session, saved, kind, method, total: beforeFee.total, tableFromScan, stripeCard: choice.stripeCard });
  const accountEmail = useMemberDetails(form, choice.member);
  const time = useServiceTime({ store, session, kind, serviceKind, form, errors, unchecked, orderValue: beforeFee.subtotal, locale });
  const pricing = useCheckoutPricing({
    view,
    menu,
    cart,
    member: choice.member,
    kind,
    method,
    card: form.values.card,
    stripeCard: choice.stripeCard,
    deliveryFee: time.deliveryFee,
    locale,
  });
  const { totals, free, flagged, minimum, points } = pricing;
  const payment = useCheckoutPayment({ view, cart, form, errors, kind, tableFromScan, choice, pricing, time, beforePlaceOrder, reloadMenu, paymentReturn, submit });
  const { place } = payment;

  const orderDisabled = isOrderDisabled(store, {
    hasOrderType: kind !== null,
    enabledItemCount: totals.priced.lines.length,
    hasTime: kind === 'dineIn' || time.slot !== null,
    minimumMet: minimum === null,
    hasPaymentMethod: free || choice.methods.length > 0,
  });
  const reason = (() => {
    if (choosing) return tSelection('chooseFirst');
    if (flagged.length > 0) return tSelection('removeUnavailable');
    if (totals.priced.lines.length === 0) return t('reasons.empty');
    if (kind === null) return t('reasons.noOrderType');
    if (time.outOfService) return t('cannotDeliver');
    if (minimum) return tAll(minimum.key as never, minimum.values as never);
    if (time.deliveryLoading) return t('checkingAddress');
    if (pricing.cardChecking) return t('checkingCard');
    if (serviceKind && time.slot === null) return t('reasons.noTime');
    if (!menu) return t('reasons.loading');
    if (pricing.notEnoughPoints && points) return t('notEnoughPoints', { needed: points.needed, points: points.balance });
    return null;
  })();
  const payDisabled =
    choosing ||
    flagged.length > 0 ||
    unchecked ||
    place.busy ||
    time.outOfService ||
    minimum !== null ||
    orderDisabled ||
    time.deliveryLoading ||
    pricing.cardChecking ||
    !menu ||
    pricing.notEnoughPoints;

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
            <OrderSections
              view={view}
              order={order}
              time={time}
              form={form}
              choice={choice}
              pricing={pricing}
              accountEmail={accountEmail}
              emailAccount={emailAccount}
              secureContext={secureContext}
            />
          )}
        </div>
        <CheckoutSummary
          view={view}
          cart={cart}
          menu={menu}
          form={form}
          pricing={pricing}
          choice={choice}
          payment={payment}
          room={kind === 'room'}
          deliveryQuoted={time.deliveryFee !== null}
          payDisabled={payDisabled}
          reason={reason}
          storeHref={storeHref}
          onClear={() => setClearing(true)}
        />
      </div>
      <PaymentIndicator state={place.indicator} onBack={place.backToCheckout} />
      <CheckoutDialogs
        priceChange={place.priceChange ? pricing.priceChange(place.priceChange.details) : null}
        onPriceChangeCancel={place.dismissPriceChange}
        onPriceChangeConfirm={place.confirmPriceChange}
        clearing={clearing}
        onClearCancel={() => setClearing(false)}
        onClearConfirm={() => {
          setClearing(false);
          leave();
        }}
        menuChange={order.menuChange}
        onMenuChangeCancel={order.cancelMenuChange}
        onMenuChangeConfirm={order.confirmMenuChange}
        leftOut={leftOut}
        onLeftOutSeen={onLeftOutSeen}
      />
    </main>
  );
}
