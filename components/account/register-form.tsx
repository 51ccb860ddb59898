'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { TextField } from '@/components/forms/text-field';
import { register } from '@/lib/client/account/account-api';
import { createRegistrationSchema } from '@/lib/schemas/forms/registration';
import type { TMemberView, TSocialSignInView } from '@/lib/views/account';
import styles from './account.module.css';
import { SocialSignIn } from './social-sign-in';
import { useAccountForm } from './use-account-form';

const schema = createRegistrationSchema();
const EMPTY = { email: '', confirmEmail: '', firstName: '', lastName: '', address: '', phone: '', birthDate: '', password: '', confirmPassword: '' };

/** Values known already (a guest's checkout details), filled in for the customer to check. */
export type TRegisterPrefill = Partial<Record<keyof typeof EMPTY, string>>;

interface RegisterFormProps {
  /** the store registered from: the member joins its group */
  storeId?: string;
  /** the Google and Facebook buttons (the spec's optional social sign-in), or null */
  social?: TSocialSignInView | null;
  onRegistered: (member: TMemberView) => void;
  onSignIn: () => void;
  prefill?: TRegisterPrefill;
}

/**
 * Registration (part 1 §2, part 2 §5): email and its confirmation, first and last name, address,
 * phone, birth date DD/MM/YYYY, password and its confirmation, a link back to sign-in. Each rule
 * shows its message under its field once the field is left.
 */
export function RegisterForm({ storeId, social = null, onRegistered, onSignIn, prefill }: RegisterFormProps) {
  const t = useTranslations('account');
  const locale = useLocale();
  const form = useAccountForm(schema, { ...EMPTY, ...prefill });
  const { busy, error } = form;

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.submit(async () => onRegistered((await register({ ...form.values, ...(storeId ? { storeId } : {}) }, locale)).member!));
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="register-title">
      <h2 id="register-title" className={styles.title}>
        {t('registerTitle')}
      </h2>
      {/* At the top: a customer who would rather use Google or Facebook need not scroll past every field. */}
      {social && <SocialSignIn social={social} storeId={storeId} placement="before" onSignedIn={onRegistered} />}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.grid}>
        <TextField label={t('email')} type="email" inputMode="email" autoComplete="email" wide {...form.bind('email')} />
        <TextField label={t('confirmEmail')} type="email" inputMode="email" autoComplete="email" wide {...form.bind('confirmEmail')} />
        <TextField label={t('firstName')} autoComplete="given-name" {...form.bind('firstName')} />
        <TextField label={t('lastName')} autoComplete="family-name" {...form.bind('lastName')} />
        <TextField label={t('address')} autoComplete="street-address" wide {...form.bind('address')} />
        <TextField label={t('phone')} type="tel" inputMode="tel" autoComplete="tel" {...form.bind('phone')} />
        <TextField label={t('birthDate')} inputMode="numeric" placeholder="DD/MM/YYYY" autoComplete="bday" {...form.bind('birthDate')} />
        <TextField label={t('password')} type="password" autoComplete="new-password" {...form.bind('password')} />
        <TextField label={t('confirmPassword')} type="password" autoComplete="new-password" {...form.bind('confirmPassword')} />
      </div>
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('createAccount')}
      </button>
      <p className={styles.muted}>
        {t('haveAccount')}{' '}
        <button type="button" className={styles.link} onClick={onSignIn}>
          {t('signIn')}
        </button>
      </p>
    </form>
  );
}
