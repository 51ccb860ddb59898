import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TitlePage } from '@/components/pages/title-page';
import { ChallengeForm } from '@/components/sandbox/challenge-form';
import styles from '@/components/sandbox/challenge-form.module.css';
import { formatCents } from '@/lib/domain/money/format';
import { localeOf, routing } from '@/lib/i18n/routing';
import { SANDBOX_CHALLENGE_PARAM } from '@/lib/server/adapters/sandbox-payments/sandbox-payment-gateway';
import { container } from '@/lib/server/container';
import { loadSandboxChallenge } from '@/lib/server/pages/load-sandbox-challenge';
import { single } from '@/lib/server/http/search-params';

type Props = { params: Promise<{ locale: string; paymentId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The challenge secret of the link (`?c=`): the page opens only with the payment's own. */
async function secretOf(searchParams: Props['searchParams']): Promise<string | null> {
  return single((await searchParams)[SANDBOX_CHALLENGE_PARAM]);
}

const TITLE_KEYS = { card: 'title', alipay: 'titleAlipay', wechat: 'titleWechat' } as const;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, paymentId } = await params;
  const t = await getTranslations({ locale: localeOf(locale), namespace: 'sandboxPayment' });
  const challenge = await loadSandboxChallenge({ app: await container(), paymentId, secret: await secretOf(searchParams) });
  return { title: t(TITLE_KEYS[challenge?.method ?? 'card']), robots: { index: false } };
}

// The built-in sandbox gateway's 3-D Secure challenge, Alipay page and Wechat page (the providers'
// pages in production); 404 where the sandbox is off (production without SANDBOX_PAYMENTS=on or DEMO=on).
export default async function SandboxChallengePage({ params, searchParams }: Props) {
  const { locale: raw, paymentId } = await params;
  const locale = localeOf(raw);
  setRequestLocale(locale);
  const app = await container();
  if (!app.sandboxPayments) notFound();
  const t = await getTranslations({ locale, namespace: 'sandboxPayment' });
  const challenge = await loadSandboxChallenge({ app, paymentId, secret: await secretOf(searchParams) });
  const method = challenge?.method ?? 'card';
  const redirectMethod = method !== 'card';
  return (
    <TitlePage title={t(TITLE_KEYS[method])}>
      {!challenge ? (
        <p role="alert">{t('notFound')}</p>
      ) : (
        <section className={styles.card}>
          <p>{redirectMethod ? t('introRedirect', { provider: t(method) }) : t('intro')}</p>
          <p className={styles.amount}>{t('amount', { amount: formatCents(challenge.amountCents, challenge.currencyLocaleName) })}</p>
          {redirectMethod ? null : <p>{t('card', { last4: challenge.last4 })}</p>}
          {challenge.awaitingAnswer ? (
            <ChallengeForm
              paymentId={challenge.paymentId}
              secret={challenge.secret}
              localePrefix={locale === routing.defaultLocale ? '' : `/${locale}`}
              redirectMethod={redirectMethod}
              labels={
                redirectMethod
                  ? { complete: t('pay'), fail: t('fail'), cancel: t('cancel'), payAndClose: t('payAndClose'), closed: t('closed'), processing: t('processing'), error: t('error') }
                  : { complete: t('complete'), fail: t('fail'), processing: t('processing'), error: t('error') }
              }
            />
          ) : (
            <p role="status">{t('settled')}</p>
          )}
        </section>
      )}
    </TitlePage>
  );
}
