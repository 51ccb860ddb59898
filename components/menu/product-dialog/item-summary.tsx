'use client';

import { useTranslations } from 'next-intl';
import type { CartModifier } from '@/lib/domain/cart';
import styles from './product-dialog.module.css';

interface ItemSummaryProps {
  modifiers: readonly CartModifier[];
  /** Meal upgrades on the line with their chosen parts. */
  upgrades: readonly { name: string; parts: readonly CartModifier[] }[];
}

function SummaryList({ items }: { items: readonly CartModifier[] }) {
  const t = useTranslations('productDialog');
  return (
    <ul className={styles.summaryList}>
      {items.map((item) => {
        const name = item.Name ?? String(item.ID);
        const quantity = item.quantity ?? 1;
        return (
          <li key={item.ID}>
            {quantity > 1 ? t('summaryItem', { name, quantity }) : name}
            {item.selectedSubmodifiers && item.selectedSubmodifiers.length > 0 && <SummaryList items={item.selectedSubmodifiers} />}
          </li>
        );
      })}
    </ul>
  );
}

/** The item summary: every chosen option (and sub-option, and meal part) in menu order. */
export function ItemSummary({ modifiers, upgrades }: ItemSummaryProps) {
  const t = useTranslations('productDialog');
  const empty = modifiers.length === 0 && upgrades.length === 0;
  return (
    <section className={styles.summary} aria-label={t('summary')}>
      <h3 className={styles.sectionTitle}>{t('summary')}</h3>
      {empty ? <p className={styles.muted}>{t('summaryEmpty')}</p> : <SummaryList items={modifiers} />}
      {upgrades.map((upgrade) => (
        <div key={upgrade.name} className={styles.summaryUpgrade}>
          <strong>{upgrade.name}</strong>
          <SummaryList items={upgrade.parts} />
        </div>
      ))}
    </section>
  );
}
