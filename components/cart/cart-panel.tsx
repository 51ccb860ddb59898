'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { HtmlModalLink } from '@/components/ui/html-modal-link';
import { CartCountStatus } from './cart-count-status';
import { CartBody } from './cart-body';
import { RewardsBox } from './rewards-box';
import { CheckoutButton } from './checkout-button';
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
  const { lines, currencyLocaleName, checkout, termsHtml } = props;
  const t = useTranslations('cart');
  const count = itemCountOf(lines);
  const headingId = useId();

  return (
    <aside className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('heading')}
      </h2>
      <CartCountStatus count={count} />
      <CartBody {...props} />
      {props.rewards && props.rewards.options.length > 0 ? <RewardsBox rewards={props.rewards} /> : null}
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
