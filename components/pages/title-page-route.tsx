import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeOf } from '@/lib/i18n/routing';
import { TitlePage } from './title-page';

type TitleKey = 'aboutTitle' | 'contactTitle' | 'privacyTitle' | 'generalError' | 'pageNotFound';
type Props = { params: Promise<{ locale: string }> };

/** The route of a spec page that shows only its title: metadata and page in one. */
export function createTitlePageRoute(key: TitleKey, { index = true }: { index?: boolean } = {}) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'pages' });
    return { title: t(key), robots: index ? undefined : { index: false } };
  }

  async function Page({ params }: Props) {
    const locale = localeOf((await params).locale);
    setRequestLocale(locale);
    const t = await getTranslations({ locale, namespace: 'pages' });
    return <TitlePage title={t(key)} />;
  }

  return { generateMetadata, Page };
}
