import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteHeader } from '@/components/layout/site-header';
import { MobileCartScreen } from '@/components/store-screen/mobile-cart-screen';
import { selectActiveMenu } from '@/lib/domain/menu/active-menu';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { loadMenus, loadStore } from '@/lib/server/page-data';
import { storeScreenConfig } from '@/lib/server/use-cases/store-screen-config';

type Props = { params: Promise<{ locale: string; storename: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'cart' });
  return { title: t('heading'), robots: { index: false } };
}

// Spec route /store/{storename}/shoppingcartmobile/{qrcode?}/{orderid?}: the mobile cart ("your order").
export default async function MobileCartPage({ params, searchParams }: Props) {
  const { locale: raw, storename } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const found = await loadStore(decodeURIComponent(storename)).catch(() => 'error' as const);
  if (found === 'error') redirect({ href: '/generalError', locale });
  if (!found) redirect({ href: '/pagenotfound', locale });
  const { store, headOffice } = found as Exclude<typeof found, 'error' | null>;
  const menuValue = (await searchParams).menu;
  const menuQuery = (Array.isArray(menuValue) ? menuValue[0] : menuValue) ?? null;
  const menu = selectActiveMenu(await loadMenus(store.ID), { now: new Date(), timeZone: store.TimezoneIanaFormat, menuQuery });
  const config = storeScreenConfig({ store, menu, displayMode: false, menuQuery, termsHtml: null, logo: null });
  return (
    <>
      <SiteHeader title={headOffice?.Name ?? store.Name} showStoresLink={Boolean(headOffice)} />
      <MobileCartScreen store={config.store} menuQuery={menuQuery} />
    </>
  );
}
