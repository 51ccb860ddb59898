'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useMemo, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { useAccountForm } from '@/components/account/use-account-form';
import { LanguagePicker } from '@/components/layout/language-picker';
import { TextField } from '@/components/forms/text-field';
import { registerVisit } from '@/lib/client/membership/membership-api';
import { ENTITY_STORAGE_KEYS } from '@/lib/client/storage/entity-keys';
import { writeStorage } from '@/lib/client/storage';
import { useRouter } from '@/lib/i18n/client-navigation';
import { createGuestCheckInSchema } from '@/lib/schemas/forms/guest-check-in';
import type { TGuestCheckInPageView } from '@/lib/views/membership';
import { CHECKED_IN_PARAM } from './checked-in-param';
import styles from './membership.module.css';

const EMPTY = { Name: '', Phone: '', Email: '', Table: '' };
type CheckInValues = typeof EMPTY;

/**
 * Guest check-in (part 1 §2 and §4 "Auth and flows", part 2 §5): language, logo, store name and
 * table; name, phone, email (required only with the marketing opt-in), the table as an input
 * only when the link's table is 0, the opt-in unless the store hides it. Submit waits while the
 * visit is recorded; then the guest is kept on this device (guestCheckinUser) and the store page
 * opens with the success message and the table of the link with its code (`s`: a table typed here
 * has no code, and the page opens without it, for a table's orders come from its own QR link); a
 * failure stays here with "visit register error". A visit sends nothing to the kitchen, so its
 * table needs no code.
 */
export function GuestCheckInForm({ view }: { view: TGuestCheckInPageView }) {
  const t = useTranslations('membership');
  const locale = useLocale();
  const router = useRouter();
  const search = useSearchParams();
  const linkTable = (search.get('table') ?? '').trim();
  const linkCode = (search.get('s') ?? '').trim();
  const tableAsked = linkTable === '0' || linkTable === '';
  const [optIn, setOptIn] = useState(false);
  const [failed, setFailed] = useState(false);
  const body = (values: CheckInValues) => ({ ...values, Table: tableAsked ? values.Table.trim() : linkTable, AgreeToReceivePromotionalOffers: !view.hideMarketing && optIn });
  const schema = useMemo(() => z.preprocess((values) => body(values as CheckInValues), createGuestCheckInSchema()), [optIn, tableAsked, linkTable, view.hideMarketing]); // eslint-disable-line react-hooks/exhaustive-deps -- body reads exactly these
  const form = useAccountForm(schema, EMPTY);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailed(false);
    void form.submit(
      async () => {
        const visit = body(form.values);
        await registerVisit(view.store.id, visit, locale);
        writeStorage(ENTITY_STORAGE_KEYS.guestCheckinUser, { ...visit, Email: visit.Email.trim(), StoreID: view.store.id });
        // Back to the table of the link, with its code; a typed table has none, so the store opens without it.
        const query = new URLSearchParams({ ...(!tableAsked && linkCode ? { table: visit.Table, s: linkCode } : {}), [CHECKED_IN_PARAM]: '1' });
        router.push(`/store/${encodeURIComponent(view.store.slug)}?${query}`);
      },
      () => {
        setFailed(true);
        return true;
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="check-in-title">
      <div className={styles.topRow}>
        <LanguagePicker />
      </div>
      <div className={styles.head}>
        {view.store.logo && <img src={view.store.logo} alt="" className={styles.logo} />}
        <h1 id="check-in-title" className={styles.title}>
          {t('checkInTitle', { store: view.store.name })}
        </h1>
        {!tableAsked && <p className={styles.code}>{t('tableNumber', { table: linkTable })}</p>}
        <p className={styles.intro}>{t('checkInIntro')}</p>
      </div>
      {failed && (
        <p role="alert" className={`${styles.banner} ${styles.error}`}>
          {t('visitError')}
        </p>
      )}
      <div className={styles.form}>
        <TextField label={t('name')} autoComplete="name" {...form.bind('Name')} />
        <TextField label={t('phone')} type="tel" inputMode="tel" autoComplete="tel" {...form.bind('Phone')} />
        <TextField label={t('email')} type="email" inputMode="email" autoComplete="email" {...form.bind('Email')} />
        {tableAsked && <TextField label={t('table')} {...form.bind('Table')} />}
      </div>
      {!view.hideMarketing && (
        <div className={styles.check}>
          <input id="check-in-marketing" type="checkbox" checked={optIn} onChange={(event) => setOptIn(event.target.checked)} />
          <label htmlFor="check-in-marketing">{t('marketing')}</label>
        </div>
      )}
      <button type="submit" className={styles.primary} disabled={form.busy}>
        {form.busy ? t('checkingIn') : t('checkIn')}
      </button>
    </form>
  );
}
