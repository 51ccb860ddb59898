import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { QrScannerScreen } from '@/components/qr-scanner/qr-scanner-screen';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { localeOf } from '@/lib/i18n/routing';
import { single } from '@/lib/server/http/search-params';

type Props = { params: Promise<{ locale: string; storename: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'qrScanner' });
  return { title: t('title'), robots: { index: false } };
}

// Spec route /store/{storename}/qrcodescanner (param backToGiftCart): the full-screen camera. The
// store layout has already answered 404 for an unknown store; the page reads nothing else.
async function QrScannerPage({ params, searchParams }: Props) {
  const { locale, storename } = await params;
  setRequestLocale(localeOf(locale));
  return <QrScannerScreen slug={storename} menuQuery={single((await searchParams).menu)} />;
}

export default withClientMessages(['qrScanner'], QrScannerPage);
