import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { BackToStore } from '@/components/account/back-to-store';
import { SiteHeader } from '@/components/layout/site-header';
import { redirect } from '@/lib/i18n/navigation';
import { localeOf } from '@/lib/i18n/routing';
import type { CookieReader } from '@/lib/server/auth/member-session';
import { container, type Container } from '@/lib/server/container';

type Props = { params: Promise<{ locale: string; storename: string }> };

/** The titles of the member pages under /{storename}. */
export type MemberPageTitle = 'account.historyTitle' | 'account.trackingTitle' | 'loyalty.title' | 'loyalty.stampsTitle';

export interface MemberPageRoute<V> {
  title: MemberPageTitle;
  /** the page's one loader: null for an unknown store (404), 'signIn' without a session */
  load: (options: { app: Container; cookies: CookieReader; storename: string }) => Promise<V | 'signIn' | null>;
  body: (view: V) => ReactNode;
}

/**
 * A signed-in member's page under /{storename} (order history and tracking, loyalty, stamps):
 * private, so its loader reads the session itself and a visitor without one is sent to sign in
 * (the proxy is a convenience, not the guard); the store's or brand's name in the top bar, and a
 * link back to the store above the title.
 */
export function createMemberPageRoute<V extends { header: { title: string; branded: boolean }; storeSlug: string }>({ title, load, body }: MemberPageRoute<V>) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const t = await getTranslations({ locale: localeOf((await params).locale) });
    return { title: t(title), robots: { index: false } };
  }

  async function Page({ params }: Props) {
    const { locale: raw, storename } = await params;
    const locale = localeOf(raw);
    setRequestLocale(locale);
    const slug = storename;
    const view = await load({ app: await container(), cookies: await cookies(), storename: slug });
    if (view === null) notFound();
    if (view === 'signIn') redirect({ href: `/login/${encodeURIComponent(slug)}/false`, locale });
    const t = await getTranslations({ locale });
    return (
      <>
        <SiteHeader title={typeof view === 'object' ? view.header.title : undefined} showStoresLink={typeof view === 'object' && view.header.branded} />
        <main id="main" className="container">
          <div className={styles.page}>
            {typeof view === 'object' && <BackToStore storeSlug={view.storeSlug} label={t('account.backToStore')} />}
            <h1 className={styles.title}>{t(title)}</h1>
            {typeof view === 'object' && body(view)}
          </div>
        </main>
      </>
    );
  }

  return { generateMetadata, Page };
}
