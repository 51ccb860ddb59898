'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, type PricedLine } from '@/lib/domain/cart';
import { formatCents } from '@/lib/domain/money';
import { LineOptions } from './line-options';
import { lineOptionsSummary } from './options-summary';
import type { CurrencyLocale, LineActions } from './types';
import styles from './cart-lines.module.css';

const QUANTITIES = Array.from({ length: CART_QUANTITY_MAX - CART_QUANTITY_MIN + 1 }, (_, i) => CART_QUANTITY_MIN + i);

interface CartLineProps extends LineActions {
  line: PricedLine;
  currencyLocaleName?: CurrencyLocale;
}

/** One cart line: what it is, what was chosen, unit price × quantity, line total and controls. */
export function CartLine({ line, currencyLocaleName, onQuantityChange, onRemove }: CartLineProps) {
  const t = useTranslations('cart');
  const selectId = useId();
  const { item } = line;
  const summary = lineOptionsSummary(item);
  // A quantity outside 1..20 (an old saved cart) still shows as its own option so the select
  // never lies about what is in the cart.
  const quantities = QUANTITIES.includes(item.quantity) ? QUANTITIES : [...QUANTITIES, item.quantity].sort((a, b) => a - b);
  const removed = item.unavailable || item.disable;

  return (
    <li className={styles.line} data-flagged={item.soldout || removed ? 'true' : undefined}>
      <div className={styles.head}>
        <span className={styles.name}>{item.name}</span>
        <span className={styles.lineTotal}>{formatCents(line.total, currencyLocaleName)}</span>
      </div>
      {summary.options.length > 0 && (
        <div aria-label={t('optionsLabel', { name: item.name })} role="group">
          <LineOptions entries={summary.options} />
        </div>
      )}
      {summary.mealUpgrade.length > 0 && (
        <div className={styles.upgrade}>
          <span className={styles.upgradeTitle}>{t('mealUpgrade')}</span>
          <LineOptions entries={summary.mealUpgrade} />
        </div>
      )}
      {item.itemNote ? <p className={styles.note}>{t('note', { note: item.itemNote })}</p> : null}
      {item.soldout ? (
        <p className={styles.flag} role="status">
          {t('soldOut')}
        </p>
      ) : removed ? (
        <p className={styles.flag} role="status">
          {t('unavailable')}
        </p>
      ) : null}
      <div className={styles.controls}>
        <span className={styles.unit}>{t('unitTimesQuantity', { price: formatCents(line.unit, currencyLocaleName), quantity: item.quantity })}</span>
        <label htmlFor={selectId} className={styles.visuallyHidden}>
          {t('quantity', { name: item.name })}
        </label>
        <select id={selectId} className={styles.quantity} value={item.quantity} onChange={(event) => onQuantityChange(item.uniqueId, Number(event.target.value))}>
          {quantities.map((q) => (
            <option key={q} value={q}>
              {q}
            </option>
          ))}
        </select>
        <button type="button" className={styles.remove} onClick={() => onRemove(item.uniqueId)} aria-label={t('remove', { name: item.name })}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </li>
  );
}
