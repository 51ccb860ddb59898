import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { ResetPasswordBody } from '@/components/account/reset-password-body';
import { SiteHeader } from '@/components/layout/site-header';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { localeOf } from '@/lib/i18n/routing';
import { container } from '@/lib/server/container';
import { loadResetPasswordPage } from '@/lib/server/pages/load-account-pages';

type Props = { params: Promise<{ locale: string; storename: string; token: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'account' });
  return { title: t('resetTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

// Spec route /store/{storename}/resetpassword/{base64User}: a password reset or a new account's first password, from an emailed link.
async function ResetPasswordPage({ params }: Props) {
  const { locale, storename, token } = await params;
  setRequestLocale(localeOf(locale));
  const view = await loadResetPasswordPage({ app: await container(), storename, token });
  if (!view) notFound();
  return (
    <>
      <SiteHeader title={view.store.name} showStoresLink={view.store.branded} />
      <main id="main" className="container">
        <div className={styles.page}>
          <ResetPasswordBody view={view} token={token} />
        </div>
      </main>
    </>
  );
}

export default withClientMessages(['account', 'auth', 'languagePicker', 'validation'], ResetPasswordPage);
