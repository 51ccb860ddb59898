'use client';

import { useTranslations } from 'next-intl';
import { TitlePage } from '@/components/pages/title-page';

/** An unexpected failure while rendering: the spec's general error text, and a way back. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations();
  return (
    <TitlePage title={t('pages.generalError')}>
      <p>{t('errors.unexpected')}</p>
      <button type="button" onClick={reset}>
        {t('common.tryAgain')}
      </button>
    </TitlePage>
  );
}
