import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { BackToStore } from '@/components/account/back-to-store';
import { ProfileForm } from '@/components/account/profile-form';
import { StoredCards } from '@/components/account/stored-cards';
import { SiteHeader } from '@/components/layout/site-header';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { redirect } from '@/lib/i18n/navigation';
import { localeOf } from '@/lib/i18n/routing';
import { container } from '@/lib/server/container';
import { loadProfilePage } from '@/lib/server/pages/load-profile-page';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'account' });
  return { title: t('profileTitle'), robots: { index: false } };
}

// Spec route /profile: my account. Private: the page reads the session itself and sends a visitor without one to sign in.
async function ProfilePage({ params, searchParams }: Props) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const store = (await searchParams).store;
  const storeSlug = typeof store === 'string' && store !== '' ? store : null;
  const view = await loadProfilePage({ app: await container(), cookies: await cookies(), storeSlug });
  if (!view) redirect({ href: storeSlug ? `/login/${encodeURIComponent(storeSlug)}/false` : '/login', locale });
  const t = await getTranslations({ locale, namespace: 'account' });
  return (
    <>
      <SiteHeader />
      <main id="main" className="container">
        <div className={styles.page}>
          {view && (
            <>
              {view.storeSlug && <BackToStore storeSlug={view.storeSlug} label={t('backToStore')} />}
              <ProfileForm view={view} />
              <StoredCards initial={view.cards} cardForm={view.cardForm} />
            </>
          )}
        </div>
      </main>
    </>
  );
}

export default withClientMessages(['account', 'checkout', 'languagePicker', 'storedCards', 'validation'], ProfilePage);
