import { useTranslations } from 'next-intl';
import type { TOrderStatusView } from '@/lib/views/order';
import styles from './order-status.module.css';
import { useOrderDate } from './use-order-date';

/**
 * A slot chosen later than an ASAP order would be ready (its estimate plus one slot interval):
 * a pre-order, whose customer wants the time they chose, not "20–30 min".
 */
export const PRE_ORDER_MARGIN_SECONDS = 15 * 60;

/** Store name and address, order number, creation date in the store's zone, estimated (or chosen) time. */
export function OrderDetails({ order, showEstimate }: { order: TOrderStatusView; showEstimate: boolean }) {
  const t = useTranslations('orderStatus.details');
  const orderDate = useOrderDate();
  const formatDate = (epochSeconds: number) => orderDate(epochSeconds, order.timeZone);
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
