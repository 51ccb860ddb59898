import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoginPageBody } from '@/components/account/login-page-body';
import { SiteHeader } from '@/components/layout/site-header';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { localeOf } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'account' });
  return { title: t('registerPageTitle'), robots: { index: false } };
}

// Spec route /register: registration on a page of its own.
async function RegisterPage({ params }: Props) {
  setRequestLocale(localeOf((await params).locale));
  return (
    <>
      <SiteHeader />
      <main id="main" className="container">
        <LoginPageBody view={{ store: null }} initial="register" />
      </main>
    </>
  );
}

export default withClientMessages(['account', 'languagePicker', 'socialSignIn', 'validation'], RegisterPage);
