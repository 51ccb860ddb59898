'use client';

import { useId, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { CartCountStatus } from './cart-count-status';
import { CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';
import { CheckoutButton } from './checkout-button';
import { ConfirmModal } from './confirm-modal';
import { CouponBox } from './coupon-box';
import { DiscountOffers } from './discount-offers';
import { itemCountOf } from './item-count';
import type { CartViewProps } from './types';
import styles from './mobile-cart.module.css';

export interface MobileCartProps extends CartViewProps {
  /** Called after the customer confirms "Clear all". */
  onClearAll: () => void;
  /** Cancel: back to the store. */
  onContinue: () => void;
  /** The reorder notice (missing or sold-out items of a reorder), shown above the lines. */
  reorderNotice?: ReactNode;
}

/** The "Your order" page body on phones (/store/{storename}/shoppingcartmobile). */
export function MobileCart(props: MobileCartProps) {
  const { lines, totals, currencyLocaleName, discountNames, deliveryQuoted, coupon, checkout, reorderNotice } = props;
  const t = useTranslations('cart');
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const count = itemCountOf(lines);
  const empty = lines.length === 0;

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h1 id={headingId} className={styles.heading}>
          {t('heading')}
        </h1>
        {!empty ? (
          <button type="button" className={styles.clear} onClick={() => setConfirming(true)}>
            {t('clearAll')}
          </button>
        ) : null}
      </div>
      <CartCountStatus count={count} />
      {reorderNotice ? <div className={styles.notice}>{reorderNotice}</div> : null}
      {empty ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('empty')}</p>
          <p className={styles.emptyHint}>{t('emptyHint')}</p>
        </div>
      ) : (
        <>
          <CartLines lines={lines} currencyLocaleName={currencyLocaleName} onQuantityChange={props.onQuantityChange} onRemove={props.onRemove} />
          {props.offers && props.onAcceptOffer && props.onWithdrawOffer ? <DiscountOffers offers={props.offers} onAccept={props.onAcceptOffer} onWithdraw={props.onWithdrawOffer} /> : null}
          {coupon ? <CouponBox state={coupon.state} used={coupon.used} onApplyCoupon={props.onApplyCoupon} onRemoveCoupon={props.onRemoveCoupon} /> : null}
          <CartTotals totals={totals} currencyLocaleName={currencyLocaleName} discountNames={discountNames} deliveryQuoted={deliveryQuoted} />
          {props.onRedeemStamps ? (
            <button type="button" className={styles.secondary} onClick={props.onRedeemStamps}>
              {t('redeemStamps')}
            </button>
          ) : null}
        </>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.cancel} onClick={props.onContinue}>
          {t('cancel')}
        </button>
        <div className={styles.checkout}>
          <CheckoutButton {...checkout} itemCount={count} currencyLocaleName={currencyLocaleName} onCheckout={props.onCheckout} />
        </div>
      </div>
      <ConfirmModal
        open={confirming}
        title={t('clearTitle')}
        body={t('clearBody')}
        cancelLabel={t('cancel')}
        confirmLabel={t('clearConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          props.onClearAll();
        }}
      />
    </section>
  );
}
