'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, type FormEvent } from 'react';
import { z } from 'zod';
import { useAccountForm } from '@/components/account/use-account-form';
import { HtmlModalLink } from '@/components/ui/html-modal-link';
import { FieldError } from '@/components/forms/field-error';
import type { FieldClasses } from '@/components/forms/field-types';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { useTransient } from '@/components/ui/use-transient';
import { AddressAutocomplete } from '@/components/wizard/address-autocomplete';
import { signUpMember } from '@/lib/client/membership/membership-api';
import { useRouter } from '@/lib/i18n/client-navigation';
import { createMembershipSignupSchema } from '@/lib/schemas/forms/membership-signup';
import type { TMembershipSignupPageView } from '@/lib/views/membership';
import styles from './membership.module.css';

const FORM_ID = 'membership-signup';

/** Spec part 1 §9: a failure's message shows for 4 s. */
export const SIGNUP_FAILURE_MS = 4000;

const EMPTY = { email: '', confirmEmail: '', firstName: '', lastName: '', birthDate: '', gender: '', mobile: '', postcode: '', preferredStore: '', address: '', agree: '' };
type SignupValues = typeof EMPTY;

/** The form's texts as the call's body: gender as its code (0, 1, 2), the preferred store as { ID, Name }, agree as a flag. */
function requestBody(values: SignupValues, stores: TMembershipSignupPageView['otherStores']) {
  const preferred = stores.find((store) => store.ID === values.preferredStore);
  return {
    email: values.email,
    confirmEmail: values.confirmEmail,
    firstName: values.firstName,
    lastName: values.lastName,
    birthDate: values.birthDate,
    ...(values.gender === '' ? {} : { gender: Number(values.gender) }),
    mobile: values.mobile,
    postcode: values.postcode,
    ...(preferred ? { preferredStore: { ID: preferred.ID, Name: preferred.Name } } : {}),
    ...(values.address.trim() ? { address: values.address.trim() } : {}),
    agree: values.agree === 'true',
  };
}

/** The sign-up's selects keep the membership page's own look. */
const SELECT_CLASSES: FieldClasses = { field: styles.field, label: styles.label, input: styles.select, error: styles.fieldError };

/**
 * Loyalty membership sign-up (part 1 §2, part 2 §5 "Member registration"): email and its
 * confirmation, names, birth date DD/MM/YYYY, gender, mobile, postcode, the preferred store when
 * the group has other stores, the address by Australian autocomplete, and the agree box that
 * enables Join membership. Checked in the browser by the schema the server checks; on success the
 * member's completion page opens, on failure "User registration has error" shows for 4 s.
 */
export function MembershipSignupForm({ view }: { view: TMembershipSignupPageView }) {
  const t = useTranslations('membership');
  const locale = useLocale();
  const router = useRouter();
  const { store, otherStores, termsHtml } = view;
  const schema = useMemo(
    () => z.preprocess((values) => requestBody(values as SignupValues, otherStores), createMembershipSignupSchema({ offerPreferredStore: otherStores.length > 0 })),
    [otherStores],
  );
  const form = useAccountForm(schema, EMPTY);
  const [outcome, setOutcome] = useTransient<'success' | 'failure'>(SIGNUP_FAILURE_MS);
  const agreed = form.values.agree === 'true';

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.submit(
      async () => {
        const { userId } = await signUpMember(store.id, requestBody(form.values, otherStores), locale);
        setOutcome('success');
        router.push(`/store/${store.id}/${encodeURIComponent(store.slug)}/finalizeSoRegistration/${encodeURIComponent(userId)}`);
      },
      () => {
        setOutcome('failure');
        return false;
      },
    );
  }

  const genders = [
    { value: '0', label: t('genderMale') },
    { value: '1', label: t('genderFemale') },
    { value: '2', label: t('genderUnspecified') },
  ];
  const gender = form.bind('gender');
  const preferred = form.bind('preferredStore');
  const address = form.bind('address');

  return (
    <div className={styles.form}>
      <div className={styles.head}>
        {store.logo && <img src={store.logo} alt={store.name} className={styles.logo} />}
        <h1 id="signup-title" className={styles.title}>
          {t('signupTitle', { store: store.name })}
        </h1>
        <p className={styles.intro}>{t('signupIntro')}</p>
      </div>
      {outcome === 'success' && (
        <p role="status" className={`${styles.banner} ${styles.success}`}>
          {t('success')}
        </p>
      )}
      {outcome === 'failure' && (
        <p role="alert" className={`${styles.banner} ${styles.error}`}>
          {t('failure')}
          {form.error ? ` – ${form.error}` : ''}
        </p>
      )}
      <form id={FORM_ID} className={styles.grid} onSubmit={submit} noValidate aria-labelledby="signup-title">
        <TextField label={t('email')} type="email" inputMode="email" autoComplete="email" {...form.bind('email')} />
        <TextField label={t('confirmEmail')} type="email" inputMode="email" autoComplete="email" {...form.bind('confirmEmail')} />
        <TextField label={t('firstName')} autoComplete="given-name" {...form.bind('firstName')} />
        <TextField label={t('lastName')} autoComplete="family-name" {...form.bind('lastName')} />
        <TextField label={t('birthDate')} inputMode="numeric" placeholder={t('birthDatePlaceholder')} autoComplete="bday" {...form.bind('birthDate')} />
        <SelectField classes={SELECT_CLASSES} label={t('gender')} placeholder={t('gender')} options={genders} {...gender} />
        <TextField label={t('mobile')} type="tel" inputMode="tel" autoComplete="tel" {...form.bind('mobile')} />
        <TextField label={t('postcode')} inputMode="numeric" autoComplete="postal-code" maxLength={4} {...form.bind('postcode')} />
        {otherStores.length > 0 && (
          <SelectField
            classes={SELECT_CLASSES}
            label={t('preferredStore')}
            placeholder={t('preferredStoreChoose')}
            options={otherStores.map((s) => ({ value: s.ID, label: s.Name }))}
            {...preferred}
          />
        )}
        <div className={`${styles.field} ${styles.wide}`}>
          <AddressAutocomplete onChoose={(suggestion) => address.onValue(suggestion.description)} />
          <FieldError className={styles.fieldError}>{address.error}</FieldError>
        </div>
      </form>
      {/* Outside the form: the terms modal has a button of its own, which must not be the form's default (Enter). */}
      <div className={styles.check}>
        <input id="membership-agree" type="checkbox" checked={agreed} onChange={(event) => form.bind('agree').onValue(event.target.checked ? 'true' : '')} />
        <label htmlFor="membership-agree">{t('agree')}</label>
        {termsHtml ? <HtmlModalLink label={t('terms')} title={t('termsTitle')} html={termsHtml} closeLabel={t('close')} /> : <span>{t('terms')}</span>}
      </div>
      <button type="submit" form={FORM_ID} className={styles.primary} disabled={!agreed || form.busy}>
        {form.busy ? t('joining') : t('join')}
      </button>
    </div>
  );
}
