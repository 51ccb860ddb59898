'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { firebaseSignIn } from '@/lib/client/account/account-api';
import { preloadFirebase, signInWithPopup } from '@/lib/client/account/firebase-popup';
import { ApiError } from '@/lib/client/api/api-error';
import type { TMemberView, TSocialSignInView } from '@/lib/views/account';
import formStyles from './account.module.css';
import styles from './social-sign-in.module.css';

interface SocialSignInProps {
  social: TSocialSignInView;
  /** the store signed in from: a first sign-in makes a member of its group */
  storeId?: string;
  /** the sign-in form's remember-me box (false on the registration form) */
  remember?: boolean;
  /** below the sign-in form's own button ("or" above), or at the top of the long registration form ("or" below) */
  placement?: 'after' | 'before';
  onSignedIn: (member: TMemberView) => void;
}

const NAMES = { google: 'Google', facebook: 'Facebook' } as const;

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true">
      <path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
      <path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z" />
      <path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z" />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07z"
      />
    </svg>
  );
}

/**
 * The Google and Facebook buttons of the sign-in and registration forms (part 1 §2; part 2 §6
 * and §7 "social popup sign-in"): Firebase's popup, then our server checks its ID token and
 * opens our session; from there it is a sign-in like any other (the SMS verification follows
 * where the store requires it). Shown only where the loader gave `social`.
 */
export function SocialSignIn({ social, storeId, remember = false, placement = 'after', onSignedIn }: SocialSignInProps) {
  const t = useTranslations('socialSignIn');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start(provider: 'google' | 'facebook') {
    setBusy(true);
    setError(null);
    try {
      const popup = await signInWithPopup(provider, social.firebase);
      if (popup.kind === 'cancelled') return;
      if (popup.kind === 'error') return setError(popup.reason === 'failed' ? t('failed', { provider: NAMES[provider] }) : t(popup.reason));
      const { member } = await firebaseSignIn({ idToken: popup.idToken, remember, ...(storeId ? { storeId } : {}) }, locale);
      if (member) onSignedIn(member);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('failed', { provider: NAMES[provider] }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.social} aria-busy={busy}>
      {placement === 'after' && <p className={styles.divider}>{t('or')}</p>}
      {error && (
        <p role="alert" className={formStyles.error}>
          {error}
        </p>
      )}
      <div className={styles.buttons}>
        {social.providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className={`${styles.button} ${styles[provider]}`}
            disabled={busy}
            onPointerEnter={() => preloadFirebase(social.firebase)}
            onFocus={() => preloadFirebase(social.firebase)}
            onClick={() => void start(provider)}
          >
            {provider === 'google' ? <GoogleMark /> : <FacebookMark />}
            {t(provider)}
          </button>
        ))}
      </div>
      {placement === 'before' && <p className={styles.divider}>{t('or')}</p>}
    </div>
  );
}
