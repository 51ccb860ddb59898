'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import styles from './top-menu.module.css';

export interface CartButtonProps {
  /** the cart total, already formatted ("$24.50") */
  totalLabel: string;
  itemCount: number;
  /** false while the store is closed or on checkout: the button then does nothing (spec §2) */
  enabled: boolean;
  onOpen: () => void;
  /** the cart it opens is on its way (the phone's cart page, the desktop's panel): the button says it is working */
  busy?: boolean;
}

/**
 * The top menu's cart button with the total. When not enabled it stays focusable (aria-disabled
 * rather than disabled) so a screen reader still hears the total and why it does not open.
 */
export function CartButton({ totalLabel, itemCount, enabled, onOpen, busy = false }: CartButtonProps) {
  const t = useTranslations('topMenu');
  const hintId = useId();
  return (
    <>
      <button
        type="button"
        className={`${styles.cart} ${enabled ? '' : styles.cartOff}`}
        aria-label={t('cart', { count: itemCount, total: totalLabel })}
        aria-disabled={enabled ? undefined : true}
        aria-busy={busy || undefined}
        aria-describedby={enabled ? undefined : hintId}
        onClick={() => {
          if (enabled) onOpen();
        }}
      >
        <svg className={styles.cartIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="9" cy="19" r="1.6" fill="currentColor" />
          <circle cx="17" cy="19" r="1.6" fill="currentColor" />
        </svg>
        {itemCount > 0 && (
          <span className={styles.cartCount} aria-hidden="true">
            {itemCount}
          </span>
        )}
        <span aria-hidden="true">{totalLabel}</span>
      </button>
      {!enabled && (
        <span id={hintId} hidden>
          {t('cartUnavailable')}
        </span>
      )}
    </>
  );
}
