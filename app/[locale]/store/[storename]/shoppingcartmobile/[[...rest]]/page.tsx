import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteHeader } from '@/components/layout/site-header';
import { MobileCartScreen } from '@/components/store-screen/mobile-cart-screen';
import { StoreLooksStyle } from '@/components/store/store-looks-style';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { redirect } from '@/lib/i18n/navigation';
import { localeOf } from '@/lib/i18n/routing';
import { readMemberSession } from '@/lib/server/auth/member-session';
import { container } from '@/lib/server/container';
import { loadMobileCartPage } from '@/lib/server/pages/load-mobile-cart-page';
import { single } from '@/lib/server/http/search-params';

type Props = { params: Promise<{ locale: string; storename: string; rest?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'cart' });
  return { title: t('heading'), robots: { index: false } };
}

// Spec route /store/{storename}/shoppingcartmobile/{qrcode?}/{orderid?}: the mobile cart ("your order").
async function MobileCartPage({ params, searchParams }: Props) {
  const { locale: raw, storename, rest = [] } = await params;
  const locale = localeOf(raw);
  setRequestLocale(locale);
  const query = await searchParams;
  // {qrcode}: the saved order's id, as its QR code and the scanner give it; {orderid}: an order to pay.
  const savedOrderId = rest[0] ? decodeURIComponent(rest[0]) : null;
  // The page checks who may open the order to pay itself: its owner's session or its link's token.
  const app = await container();
  const signedIn = rest[1] ? await readMemberSession({ cookies: await cookies() }, app) : null;
  const orderToPay = rest[1] ? { orderId: decodeURIComponent(rest[1]), token: single(query.t), userId: signedIn?.account.userId ?? null } : null;
  const page = await loadMobileCartPage({ app, storename, menuQuery: single(query.menu), savedOrderId, orderToPay, now: new Date() });
  if (page.status === 'error') redirect({ href: '/generalError', locale });
  if (page.status !== 'found') notFound();
  const { title, branded, screen, looks, savedOrder } = (page as Extract<typeof page, { status: 'found' }>).view;
  return (
    <>
      <StoreLooksStyle looks={looks} />
      <SiteHeader title={title} showStoresLink={branded} />
      <MobileCartScreen config={screen} savedOrder={savedOrder} />
    </>
  );
}

export default withClientMessages(['cart', 'coupon', 'languagePicker', 'order', 'savedOrder', 'taxLabel'], MobileCartPage);
