'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { isApiError } from '@/lib/client/api/api-error';
import { signInBoard } from '@/lib/client/board/board-api';
import styles from './board.module.css';

/** The staff passcode form; a right passcode opens the board's session and the page shows the board. */
export function BoardSignIn({ storeId, storeName }: { storeId: string; storeName: string }) {
  const t = useTranslations('board');
  const locale = useLocale();
  const router = useRouter();
  const [passcode, setPasscode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await signInBoard(storeId, passcode, locale);
      router.refresh();
    } catch (caught) {
      setError(isApiError(caught) && caught.message ? (caught.fieldErrors?.passcode?.[0] ?? caught.message) : t('errors.actionFailed'));
      setBusy(false);
    }
  }

  return (
    <main id="main" className={styles.root}>
      <form className={styles.signIn} onSubmit={submit} noValidate>
        <h1>{t('signIn.heading')}</h1>
        <p className={styles.meta}>{t('signIn.intro', { store: storeName })}</p>
        <label className={styles.label} htmlFor={inputId}>
          {t('signIn.passcode')}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="password"
          inputMode="numeric"
          autoComplete="current-password"
          value={passcode}
          onChange={(event) => setPasscode(event.target.value)}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? errorId : undefined}
          required
        />
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? t('signIn.busy') : t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
