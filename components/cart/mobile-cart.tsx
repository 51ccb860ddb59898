'use client';

import { useId, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { CartCountStatus } from './cart-count-status';
import { CartBody } from './cart-body';
import { RewardsBox } from './rewards-box';
import { CheckoutButton } from './checkout-button';
import { ConfirmModal } from './confirm-modal';
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
  const { lines, currencyLocaleName, checkout, reorderNotice } = props;
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
      <CartBody {...props} />
      {props.rewards && props.rewards.options.length > 0 ? <RewardsBox rewards={props.rewards} /> : null}
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
