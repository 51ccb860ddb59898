import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { OrderHistory } from '@/components/account/order-history';
import { SiteHeader } from '@/components/layout/site-header';
import { redirect } from '@/lib/i18n/navigation';
import { localeOf } from '@/lib/i18n/routing';
import { container } from '@/lib/server/container';
import { loadOrderHistoryPage } from '@/lib/server/use-cases/load-order-history-page';

type Props = { params: Promise<{ locale: string; storename: string }> };

const TITLES = { history: 'historyTitle', tracking: 'trackingTitle' } as const;

/**
 * The member's order lists (spec routes /{storename}/orderhistory and /{storename}/ordertracking):
 * private, so the page reads the session itself and sends a visitor without one to sign in.
 */
export function createMemberOrdersRoute(list: 'history' | 'tracking') {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'account' });
    return { title: t(TITLES[list]), robots: { index: false } };
  }

  async function Page({ params }: Props) {
    const { locale: raw, storename } = await params;
    const locale = localeOf(raw);
    setRequestLocale(locale);
    const slug = decodeURIComponent(storename);
    const view = await loadOrderHistoryPage({ app: await container(), cookies: await cookies(), storename: slug, list });
    if (view === null) notFound();
    if (view === 'signIn') redirect({ href: `/login/${encodeURIComponent(slug)}/false`, locale });
    const t = await getTranslations({ locale, namespace: 'account' });
    return (
      <>
        <SiteHeader title={typeof view === 'object' ? view.header.title : undefined} showStoresLink={typeof view === 'object' && view.header.branded} />
        <main id="main" className="container">
          <div className={styles.page}>
            <h1 className={styles.title}>{t(TITLES[list])}</h1>
            {typeof view === 'object' && <OrderHistory view={view} />}
          </div>
        </main>
      </>
    );
  }

  return { generateMetadata, Page };
}
