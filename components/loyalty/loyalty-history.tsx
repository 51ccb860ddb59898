'use client';

import { useTranslations } from 'next-intl';
import { PagedList } from '@/components/account/paged-list';
import { useOrderDate } from '@/components/order-status/use-order-date';
import type { TLoyaltyHistoryItem } from '@/lib/views/loyalty';
import styles from './loyalty.module.css';

/** A signed amount as the history shows it: "+120", "−100" (a true minus sign). */
function signedAmount(amount: number): string {
  return amount > 0 ? `+${amount}` : `\u2212${Math.abs(amount)}`;
}

/**
 * The member's points or stamps history (part 1 §2): each line earned, redeemed or returned, its
 * signed amount, the order and store it came from and its date in that store's zone; three a
 * page like the order history.
 */
export function LoyaltyHistory({ items, unit }: { items: readonly TLoyaltyHistoryItem[]; unit: 'points' | 'stamps' }) {
  const t = useTranslations('loyalty');
  const titleId = `${unit}-history`;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {unit === 'points' ? t('historyTitle') : t('stampsHistoryTitle')}
      </h2>
      {items.length === 0 ? <p className={styles.entryMeta}>{unit === 'points' ? t('noHistory') : t('noStampsHistory')}</p> : <HistoryLines items={items} unit={unit} />}
    </section>
  );
}

function HistoryLines({ items, unit }: { items: readonly TLoyaltyHistoryItem[]; unit: 'points' | 'stamps' }) {
  const t = useTranslations('loyalty');
  const orderDate = useOrderDate();
  return (
    <PagedList
      items={items}
      className={styles.list}
      pagesLabel={t('historyPages')}
      renderItem={(item) => (
        <li key={item.id} className={styles.entry}>
          <p className={styles.entryKind}>{t(`kind.${item.kind}`)}</p>
          <p className={`${styles.entryAmount} ${item.amount > 0 ? styles.plus : styles.minus}`}>
            {unit === 'points' ? t('signedPoints', { amount: signedAmount(item.amount) }) : t('signedStamps', { amount: signedAmount(item.amount) })}
          </p>
          <p className={styles.entryMeta}>
            {[item.cardName, item.orderNumber ? t('entryOrder', { number: item.orderNumber }) : null, item.storeName].filter(Boolean).join(' · ')}
            {' · '}
            <time dateTime={new Date(item.createdOn * 1000).toISOString()}>{orderDate(item.createdOn, item.timeZone)}</time>
          </p>
        </li>
      )}
    />
  );
}
