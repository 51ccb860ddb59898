'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useTransient } from '@/components/ui/use-transient';
import { TextField } from '@/components/forms/text-field';
import { saveProfile, signOut, signOutEverywhere } from '@/lib/client/account/account-api';
import { isApiError } from '@/lib/client/api/api-error';
import { setMember } from '@/lib/client/account/member-session';
import { useRouter } from '@/lib/i18n/client-navigation';
import { ZProfileDetailsSchema } from '@/lib/schemas/forms/profile';
import type { TProfilePageView } from '@/lib/views/account';
import styles from './account.module.css';
import { useAccountForm } from './use-account-form';

/** Part 2 §9: the success message shows for 2000 ms. */
export const SAVED_MESSAGE_MS = 2_000;

/**
 * My account (part 1 §2 "account"): the details with the email read-only, saved with "profile
 * saved successfully" for 2 s; Log out, and Sign out everywhere (every device's session ended),
 * which on this page go on to the store (or /).
 */
export function ProfileForm({ view }: { view: TProfilePageView }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const router = useRouter();
  const { profile } = view;
  const form = useAccountForm(ZProfileDetailsSchema, {
    FirstName: profile.firstName,
    LastName: profile.lastName,
    Mobile: profile.mobile,
    DateOfBirth: profile.dateOfBirth,
    Address: profile.address,
  });
  const { busy, error } = form;
  const [saved, setSaved] = useTransient<true>(SAVED_MESSAGE_MS);
  const [leaving, setLeaving] = useState(false);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const leave = () => {
    setMember(null);
    router.push(view.storeSlug ? `/store/${view.storeSlug}` : '/');
  };

  /** Sign out everywhere; a session already ended elsewhere (401) is signed out too. */
  async function everywhere() {
    setLeaving(true);
    setLeaveError(null);
    try {
      await signOutEverywhere(locale);
      leave();
    } catch (caught) {
      if (isApiError(caught) && caught.code === 'UNAUTHORIZED') return leave();
      setLeaveError(isApiError(caught) ? caught.message : t('signOutFailed'));
      setLeaving(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.submit(async () => {
      await saveProfile(form.values, locale);
      setSaved(true);
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="profile-title">
      <h1 id="profile-title" className={styles.title}>
        {t('profileTitle')}
      </h1>
      {profile.memberCode && <p className={styles.muted}>{t('memberCode', { code: profile.memberCode })}</p>}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {saved && (
        <p role="status" className={styles.success}>
          {t('profileSaved')}
        </p>
      )}
      <div className={styles.grid}>
        <TextField label={t('email')} type="email" value={profile.email} readOnly wide onValue={() => undefined} />
        <TextField label={t('firstName')} autoComplete="given-name" {...form.bind('FirstName')} />
        <TextField label={t('lastName')} autoComplete="family-name" {...form.bind('LastName')} />
        <TextField label={t('phone')} type="tel" inputMode="tel" autoComplete="tel" {...form.bind('Mobile')} />
        <TextField label={t('birthDate')} inputMode="numeric" placeholder="DD/MM/YYYY" autoComplete="bday" {...form.bind('DateOfBirth')} />
        <TextField label={t('address')} autoComplete="street-address" wide {...form.bind('Address')} />
      </div>
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('saveProfile')}
      </button>
      <button
        type="button"
        className={styles.link}
        onClick={async () => {
          await signOut().catch(() => undefined);
          leave();
        }}
      >
        {t('logOut')}
      </button>
      <button type="button" className={styles.link} aria-describedby="sign-out-everywhere-hint" disabled={leaving} onClick={() => void everywhere()}>
        {t('signOutEverywhere')}
      </button>
      <p id="sign-out-everywhere-hint" className={styles.muted}>
        {t('signOutEverywhereHint')}
      </p>
      {leaveError && (
        <p role="alert" className={styles.error}>
          {leaveError}
        </p>
      )}
    </form>
  );
}
