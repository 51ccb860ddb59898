import { useTranslations } from 'next-intl';
import { orderDateParts } from '@/lib/domain/order-status/order-date';
import type { TOrderStatusView } from '@/lib/views/order';
import styles from './order-status.module.css';

type MonthKey = `m${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`;

/** Store name and address, order number, creation date in the store's zone, estimated time. */
export function OrderDetails({ order, showEstimate }: { order: TOrderStatusView; showEstimate: boolean }) {
  const t = useTranslations('orderStatus.details');
  const date = orderDateParts(order.createdOn, order.timeZone);
  const created = t('date', { dd: date.dd, month: t(`months.${`m${date.month}` as MonthKey}`), yyyy: date.yyyy, time: date.time, period: t(date.period) });
  return (
    <section className={styles.details} aria-labelledby="order-details-heading">
      <h2 id="order-details-heading" className="visually-hidden">
        {t('heading')}
      </h2>
      <div className={styles.storeBlock}>
        <p className={styles.storeName}>{order.storeName}</p>
        {order.storeAddress && <p className={styles.muted}>{order.storeAddress}</p>}
        {order.storePhone && (
          <p className={styles.muted}>
            {t('phone')}: <a href={`tel:${order.storePhone.replace(/[^\d+]/g, '')}`}>{order.storePhone}</a>
          </p>
        )}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orderNumber')}</dt>
          <dd data-testid="order-number">{order.orderNumber}</dd>
        </div>
        <div>
          <dt>{t('createdOn')}</dt>
          <dd>{created}</dd>
        </div>
        {showEstimate && order.estimateMinutes && (
          <div>
            <dt>{t('estimatedTime')}</dt>
            <dd>{t('estimate', { from: order.estimateMinutes.from, to: order.estimateMinutes.to })}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
