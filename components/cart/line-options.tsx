'use client';

import { useTranslations } from 'next-intl';
import type { OptionSummaryEntry } from './options-summary';
import styles from './cart-lines.module.css';

/** Nested list of chosen options (a sub-option sits under its option). */
export function LineOptions({ entries }: { entries: readonly OptionSummaryEntry[] }) {
  const t = useTranslations('cart');
  if (entries.length === 0) return null;
  return (
    <ul className={styles.options}>
      {entries.map((entry) => (
        <li key={entry.key}>
          {entry.quantity > 1 ? t('optionQuantity', { name: entry.name, quantity: entry.quantity }) : entry.name}
          <LineOptions entries={entry.children} />
        </li>
      ))}
    </ul>
  );
}
