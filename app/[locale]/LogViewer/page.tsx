import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LogViewer } from '@/components/log-viewer/log-viewer';
import { TitlePage } from '@/components/pages/title-page';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { localeOf } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'logViewer' });
  return { title: t('title'), robots: { index: false } };
}

// Spec route /LogViewer (open to anyone): this browser's own log, read from its storage.
async function LogViewerPage({ params }: Props) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'logViewer' });
  return (
    <TitlePage title={t('title')}>
      <p>{t('intro')}</p>
      <LogViewer />
    </TitlePage>
  );
}

export default withClientMessages(['languagePicker', 'logViewer'], LogViewerPage);
