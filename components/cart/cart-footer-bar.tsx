'use client';

import { useTranslations } from 'next-intl';
import { formatCents, type Cents } from '@/lib/domain/money';
import { Link } from '@/lib/i18n/client-navigation';
import type { CurrencyLocale } from './types';
import styles from './cart-footer-bar.module.css';

export interface CartFooterBarProps {
  /** Items as the customer counts them (sum of quantities). */
  itemCount: number;
  /** The cart total (cartPanelCents().totalCents). */
  totalCents: Cents;
  currencyLocaleName?: CurrencyLocale;
  /** The mobile cart route, without the locale prefix (the link adds it). */
  href: string;
}

/**
 * The phones' bottom bar: "View cart" on the left, the item count in the middle and the total on
 * the right; nothing at all while the cart is empty.
 */
export function CartFooterBar({ itemCount, totalCents, currencyLocaleName, href }: CartFooterBarProps) {
  const t = useTranslations('cart');
  if (itemCount <= 0) return null;
  const items = t('items', { count: itemCount });
  const money = formatCents(totalCents, currencyLocaleName);

  return (
    <div className={styles.bar}>
      <Link href={href} className={styles.link} aria-label={t('viewCartLabel', { items, total: money })}>
        <span className={styles.view}>{t('viewCart')}</span>
        <span className={styles.count}>{items}</span>
        <span className={styles.total}>{money}</span>
      </Link>
    </div>
  );
}
