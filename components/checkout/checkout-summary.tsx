'use client';

import { useTranslations } from 'next-intl';
import { CartBody } from '@/components/cart';
import { useCouponFlow } from '@/components/store-screen/use-coupon-flow';
import type { PricingMenu } from '@/lib/client/cart/cart-totals';
import type { UseCartResult } from '@/lib/client/cart/use-cart';
import { clientOnly } from '@/lib/client/client-only';
import { Link } from '@/lib/i18n/client-navigation';
import { currencyCode } from '@/lib/domain/money';
import type { TCheckoutPageView } from '@/lib/views/checkout';
import { Agreements } from './agreements';
import styles from './checkout.module.css';
import { PayButton } from './pay-button';
import { SandboxWalletSheet } from './sandbox-wallet-sheet';
import type { CheckoutForm } from './use-checkout-form';
import type { PaymentChoice, useCheckoutPayment } from './use-checkout-payment';
import type { CheckoutPricing } from './use-checkout-pricing';

// Stripe.js loads only when a Stripe store's customer chooses a wallet.
const StripeWalletButton = clientOnly(() => import('./stripe-wallet-button').then((module) => module.default));

export interface CheckoutSummaryProps {
  view: TCheckoutPageView;
  cart: UseCartResult;
  menu: PricingMenu | null;
  form: CheckoutForm;
  pricing: CheckoutPricing;
  choice: PaymentChoice;
  payment: ReturnType<typeof useCheckoutPayment>;
  room: boolean;
  deliveryQuoted: boolean;
  payDisabled: boolean;
  /** why Pay is disabled, said under it */
  reason: string | null;
  /** the menu the cart was filled from */
  storeHref: string;
  onClear: () => void;
}

/** The summary column: the priced cart with its coupon and offers, the agreements and Pay. */
export function CheckoutSummary({ view, cart, menu, form, pricing, choice, payment, room, deliveryQuoted, payDisabled, reason, storeHref, onClear }: CheckoutSummaryProps) {
  const t = useTranslations('checkout');
  const { store, flags, payments } = view;
  const { totals, free, money } = pricing;
  const { wallet, method } = choice;
  const applyCouponCode = useCouponFlow(cart, menu, store);
  const empty = cart.hydrated && cart.lines.length === 0;
  return (
    <aside className={`${styles.column} ${styles.aside}`} aria-labelledby="checkout-summary">
      <section className={styles.card}>
        <div className={styles.summaryHead}>
          <h2 id="checkout-summary" className={styles.cardTitle}>
            {t('summary')}
          </h2>
          {!empty ? (
            <button type="button" className={styles.clear} onClick={onClear}>
              {t('clearCart')}
            </button>
          ) : null}
        </div>
        <CartBody
          lines={totals.priced.lines}
          currencyLocaleName={store.CurrencyLocaleName}
          offers={pricing.offers}
          onAcceptOffer={cart.acceptTrigger}
          onWithdrawOffer={cart.withdrawTrigger}
          coupon={{ state: cart.couponBox, used: pricing.couponUsed }}
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
          discountLines={pricing.discountLines}
          deliveryQuoted={deliveryQuoted}
          surchargeLines={pricing.surchargeLines}
        />
      </section>
      <section className={styles.card} aria-label={t('placeOrderSection')}>
        <Agreements form={form} termsRequired={view.termsRequired} termsHtml={view.termsHtml} showMarketingOptIn={flags.showMarketingOptIn} />
        {wallet && choice.stripeForm && payments.cardForm?.provider === 'stripe' && !free ? (
          // With Stripe the wallet's own button (Apple Pay, Google Pay) is the pay button.
          <StripeWalletButton
            publishableKey={payments.cardForm.publishableKey}
            wallet={wallet}
            amountCents={totals.priced.total}
            currency={currencyCode(store.CurrencyLocaleName)}
            disabled={payDisabled}
            onOpen={payment.readyToPay}
            onPaymentMethod={(paymentMethodId) => payment.send({ paymentMethodId })}
          />
        ) : (
          <PayButton
            method={method}
            room={room}
            free={free}
            totalLabel={money(totals.priced.total)}
            disabled={payDisabled}
            reason={payment.place.busy ? null : reason}
            onPay={() => void payment.pay()}
          />
        )}
        <SandboxWalletSheet
          open={payment.walletSheet}
          wallet={wallet === 'google_pay' ? t('methods.googlePay') : t('methods.applePay')}
          totalLabel={money(totals.priced.total)}
          onCancel={payment.closeWalletSheet}
          onChoose={(walletToken) => {
            payment.closeWalletSheet();
            payment.send({ walletToken });
          }}
        />
      </section>
    </aside>
  );
}
