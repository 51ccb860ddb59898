import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import styles from '@/components/order-status/order-status.module.css';
import { ThankYou } from '@/components/thank-you/thank-you';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { redirect } from '@/lib/i18n/navigation';
import { localeOf } from '@/lib/i18n/routing';
import { container } from '@/lib/server/container';
import { loadThankYouPage } from '@/lib/server/pages/load-thank-you-page';

type Props = { params: Promise<{ locale: string; storename: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'thankYou' });
  return { title: t('title'), robots: { index: false } };
}

// Spec route /store/{storename}/thankyou: after checkout when the store hides tracking from guests.
async function ThankYouPage({ params }: Props) {
  const { locale: rawLocale, storename } = await params;
  const locale = localeOf(rawLocale);
  setRequestLocale(locale);
  const view = await loadThankYouPage({ app: await container(), storename }).catch(() => 'error' as const);
  if (view === 'error') redirect({ href: '/generalError', locale });
  if (!view) notFound();
  const page = view as Exclude<typeof view, 'error' | null>;
  return (
    <>
      <SiteHeader title={page.storeName} />
      <main id="main" className={`container ${styles.main}`}>
        <ThankYou view={page} />
      </main>
      {/* A branded store's footer would be empty here: it hides the powered-by line and this page has no policy links. */}
      {!page.branded && <SiteFooter />}
    </>
  );
}

export default withClientMessages(['account', 'languagePicker', 'socialSignIn', 'thankYou', 'validation'], ThankYouPage);
