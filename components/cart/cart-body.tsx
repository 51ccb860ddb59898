'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CartLines } from './cart-lines';
import { CartTotals, type SurchargeLine } from './cart-totals';
import { CouponBox } from './coupon-box';
import { DiscountOffers } from './discount-offers';
import { RemovalNotice } from './removal-notice';
import type { CartViewProps } from './types';
import styles from './cart-panel.module.css';

export type CartBodyProps = Pick<
  CartViewProps,
  | 'lines'
  | 'currencyLocaleName'
  | 'discountLines'
  | 'deliveryQuoted'
  | 'coupon'
  | 'offers'
  | 'onAcceptOffer'
  | 'onWithdrawOffer'
  | 'onQuantityChange'
  | 'onRemove'
  | 'onApplyCoupon'
  | 'onRemoveCoupon'
  | 'removal'
  | 'onDismissRemoval'
> & {
  totals: CartViewProps['totals'];
  /** The checkout's surcharges, each on a line of its own (see CartTotals). */
  surchargeLines?: readonly SurchargeLine[];
  /** Drawn instead of the empty cart's hint: the checkout links back to the menu. */
  emptyView?: ReactNode;
};

/**
 * The cart's lines and totals, one component for the desktop panel, the mobile cart and the
 * checkout summary: the lines the cart removed on its own (above an empty cart too), lines, the
 * discount offers, the coupon box (when given) and the totals.
 */
export function CartBody(props: CartBodyProps) {
  const { removal, onDismissRemoval } = props;
  const notice = removal && removal.lines.length > 0 && onDismissRemoval ? <RemovalNotice removal={removal} onDismiss={onDismissRemoval} /> : null;
  return (
    <>
      {notice}
      <CartContent {...props} />
    </>
  );
}

function CartContent(props: CartBodyProps) {
  const { lines, totals, currencyLocaleName, discountLines, deliveryQuoted, coupon } = props;
  const t = useTranslations('cart');
  if (lines.length === 0) {
    if (props.emptyView) return props.emptyView;
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t('empty')}</p>
        <p className={styles.emptyHint}>{t('emptyHint')}</p>
      </div>
    );
  }
  return (
    <>
      <CartLines lines={lines} currencyLocaleName={currencyLocaleName} onQuantityChange={props.onQuantityChange} onRemove={props.onRemove} />
      {props.offers && props.onAcceptOffer && props.onWithdrawOffer ? (
        <DiscountOffers offers={props.offers} onAccept={props.onAcceptOffer} onWithdraw={props.onWithdrawOffer} />
      ) : null}
      {coupon ? <CouponBox state={coupon.state} used={coupon.used} onApplyCoupon={props.onApplyCoupon} onRemoveCoupon={props.onRemoveCoupon} /> : null}
      <CartTotals totals={totals} currencyLocaleName={currencyLocaleName} discountLines={discountLines} deliveryQuoted={deliveryQuoted} surchargeLines={props.surchargeLines} />
    </>
  );
}
