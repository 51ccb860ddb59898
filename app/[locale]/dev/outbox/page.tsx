import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OutboxList } from '@/components/dev/outbox-list';
import { SiteHeader } from '@/components/layout/site-header';
import { localeOf } from '@/lib/i18n/routing';
import { container } from '@/lib/server/container';
import { loadOutboxPage } from '@/lib/server/pages/load-outbox-page';

type Props = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'devOutbox' });
  return { title: t('title'), robots: { index: false } };
}

// /dev/outbox (development only): the mail and text messages the embedded adapters kept.
export default async function OutboxPage({ params }: Props) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const messages = await loadOutboxPage({ app: await container() });
  if (!messages) notFound();
  const t = await getTranslations({ locale, namespace: 'devOutbox' });
  return (
    <>
      <SiteHeader />
      <main id="main" className="container">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <OutboxList messages={messages} />
      </main>
    </>
  );
}
