'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { HtmlModalLink } from '@/components/ui/html-modal-link';
import { CartCountStatus } from './cart-count-status';
import { CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';
import { CheckoutButton } from './checkout-button';
import { CouponBox } from './coupon-box';
import { DiscountOffers } from './discount-offers';
import { itemCountOf } from './item-count';
import type { CartViewProps } from './types';
import styles from './cart-panel.module.css';

export interface CartPanelProps extends CartViewProps {
  /** Sanitized terms HTML; the link shows only when there is text. */
  termsHtml?: string | null;
  onContinue: () => void;
}

/**
 * The desktop cart side panel (sticky, 360 px). The parent leaves it out in digital-display
 * mode, as the spec shows no cart there.
 */
export function CartPanel(props: CartPanelProps) {
  const { lines, totals, currencyLocaleName, discountNames, deliveryQuoted, coupon, checkout, termsHtml } = props;
  const t = useTranslations('cart');
  const count = itemCountOf(lines);
  const headingId = useId();

  return (
    <aside className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('heading')}
      </h2>
      <CartCountStatus count={count} />
      {lines.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('empty')}</p>
          <p className={styles.emptyHint}>{t('emptyHint')}</p>
        </div>
      ) : (
        <>
          <CartLines lines={lines} currencyLocaleName={currencyLocaleName} onQuantityChange={props.onQuantityChange} onRemove={props.onRemove} />
          {props.offers && props.onAcceptOffer && props.onWithdrawOffer ? <DiscountOffers offers={props.offers} onAccept={props.onAcceptOffer} onWithdraw={props.onWithdrawOffer} /> : null}
          <CartTotals totals={totals} currencyLocaleName={currencyLocaleName} discountNames={discountNames} deliveryQuoted={deliveryQuoted} />
          {props.onRedeemStamps ? (
            <button type="button" className={styles.secondary} onClick={props.onRedeemStamps}>
              {t('redeemStamps')}
            </button>
          ) : null}
          {coupon ? <CouponBox state={coupon.state} used={coupon.used} onApplyCoupon={props.onApplyCoupon} onRemoveCoupon={props.onRemoveCoupon} /> : null}
        </>
      )}
      <CheckoutButton {...checkout} itemCount={count} currencyLocaleName={currencyLocaleName} onCheckout={props.onCheckout} />
      <div className={styles.links}>
        {termsHtml && termsHtml.trim() !== '' ? <HtmlModalLink label={t('terms')} title={t('terms')} html={termsHtml} closeLabel={t('close')} /> : null}
        <button type="button" className={styles.link} onClick={props.onContinue}>
          {t('continueOrdering')}
        </button>
      </div>
    </aside>
  );
}
