import { useTranslations } from 'next-intl';
import { orderHeadline } from '@/lib/domain/order-status/display-status';
import { progressStep } from '@/lib/domain/order-status/progress-step';
import { showsRetry } from '@/lib/domain/order-status/retry';
import { orderStatusView } from '@/lib/domain/order-status/status-view';
import { Link } from '@/lib/i18n/client-navigation';
import type { TOrderStatusView } from '@/lib/views/order';
import { OrderDetails } from './order-details';
import { OrderFailure } from './order-failure';
import { OrderProgress } from './order-progress';
import { orderHistoryHref, retryHref, storeHref } from './status-links';
import { useStoreCartEmpty } from './use-store-cart-empty';
import styles from './order-status.module.css';

export interface OrderStatusViewProps {
  /** the order with its latest status */
  order: TOrderStatusView;
  /** the guest's token of the status link, carried on to checkout by retry */
  token: string | null;
  signedIn: boolean;
  retryAvailable: boolean;
  /** the order made its customer's account at checkout: the address of the email-confirmation notice */
  confirmationEmail?: string | null;
  /** the live stream is down and the page is polling */
  reconnecting?: boolean;
}

/** The order status page's content for one status (spec part 1 §2 "Order status page", §4). */
export function OrderStatusView({ order, token, signedIn, retryAvailable, confirmationEmail = null, reconnecting = false }: OrderStatusViewProps) {
  const t = useTranslations('orderStatus');
  const tAccount = useTranslations('guestAccount');
  const status = order.onlineOrderStatus;
  // A status the spec does not list is shown as sent, the state every order starts in.
  const step = progressStep(status) ?? 0;
  const view = orderStatusView(status, step, order.orderType, { IsDisableStatusTracking: order.isDisableStatusTracking });
  // The two columns (pay later, or tracking off) name the second one "accepted", whatever the step behind it.
  const headline = view.mode === 'twoColumn' && view.column === 'accepted' ? 'orderAccepted' : orderHeadline(step, order.orderType, order.onlineOrderStatusDescription);
  const cartEmpty = useStoreCartEmpty(order.storeId);
  const retry = showsRetry(step, status)
    ? retryAvailable
      ? retryHref({ step, storeSlug: order.storeSlug, orderId: order.orderId, token, signedIn, cartEmpty })
      : null
    : undefined;
  const inProgress = view.mode === 'stepper' || (view.mode === 'twoColumn' && (view.column === 'pending' || view.column === 'accepted'));
  return (
    <article className={styles.card} data-status={status} data-mode={view.mode}>
      <header className={styles.top}>
        <h1 className={styles.headline} data-tone={step < 0 ? 'danger' : step === 4 ? 'success' : 'neutral'} aria-live="polite">
          {t(`headline.${headline}`)}
        </h1>
        <OrderProgress view={view} />
        <OrderFailure step={step} status={status} description={order.onlineOrderStatusDescription} storeName={order.storeName} storePhone={order.storePhone} />
        {retry === null && <p className={styles.sessionLost}>{t('failure.sessionLost')}</p>}
        {reconnecting && (
          <p className={styles.reconnecting} role="status">
            {t('reconnecting')}
          </p>
        )}
      </header>
      {confirmationEmail && <p className={styles.notice}>{tAccount('statusNotice', { email: confirmationEmail })}</p>}
      <OrderDetails order={order} showEstimate={inProgress} />
      <nav className={styles.actions} aria-label={t('title')}>
        {retry && (
          <Link href={retry} className={styles.primary}>
            {t('actions.retry')}
          </Link>
        )}
        {signedIn && order.storeSlug && (
          <Link href={orderHistoryHref(order.storeSlug)} className={styles.secondary}>
            {t('actions.viewHistory')}
          </Link>
        )}
        <Link href={storeHref(order.storeSlug)} className={retry ? styles.secondary : styles.primary}>
          {t('actions.continueOrdering')}
        </Link>
      </nav>
    </article>
  );
}
