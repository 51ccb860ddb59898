'use client';

import { useTranslations } from 'next-intl';
import type { LineUnavailability } from '@/lib/domain/cart/store-availability';
import styles from './checkout.module.css';

export interface FlaggedLine {
  uniqueId: string;
  name: string;
  quantity: number;
  reason: LineUnavailability;
}

/**
 * The cart's lines the chosen store cannot sell (missing, sold out, an option it lacks), each
 * with why and a Remove button. The order cannot be placed until they are removed.
 */
export function UnavailableLines({ storeName, lines, onRemove }: { storeName: string; lines: readonly FlaggedLine[]; onRemove: (uniqueId: string) => void }) {
  const t = useTranslations('checkout.storeSelection');
  if (lines.length === 0) return null;
  return (
    <section className={`${styles.card} ${styles.flagged}`} aria-labelledby="checkout-unavailable">
      <h2 id="checkout-unavailable" className={styles.cardTitle}>
        {t('unavailableTitle', { name: storeName })}
      </h2>
      <p className={styles.muted}>{t('unavailableIntro')}</p>
      <ul className={styles.flaggedList}>
        {lines.map((line) => (
          <li key={line.uniqueId} className={styles.flaggedLine} data-flagged={line.reason}>
            <span className={styles.flaggedName}>
              <span>
                {line.quantity} × {line.name}
              </span>
              <span className={styles.flaggedReason}>{t(line.reason)}</span>
            </span>
            <button
              type="button"
              className={`${styles.secondaryButton} ${styles.flaggedRemove}`}
              aria-label={t('removeItem', { name: line.name })}
              onClick={() => onRemove(line.uniqueId)}
            >
              {t('remove')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
