'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { TextField } from '@/components/forms/text-field';
import { resetPassword, signOut } from '@/lib/client/account/account-api';
import { setMember } from '@/lib/client/account/member-session';
import { isMobileDevice } from '@/lib/client/checkout/build-place-order-request';
import { useRouter } from '@/lib/i18n/client-navigation';
import { createResetPasswordSchema } from '@/lib/schemas/forms/sign-in';
import type { TResetPasswordPageView } from '@/lib/views/account';
import styles from './account.module.css';
import { useAccountForm } from './use-account-form';

/** Part 1 §9: the redirect after registration waits 2 s; the expired link signs out after 4 s. */
export const SIGNED_IN_REDIRECT_MS = 2_000;
export const EXPIRED_SIGN_OUT_MS = 4_000;

/**
 * The password link page (part 1 §4 "Reset link"): a valid link sets the password, shows
 * "Registration completed successfully." and after 2 s sends the signed-in member to the store;
 * an invalid or expired one shows the expired state and signs out after 4 s.
 */
export function ResetPasswordBody({ view, token }: { view: TResetPasswordPageView; token: string }) {
  const t = useTranslations('account');
  const tAuth = useTranslations('auth');
  const locale = useLocale();
  const router = useRouter();
  const [isMobile] = useState(isMobileDevice);
  const form = useAccountForm(createResetPasswordSchema({ isMobile }), { password: '', confirmPassword: '' });
  const [state, setState] = useState<'form' | 'done' | 'expired'>(view.link.state === 'valid' ? 'form' : 'expired');
  const { busy, error } = form;

  useEffect(() => {
    if (state === 'done') {
      const timer = window.setTimeout(() => router.push(`/store/${view.store.slug}`), SIGNED_IN_REDIRECT_MS);
      return () => window.clearTimeout(timer);
    }
    if (state === 'expired') {
      const timer = window.setTimeout(
        () =>
          void signOut().then(
            () => setMember(null),
            () => undefined,
          ),
        EXPIRED_SIGN_OUT_MS,
      );
      return () => window.clearTimeout(timer);
    }
  }, [state, router, view.store.slug]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.submit(
      async () => {
        setMember((await resetPassword({ token, ...form.values, isMobile }, locale)).member);
        setState('done');
      },
      (caught) => {
        if (caught.code !== 'LINK_EXPIRED') return false;
        setState('expired');
        return true;
      },
    );
  }

  if (state === 'expired') {
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>{t('linkExpiredTitle')}</h1>
        <p role="alert" className={styles.error}>
          {tAuth('linkExpired')}
        </p>
        <p className={styles.muted}>{t('linkExpiredBody')}</p>
      </div>
    );
  }
  if (state === 'done') {
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>{view.link.state === 'valid' && view.link.isNewUser ? t('newAccountTitle') : t('resetTitle')}</h1>
        <p role="status" className={styles.success}>
          {tAuth('registrationCompleted')}
        </p>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="reset-title">
      <h1 id="reset-title" className={styles.title}>
        {view.link.state === 'valid' && view.link.isNewUser ? t('newAccountTitle') : t('resetTitle')}
      </h1>
      {view.link.state === 'valid' && <p className={styles.muted}>{view.link.email}</p>}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <TextField label={t('newPassword')} type="password" autoComplete="new-password" {...form.bind('password')} />
      <TextField label={t('confirmPassword')} type="password" autoComplete="new-password" {...form.bind('confirmPassword')} />
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('savePassword')}
      </button>
    </form>
  );
}
