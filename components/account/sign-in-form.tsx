'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/forms/text-field';
import { sendPasswordLink, signIn } from '@/lib/client/account/account-api';
import { ZForgotPasswordSchema, ZSignInSchema } from '@/lib/schemas/forms/sign-in';
import type { TMemberView, TSocialSignInView } from '@/lib/views/account';
import styles from './account.module.css';
import { SocialSignIn } from './social-sign-in';
import { useAccountForm } from './use-account-form';

interface SignInFormProps {
  /** the store the customer is on: a password link opens on its page */
  storeSlug?: string;
  /** the store: a first social sign-in makes a member of its group */
  storeId?: string;
  /** the Google and Facebook buttons, or null */
  social?: TSocialSignInView | null;
  onSignedIn: (member: TMemberView) => void;
  onRegister: () => void;
}

/**
 * The sign-in form (part 1 §2, §4 "Auth and flows"): modes login and forgot-password, switched by
 * links that clear the error and the message; a remember-me box for a 360-day session.
 */
export function SignInForm({ storeSlug, storeId, social = null, onSignedIn, onRegister }: SignInFormProps) {
  const t = useTranslations('account');
  const locale = useLocale();
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const [remember, setRemember] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const login = useAccountForm(ZSignInSchema, { email: '', password: '' });
  const forgot = useAccountForm(ZForgotPasswordSchema, { email: '' });
  const { busy, error } = mode === 'login' ? login : forgot;

  // Part 1 §4: the links toggle the modes and clear the error and the message.
  function switchTo(next: 'login' | 'forgot') {
    setMode(next);
    login.clearError();
    forgot.clearError();
    setMessage(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (mode === 'login') void login.submit(async () => onSignedIn((await signIn({ email: login.values.email, password: login.values.password, remember }, locale)).member!));
    else void forgot.submit(async () => setMessage((await sendPasswordLink({ email: forgot.values.email, ...(storeSlug ? { storeSlug } : {}) }, locale)).message));
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="sign-in-title">
      <h2 id="sign-in-title" className={styles.title}>
        {mode === 'login' ? t('signInTitle') : t('forgotTitle')}
      </h2>
      {mode === 'forgot' && <p className={styles.muted}>{t('forgotIntro')}</p>}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {message && (
        <p role="status" className={styles.success}>
          {message}
        </p>
      )}
      {mode === 'login' ? (
        <>
          <TextField label={t('email')} type="email" inputMode="email" autoComplete="email" {...login.bind('email')} />
          <TextField label={t('password')} type="password" autoComplete="current-password" {...login.bind('password')} />
          <label className={styles.check}>
            <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} /> {t('remember')}
          </label>
          <button type="submit" className={styles.primary} disabled={busy}>
            {t('signIn')}
          </button>
          <button type="button" className={styles.link} onClick={() => switchTo('forgot')}>
            {t('forgot')}
          </button>
          {social && <SocialSignIn social={social} storeId={storeId} remember={remember} onSignedIn={onSignedIn} />}
        </>
      ) : (
        <>
          <TextField label={t('email')} type="email" inputMode="email" autoComplete="email" {...forgot.bind('email')} />
          <button type="submit" className={styles.primary} disabled={busy}>
            {t('sendLink')}
          </button>
          <button type="button" className={styles.link} onClick={() => switchTo('login')}>
            {t('backToSignIn')}
          </button>
        </>
      )}
      <p className={styles.muted}>
        {t('noAccount')}{' '}
        <button type="button" className={styles.link} onClick={onRegister}>
          {t('register')}
        </button>
      </p>
    </form>
  );
}
