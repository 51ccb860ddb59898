import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GuestCheckoutScreen } from '@/components/account/guest-checkout';
import { CheckoutScreen } from '@/components/checkout/checkout-screen';
import { SiteHeader } from '@/components/layout/site-header';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { redirect } from '@/lib/i18n/navigation';
import { localeOf } from '@/lib/i18n/routing';
import { readMemberSession } from '@/lib/server/auth/member-session';
import { container } from '@/lib/server/container';
import { loadCheckoutPage } from '@/lib/server/pages/load-checkout-page';
import { single } from '@/lib/server/http/search-params';

type Props = {
  params: Promise<{ locale: string; storename: string; orderid?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, storename } = await params;
  const t = await getTranslations({ locale: localeOf(locale), namespace: 'checkout' });
  return { title: t('metaTitle', { name: storename }), robots: { index: false } };
}

// Spec route /store/{storename}/checkout/{orderid?}: checkout (orderid to retry or reorder an earlier order).
async function CheckoutPage({ params, searchParams }: Props) {
  const { locale: raw, storename, orderid } = await params;
  const locale = localeOf(raw);
  setRequestLocale(locale);
  const query = await searchParams;
  const app = await container();
  // The page checks the session itself: the proxy's redirect is a convenience, not the guard.
  const signedIn = await readMemberSession({ cookies: await cookies() }, app);
  const loaded = await loadCheckoutPage({
    app,
    storename,
    orderId: orderid?.[0] ?? null,
    token: single(query.t),
    member: signedIn ? { userId: signedIn.account.userId, isVerified: signedIn.user.isVerified === true } : null,
    menuQuery: single(query.menu),
    chosenStoreId: single(query.store),
    now: new Date(),
  }).catch((): { status: 'error' } => ({ status: 'error' }));
  if (loaded.status === 'error') redirect({ href: '/generalError', locale });
  if (loaded.status === 'notFound') notFound();
  if (loaded.status === 'storeClosed' || loaded.status === 'signInRequired') redirect({ href: `/store/${loaded.slug}`, locale });
  if (loaded.status !== 'ok') return null;
  const { view } = loaded;
  return (
    <>
      <SiteHeader title={view.header.title} showStoresLink={view.header.branded} />
      {/* Where the store has LogIn, guests are offered to log in or to become members. */}
      {/* Store selection at checkout: a newly chosen store starts the form afresh with its own settings. */}
      {view.flags.logIn ? <GuestCheckoutScreen key={view.store.ID} view={view} /> : <CheckoutScreen key={view.store.ID} view={view} />}
    </>
  );
}

export default withClientMessages(
  ['account', 'cart', 'checkout', 'common', 'coupon', 'guestAccount', 'languagePicker', 'order', 'socialSignIn', 'storedCards', 'taxLabel', 'timeSlot', 'validation', 'wizard'],
  CheckoutPage,
);
