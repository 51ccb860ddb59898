import { cookies } from 'next/headers';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { OrderStatusScreen } from '@/components/order-status/order-status-screen';
import styles from '@/components/order-status/order-status.module.css';
import { isAppError } from '@/lib/domain/errors/app-error';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { localeOf } from '@/lib/i18n/routing';
import { readMemberSession } from '@/lib/server/auth/member-session';
import { container } from '@/lib/server/container';
import { loadOrderStatusPage } from '@/lib/server/pages/load-order-status-page';
import { settleReturnedPayment } from '@/lib/server/payments/use-cases/reconcile-payments';
import { single } from '@/lib/server/http/search-params';

type Props = {
  params: Promise<{ locale: string; storename: string; orderid: string; userid: string; selectedCompanyId?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'orderStatus' });
  // A personal page behind a token: never indexed.
  return { title: t('title'), robots: { index: false, follow: false } };
}

// Spec route /store/{storename}/completeorder/{orderid}/{userid}/{selectedCompanyId?}: the order status page.
async function OrderStatusPage({ params, searchParams }: Props) {
  const { locale: rawLocale, orderid } = await params;
  const locale = localeOf(rawLocale);
  setRequestLocale(locale);
  const query = await searchParams;
  const token = single(query.t);
  const app = await container();
  // Back from Stripe's 3-D Secure page (it adds payment_intent and redirect_status to the return URL).
  const returnedFromProvider = query.payment_intent !== undefined;
  // The member's own order opens by their session (never by the user id in the path).
  const member = await readMemberSession({ cookies: await cookies() }, app);
  const page = await loadOrderStatusPage({
    historyOrders: app.historyOrders,
    trackingOrders: app.trackingOrders,
    stores: app.stores,
    orderId: orderid,
    token,
    userId: member?.user.ID ?? null,
    settleReturnedPayment: returnedFromProvider ? (orderId) => settleReturnedPayment({ app, orderId }) : undefined,
  }).catch((error: unknown) => {
    if (isAppError(error) && error.code === 'NOT_FOUND') return null;
    throw error;
  });
  // No token, a wrong one, or no such order: the same page-not-found, so an id reveals nothing.
  if (!page) notFound();
  return (
    <>
      <SiteHeader title={page.order.storeName} />
      <main id="main" className={`container ${styles.main}`}>
        <OrderStatusScreen page={page} token={token} />
      </main>
      {/* A branded store's footer would be empty here: it hides the powered-by line and this page has no policy links. */}
      {!page.branded && <SiteFooter />}
    </>
  );
}

export default withClientMessages(['guestAccount', 'languagePicker', 'orderStatus'], OrderStatusPage);
