'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { HtmlModalLink } from '@/components/ui/html-modal-link';
import styles from './account.module.css';
import { setMember } from '@/lib/client/account/member-session';
import type { TMemberView, TSocialSignInView } from '@/lib/views/account';
import { RegisterForm, type TRegisterPrefill } from './register-form';
import { SignInForm } from './sign-in-form';
import { SmsVerification } from './sms-verification';

export interface AuthPanelProps {
  initial?: 'signIn' | 'register' | 'verify';
  storeSlug?: string;
  storeId?: string;
  /** the store has LogIn, LogInMandatory and SMSVerification: an unverified member verifies next */
  verificationRequired?: boolean;
  /** the Google and Facebook buttons of both forms (Firebase configured and the store's switches on), or null */
  social?: TSocialSignInView | null;
  /** the store's terms (its head office's when branded), sanitized; null: no terms link */
  termsHtml?: string | null;
  /** after a sign-in or a registration, and the verification where one is required (the member is already shared with the rest of the page) */
  onDone: (member: TMemberView) => void;
  /** the registration's known values (Become member after a guest's order) */
  prefill?: TRegisterPrefill;
}

/**
 * Sign-in, registration and the SMS verification in one place (the drawer overlay and the /login
 * and /register pages host it). Part 1 §4: after login, if the store has login, mandatory login
 * and SMS verification and the member is not verified, verification shows; otherwise it closes.
 */
export function AuthPanel({ initial = 'signIn', storeSlug, storeId, verificationRequired = false, social = null, termsHtml = null, onDone, prefill }: AuthPanelProps) {
  const t = useTranslations('account');
  const [view, setView] = useState(initial);
  const signedIn = (member: TMemberView) => {
    setMember(member);
    if (verificationRequired && !member.isVerified) setView('verify');
    else onDone(member);
  };
  if (view === 'verify')
    return (
      <SmsVerification
        storeId={storeId}
        onDone={(member) => {
          setMember(member);
          onDone(member);
        }}
      />
    );
  return (
    <>
      {view === 'signIn' ? (
        <SignInForm storeSlug={storeSlug} storeId={storeId} social={social} onSignedIn={signedIn} onRegister={() => setView('register')} />
      ) : (
        <RegisterForm storeId={storeId} social={social} onRegistered={signedIn} onSignIn={() => setView('signIn')} prefill={prefill} />
      )}
      {/* Part 1 §2: a terms link on both forms, opening the store's (or its brand's) terms in a modal. */}
      {termsHtml ? (
        // A div, not a p: the link's modal (a dialog with the terms' own headings) opens in place.
        <div className={styles.terms}>
          <HtmlModalLink label={t('terms')} title={t('terms')} html={termsHtml} closeLabel={t('close')} />
        </div>
      ) : null}
    </>
  );
}
