import { useTranslations } from 'next-intl';
import { orderDateParts } from '@/lib/domain/order-status/order-date';
import type { TOrderStatusView } from '@/lib/views/order';
import styles from './order-status.module.css';

type MonthKey = `m${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`;

/**
 * A slot chosen later than an ASAP order would be ready (its estimate plus one slot interval):
 * a pre-order, whose customer wants the time they chose, not "20–30 min".
 */
export const PRE_ORDER_MARGIN_SECONDS = 15 * 60;

/** Store name and address, order number, creation date in the store's zone, estimated (or chosen) time. */
export function OrderDetails({ order, showEstimate }: { order: TOrderStatusView; showEstimate: boolean }) {
  const t = useTranslations('orderStatus.details');
  const formatDate = (epochSeconds: number) => {
    const date = orderDateParts(epochSeconds, order.timeZone);
    return t('date', { dd: date.dd, month: t(`months.${`m${date.month}` as MonthKey}`), yyyy: date.yyyy, time: date.time, period: t(date.period) });
  };
  const estimate = showEstimate ? order.estimateMinutes : null;
  const preOrdered = estimate !== null && order.scheduledTime - order.createdOn > estimate.to * 60 + PRE_ORDER_MARGIN_SECONDS;
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
          <dd>{formatDate(order.createdOn)}</dd>
        </div>
        {estimate && !preOrdered && (
          <div>
            <dt>{t('estimatedTime')}</dt>
            <dd>{t('estimate', { from: estimate.from, to: estimate.to })}</dd>
          </div>
        )}
        {preOrdered && (
          <div>
            <dt>{t('scheduledFor')}</dt>
            <dd>{formatDate(order.scheduledTime)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
