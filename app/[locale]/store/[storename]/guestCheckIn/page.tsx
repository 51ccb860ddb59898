import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/membership/membership.module.css';
import { GuestCheckInForm } from '@/components/membership/guest-check-in-form';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { localeOf } from '@/lib/i18n/routing';
import { container } from '@/lib/server/container';
import { loadGuestCheckInPage } from '@/lib/server/pages/load-membership-pages';

type Props = { params: Promise<{ locale: string; storename: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'membership' });
  return { title: t('checkInPageTitle'), robots: { index: false } };
}

// Spec route /store/{storename}/guestCheckIn?table=…: guest check-in, a phone's page (one narrow column on any screen); 404 where the store does not enable it.
async function GuestCheckInPage({ params }: Props) {
  const { locale, storename } = await params;
  setRequestLocale(localeOf(locale));
  const view = await loadGuestCheckInPage({ app: await container(), storename: decodeURIComponent(storename) });
  if (!view) notFound();
  return (
    <main id="main" className={styles.backdrop} style={{ ['--membership-background' as string]: view.store.background }}>
      <div className={`${styles.card} ${styles.narrow}`}>
        <GuestCheckInForm view={view} />
      </div>
    </main>
  );
}

export default withClientMessages(['languagePicker', 'membership', 'validation'], GuestCheckInPage);
