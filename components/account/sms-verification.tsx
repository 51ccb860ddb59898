'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { checkVerificationCode, sendVerificationCode } from '@/lib/client/account/account-api';
import { isApiError } from '@/lib/client/api/api-error';
import { PHONE_COUNTRIES, type PhoneCountryCode } from '@/lib/domain/account/phone-countries';
import { isValidPhone } from '@/lib/schemas/forms/phone';
import type { TMemberView } from '@/lib/views/account';
import styles from './account.module.css';

/** Part 2 §9: the resend wait, ticking each second. */
export const RESEND_COUNTDOWN = 30;

type View = 0 | 1 | 2 | 3;

interface SmsVerificationProps {
  storeId?: string;
  /** view 3's Continue ordering (emits completion, part 1 §4) */
  onDone: (member: TMemberView) => void;
}

/**
 * SMS verification, the spec's four views (part 1 §2, §4 "Auth and flows"): 0 the phone (country
 * AU by default, Send disabled until it is valid), 1 already registered (enter again), 2 the
 * 6-digit code (digits only, Next disabled until a code exists, resend after a 30 s countdown),
 * 3 verified, with Continue ordering.
 */
export function SmsVerification({ storeId, onDone }: SmsVerificationProps) {
  const t = useTranslations('account');
  const locale = useLocale();
  const [view, setView] = useState<View>(0);
  const [country, setCountry] = useState<PhoneCountryCode>('AU');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [countdown, setCountdown] = useState(RESEND_COUNTDOWN);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [member, setVerified] = useState<TMemberView | null>(null);
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);

  useEffect(() => {
    if (view !== 2 || countdown === 0) return;
    const timer = window.setTimeout(() => setCountdown((value) => value - 1), 1_000);
    return () => window.clearTimeout(timer);
  }, [view, countdown]);

  async function send() {
    setBusy(true);
    setError(null);
    try {
      await sendVerificationCode({ phone, country, ...(storeId ? { storeId } : {}) }, locale);
      setCode('');
      setCodeError(undefined);
      setCountdown(RESEND_COUNTDOWN);
      setView(2);
    } catch (caught) {
      if (!isApiError(caught)) throw caught;
      if (caught.code === 'CONFLICT') setView(1);
      else setError(caught.fieldErrors.phone?.[0] ?? caught.message);
    } finally {
      setBusy(false);
    }
  }

  async function check(event: FormEvent) {
    event.preventDefault();
    if (busy || code.length === 0) return;
    setBusy(true);
    setCodeError(undefined);
    try {
      setVerified((await checkVerificationCode({ code }, locale)).member);
      setView(3);
    } catch (caught) {
      if (!isApiError(caught)) throw caught;
      setCodeError(caught.fieldErrors.code?.[0] ?? caught.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.form} aria-live="polite">
      <h2 className={styles.title}>{t('verifyTitle')}</h2>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {view === 0 && (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy && isValidPhone(phone, country)) void send();
          }}
        >
          <p className={styles.muted}>{t('verifyIntro')}</p>
          <SelectField
            label={t('country')}
            value={country}
            options={PHONE_COUNTRIES.map((c) => ({ value: c.code, label: `${names.of(c.code)} (+${c.callingCode})` }))}
            onValue={(value) => setCountry(value as PhoneCountryCode)}
          />
          <TextField label={t('phone')} type="tel" inputMode="tel" autoComplete="tel-national" value={phone} onValue={setPhone} />
          <button type="submit" className={styles.primary} disabled={busy || !isValidPhone(phone, country)}>
            {t('sendCode')}
          </button>
        </form>
      )}
      {view === 1 && (
        <>
          <p role="alert" className={styles.error}>
            {t('alreadyRegistered')}
          </p>
          <button type="button" className={styles.primary} onClick={() => setView(0)}>
            {t('enterAnother')}
          </button>
        </>
      )}
      {view === 2 && (
        <form className={styles.form} noValidate onSubmit={check}>
          <p className={styles.muted}>{t('codeIntro', { phone })}</p>
          <TextField
            label={t('codeLabel')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            error={codeError}
            // Only digits are taken (part 2 §5); tab and the arrows work as ever.
            onValue={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
          />
          <button type="submit" className={styles.primary} disabled={busy || code.length === 0}>
            {t('next')}
          </button>
          <button type="button" className={styles.link} disabled={busy || countdown > 0} onClick={() => void send()}>
            {countdown > 0 ? t('resendIn', { seconds: countdown }) : t('resend')}
          </button>
        </form>
      )}
      {view === 3 && member && (
        <>
          <p role="status" className={styles.success}>
            {t('verified')}
          </p>
          <button type="button" className={styles.primary} onClick={() => onDone(member)}>
            {t('continueOrdering')}
          </button>
        </>
      )}
    </div>
  );
}
