'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useTransition } from 'react';
import { useHydrated } from '@/lib/client/use-hydrated';
import { usePathname, useRouter } from '@/lib/i18n/client-navigation';
import { localeOf, routing, type Locale } from '@/lib/i18n/routing';
import styles from './language-picker.module.css';

/** Switches the language and stays on the same page, query included. */
export function LanguagePicker() {
  const t = useTranslations('languagePicker');
  const locale = useLocale();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // Until hydration a choice could not be acted on: the select stays disabled rather than ignore it.
  const hydrated = useHydrated();

  function choose(next: Locale) {
    const query = Object.fromEntries(searchParams.entries());
    startTransition(() => router.replace({ pathname, query }, { locale: next }));
  }

  return (
    <label className={styles.picker}>
      <span className="visually-hidden">{t('label')}</span>
      <select value={locale} disabled={pending || !hydrated} onChange={(event) => choose(localeOf(event.target.value))} aria-label={t('label')}>
        {routing.locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(code)}
          </option>
        ))}
      </select>
    </label>
  );
}
