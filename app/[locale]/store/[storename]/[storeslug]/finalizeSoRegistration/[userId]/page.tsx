import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/membership/membership.module.css';
import { MembershipCompletion } from '@/components/membership/membership-completion';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { localeOf } from '@/lib/i18n/routing';
import { container } from '@/lib/server/container';
import { loadMembershipCompletionPage } from '@/lib/server/pages/load-membership-pages';

// The first segment is the store's id here (the spec's path), the second its name for people.
type Props = { params: Promise<{ locale: string; storename: string; storeslug: string; userId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'membership' });
  return { title: t('completionPageTitle'), robots: { index: false } };
}

// Spec route /store/{storeid}/{storename}/finalizeSoRegistration/{userId}: membership completion. Private: the loader checks the member's session or sign-up token itself; anyone else gets a 404.
async function MembershipCompletionPage({ params }: Props) {
  const { locale, storename: storeId, userId } = await params;
  setRequestLocale(localeOf(locale));
  const view = await loadMembershipCompletionPage({ app: await container(), cookies: await cookies(), storeId, userId: decodeURIComponent(userId) });
  if (!view) notFound();
  return (
    <main id="main" className={styles.backdrop} style={{ ['--membership-background' as string]: view.store.background }}>
      <div className={`${styles.card} ${styles.narrow}`}>
        <MembershipCompletion view={view} />
      </div>
    </main>
  );
}

export default withClientMessages(['membership'], MembershipCompletionPage);
