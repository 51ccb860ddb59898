import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ComponentType } from 'react';
import { GiftTopMenu } from '@/components/gift-cards/gift-top-menu';
import { StoreLooksStyle } from '@/components/store/store-looks-style';
import { redirect } from '@/lib/i18n/navigation';
import { localeOf } from '@/lib/i18n/routing';
import { giftPageData } from '@/lib/server/pages/load-gift-store-page';
import type { TGiftStorePageView } from '@/lib/views/gift-cards';

/** The params of every gift route under /store/{storename}. */
export type GiftPageProps = { params: Promise<{ locale: string; storename: string }> };

/** A gift page's title, from its namespace's `title`; only the gift store is for search engines. */
export async function giftPageMetadata({ params }: GiftPageProps, namespace: 'giftCards' | 'giftCards.cart' | 'giftCards.checkout' | 'giftCards.thankYou'): Promise<Metadata> {
  const { locale, storename } = await params;
  const t = await getTranslations({ locale: localeOf(locale), namespace });
  const page = await giftPageData(storename);
  const store = page.status === 'found' ? page.view.storeName : null;
  return { title: store ? `${t('title')} · ${store}` : t('title'), ...(namespace === 'giftCards' ? {} : { robots: { index: false } }) };
}

/**
 * Every gift page the same way (spec part 1 §2 gift routes): the one loader, 404 for an unknown
 * store, the general error page when the store cannot be read, then the store's colours, the
 * top menu in gift mode and the page's body.
 */
export async function renderGiftPage({ params }: GiftPageProps, Body: ComponentType<{ view: TGiftStorePageView }>) {
  const { locale: raw, storename } = await params;
  const locale = localeOf(raw);
  setRequestLocale(locale);
  const page = await giftPageData(storename);
  if (page.status === 'error') redirect({ href: '/generalError', locale });
  if (page.status !== 'found') notFound();
  const { view } = page as Extract<typeof page, { status: 'found' }>;
  return (
    <>
      <StoreLooksStyle looks={view.looks} />
      <GiftTopMenu view={view} />
      <Body view={view} />
    </>
  );
}
