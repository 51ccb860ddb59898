'use client';

import { useTranslations } from 'next-intl';
import styles from './cart-panel.module.css';

/** Announces the item count politely whenever it changes (screen readers only). */
export function CartCountStatus({ count }: { count: number }) {
  const t = useTranslations('cart');
  return (
    <p className={styles.visuallyHidden} role="status" aria-live="polite">
      {t('count', { count })}
    </p>
  );
}
