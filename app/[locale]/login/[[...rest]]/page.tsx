import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoginPageBody } from '@/components/account/login-page-body';
import { SiteHeader } from '@/components/layout/site-header';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { localeOf } from '@/lib/i18n/routing';
import { container } from '@/lib/server/container';
import { loadLoginPage } from '@/lib/server/pages/load-account-pages';

type Props = { params: Promise<{ locale: string; rest?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'account' });
  return { title: t('loginPageTitle'), robots: { index: false } };
}

// Spec routes /login and /login/{storename}/{forgift}: sign-in (and registration) on a page of its own.
async function LoginPage({ params }: Props) {
  const { locale: raw, rest = [] } = await params;
  const locale = localeOf(raw);
  setRequestLocale(locale);
  if (rest.length > 2) notFound();
  const view = await loadLoginPage({ app: await container(), storename: rest[0] ?? null });
  if (!view) notFound();
  return (
    <>
      <SiteHeader title={view.store?.name} showStoresLink={view.store?.branded ?? false} />
      <main id="main" className="container">
        <LoginPageBody view={view} initial="signIn" />
      </main>
    </>
  );
}

export default withClientMessages(['account', 'languagePicker', 'socialSignIn', 'validation'], LoginPage);
