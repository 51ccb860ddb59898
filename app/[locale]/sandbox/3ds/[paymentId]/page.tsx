import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TitlePage } from '@/components/pages/title-page';
import { ChallengeForm } from '@/components/sandbox/challenge-form';
import styles from '@/components/sandbox/challenge-form.module.css';
import { formatCents } from '@/lib/domain/money/format';
import { routing, type Locale } from '@/lib/i18n/routing';
import { container } from '@/lib/server/container';
import { loadSandboxChallenge } from '@/lib/server/use-cases/load-sandbox-challenge';

type Props = { params: Promise<{ locale: string; paymentId: string }> };

function localeOf(value: string): Locale {
  return (routing.locales as readonly string[]).includes(value) ? (value as Locale) : routing.defaultLocale;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'sandboxPayment' });
  return { title: t('title'), robots: { index: false } };
}

// The built-in sandbox gateway's 3-D Secure challenge (a card provider's page in production).
export default async function SandboxChallengePage({ params }: Props) {
  const { locale: raw, paymentId } = await params;
  const locale = localeOf(raw);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'sandboxPayment' });
  const challenge = await loadSandboxChallenge({ app: await container(), paymentId });
  return (
    <TitlePage title={t('title')}>
      {!challenge ? (
        <p role="alert">{t('notFound')}</p>
      ) : (
        <section className={styles.card}>
          <p>{t('intro')}</p>
          <p className={styles.amount}>{t('amount', { amount: formatCents(challenge.amountCents, challenge.currencyLocaleName) })}</p>
          <p>{t('card', { last4: challenge.last4 })}</p>
          {challenge.awaitingAnswer ? (
            <ChallengeForm
              paymentId={challenge.paymentId}
              localePrefix={locale === routing.defaultLocale ? '' : `/${locale}`}
              labels={{ complete: t('complete'), fail: t('fail'), processing: t('processing'), error: t('error') }}
            />
          ) : (
            <p role="status">{t('settled')}</p>
          )}
        </section>
      )}
    </TitlePage>
  );
}
