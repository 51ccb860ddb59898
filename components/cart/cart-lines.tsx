'use client';

import { useTranslations } from 'next-intl';
import type { PricedLine } from '@/lib/domain/cart';
import { CartLine } from './cart-line';
import type { CurrencyLocale, LineActions } from './types';
import styles from './cart-lines.module.css';

export interface CartLinesProps extends LineActions {
  lines: readonly PricedLine[];
  currencyLocaleName?: CurrencyLocale;
}

/** The cart's lines in the order the cart keeps them. */
export function CartLines({ lines, currencyLocaleName, onQuantityChange, onRemove }: CartLinesProps) {
  const t = useTranslations('cart');
  return (
    <ul className={styles.lines} aria-label={t('itemsLabel')}>
      {lines.map((line) => (
        <CartLine key={line.item.uniqueId} line={line} currencyLocaleName={currencyLocaleName} onQuantityChange={onQuantityChange} onRemove={onRemove} />
      ))}
    </ul>
  );
}
