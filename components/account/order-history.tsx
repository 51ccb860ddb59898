'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useTransient } from '@/components/ui/use-transient';
import { useOrderDate } from '@/components/order-status/use-order-date';
import { requestCancellation } from '@/lib/client/account/order-history-api';
import { isApiError } from '@/lib/client/api/api-error';
import { formatCents } from '@/lib/domain/money';
import { Link } from '@/lib/i18n/client-navigation';
import type { TOrderHistoryItem, TOrderHistoryPageView } from '@/lib/views/account';
import styles from './account.module.css';
import { PagedList } from './paged-list';
import { useReorder } from './use-reorder';

/** Part 2 §9: 'Cancellation not permitted' shows for 4000 ms. */
export const CANCEL_REFUSED_MS = 4_000;

/**
 * The member's order history (part 1 §2 `/{storename}/orderhistory`): each order with its store,
 * date, status, items and total; Reorder (the order's store checked open first, then its checkout,
 * which puts back what is still on the menu), View order, and Cancel where the store's rule allows it.
 */
export function OrderHistory({ view }: { view: TOrderHistoryPageView }) {
  const t = useTranslations('account');
  const [orders, setOrders] = useState(view.orders);
  const { reorder, busyId, alert } = useReorder();

  if (orders.length === 0) return <p className={styles.muted}>{t('noOrders')}</p>;
  const cancelled = (orderId: string) => setOrders((all) => all.map((order) => (order.orderId === orderId ? { ...order, headline: 'cancelRequested', canCancel: false } : order)));

  return (
    <>
      <PagedList
        items={orders}
        pagesLabel={t('pages')}
        renderItem={(order) => (
          <HistoryCard key={order.orderId} order={order} reordering={busyId !== null} onReorder={() => reorder(order.orderId)} onCancelled={() => cancelled(order.orderId)} />
        )}
      />
      {alert}
    </>
  );
}

function HistoryCard({ order, reordering, onReorder, onCancelled }: { order: TOrderHistoryItem; reordering: boolean; onReorder: () => void; onCancelled: () => void }) {
  const t = useTranslations('account');
  const tHeadline = useTranslations('orderStatus.headline');
  const locale = useLocale();
  const orderDate = useOrderDate();
  const [refused, setRefused] = useTransient<string>(CANCEL_REFUSED_MS);
  const [busy, setBusy] = useState(false);

  async function cancel() {
    setBusy(true);
    try {
      await requestCancellation(order.orderId, locale);
      onCancelled();
    } catch (caught) {
      if (!isApiError(caught)) throw caught;
      setRefused(caught.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={styles.orderCard} aria-labelledby={`order-${order.orderId}`}>
      <div className={styles.orderTitle}>
        <h2 id={`order-${order.orderId}`} className={styles.orderHeading}>
          {order.orderNumber ? t('orderNumber', { number: order.orderNumber }) : order.storeName}
        </h2>
        <p className={styles.orderStatus}>{tHeadline(order.headline as 'orderSent')}</p>
      </div>
      <p className={styles.muted}>
        {order.storeName} · <time dateTime={new Date(order.createdOn * 1000).toISOString()}>{orderDate(order.createdOn, order.timeZone)}</time>
      </p>
      <ul className={styles.orderItems}>
        {order.items.map((item, index) => (
          <li key={index}>{t('itemLine', { quantity: item.quantity, name: item.name })}</li>
        ))}
      </ul>
      <p className={styles.orderTotal}>{t('orderTotal', { total: formatCents(order.totalCents, order.currencyLocaleName) })}</p>
      {refused && (
        <p role="alert" className={styles.error}>
          {refused}
        </p>
      )}
      <div className={styles.orderActions}>
        <button type="button" className={styles.primaryLink} disabled={reordering} onClick={onReorder}>
          {t('reorder')}
        </button>
        <Link href={order.statusUrl} className={styles.link}>
          {t('viewOrder')}
        </Link>
        {order.canCancel && (
          <button type="button" className={styles.link} disabled={busy} onClick={() => void cancel()}>
            {t('cancelOrder')}
          </button>
        )}
      </div>
    </li>
  );
}
