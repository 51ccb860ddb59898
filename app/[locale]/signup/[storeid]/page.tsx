import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/membership/membership.module.css';
import { MembershipSignupForm } from '@/components/membership/membership-signup-form';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { localeOf } from '@/lib/i18n/routing';
import { container } from '@/lib/server/container';
import { loadMembershipSignupPage } from '@/lib/server/pages/load-membership-pages';

type Props = { params: Promise<{ locale: string; storeid: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'membership' });
  return { title: t('signupPageTitle'), robots: { index: false } };
}

// Spec route /signup/{storeid}: loyalty membership sign-up for a store, on the store theme's background.
async function MembershipSignupPage({ params }: Props) {
  const { locale, storeid } = await params;
  setRequestLocale(localeOf(locale));
  const view = await loadMembershipSignupPage({ app: await container(), storeId: storeid });
  if (!view) notFound();
  return (
    <main id="main" className={styles.backdrop} style={{ ['--membership-background' as string]: view.store.background }}>
      <div className={styles.card}>
        <MembershipSignupForm view={view} />
      </div>
    </main>
  );
}

export default withClientMessages(['membership', 'validation', 'wizard'], MembershipSignupPage);
