import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteHeader } from '@/components/layout/site-header';
import { SaveOrderScreen } from '@/components/saved-order/save-order-screen';
import { StoreLooksStyle } from '@/components/store/store-looks-style';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { redirect } from '@/lib/i18n/navigation';
import { localeOf } from '@/lib/i18n/routing';
import { loadMobileCartPage } from '@/lib/server/pages/load-mobile-cart-page';
import { container } from '@/lib/server/container';
import { single } from '@/lib/server/http/search-params';

type Props = { params: Promise<{ locale: string; storename: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'savedOrder' });
  return { title: t('title'), robots: { index: false } };
}

// Spec route /store/{storename}/saveOrderMobile: the cart saved on the server, shown as a QR code.
async function SaveOrderPage({ params, searchParams }: Props) {
  const { locale: raw, storename } = await params;
  const locale = localeOf(raw);
  setRequestLocale(locale);
  const menuQuery = single((await searchParams).menu);
  // The mobile cart's loader: the same store, menu and looks as the cart this page saves.
  const page = await loadMobileCartPage({ app: await container(), storename, menuQuery, now: new Date() });
  if (page.status === 'error') redirect({ href: '/generalError', locale });
  if (page.status !== 'found') notFound();
  const { title, branded, screen, looks } = (page as Extract<typeof page, { status: 'found' }>).view;
  return (
    <>
      <StoreLooksStyle looks={looks} />
      <SiteHeader title={title} showStoresLink={branded} />
      <SaveOrderScreen store={{ ID: screen.store.ID, Slug: screen.store.Slug, TimezoneIanaFormat: screen.store.TimezoneIanaFormat }} menuQuery={menuQuery} />
    </>
  );
}

export default withClientMessages(['languagePicker', 'savedOrder'], SaveOrderPage);
