'use client';

import { useTranslations } from 'next-intl';
import type { CartRemoval } from '@/lib/client/cart/cart-state';
import styles from './removal-notice.module.css';

export interface RemovalNoticeProps {
  removal: CartRemoval;
  onDismiss: () => void;
}

/**
 * The lines the cart removed on its own (a menu change, a sale-out, the daily refresh), each with
 * why (issue 36 #11): shown where the cart is, until the customer dismisses it.
 */
export function RemovalNotice({ removal, onDismiss }: RemovalNoticeProps) {
  const t = useTranslations('cart.removed');
  return (
    <section className={styles.notice} role="status" aria-label={t('title')}>
      <p className={styles.title}>{t('title')}</p>
      <ul className={styles.list}>
        {removal.lines.map((line, i) => (
          <li key={`${i}-${line.name}`}>{t('line', { name: line.name, reason: t(`reasons.${line.reason}`) })}</li>
        ))}
      </ul>
      <button type="button" className={styles.dismiss} onClick={onDismiss}>
        {t('dismiss')}
      </button>
    </section>
  );
}
