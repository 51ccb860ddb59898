import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { BrowserLogRecorder } from '@/components/log-viewer/browser-log-recorder';
import { ImageErrorHider } from '@/components/ui/image-error-hider';
import { WidgetBridge } from '@/components/widget/widget-bridge';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';
import { siteOrigin } from '@/lib/server/http/site-origin';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale, namespace: 'metadata' });
  return {
    metadataBase: new URL(siteOrigin()),
    title: { default: t('homeTitle'), template: `%s` },
    description: t('homeDescription'),
    applicationName: t('siteName'),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0f5fa8' };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  // Every page renders per request: its scripts carry the request's CSP nonce (proxy.ts), and a
  // page prerendered at build time would carry none, so the policy would block them.
  await connection();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    <html lang={locale}>
      <body>
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        {/* The shell's texts: this layout's, the error and not-found screens' and the pages' that read no others. */}
        <ClientMessages namespaces={['common', 'errors', 'languagePicker', 'metadata', 'pages', 'widget']}>
          <WidgetBridge />
          {children}
        </ClientMessages>
        <ImageErrorHider />
        <BrowserLogRecorder />
      </body>
    </html>
  );
}
