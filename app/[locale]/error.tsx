'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { TitlePage } from '@/components/pages/title-page';

// The browser log's writer is fetched when a failure is shown, not with every page.
const browserLog = () => import('@/lib/client/log/browser-log');

/** An unexpected failure while rendering: the spec's general error text, and a way back. The failure goes to the browser log (/LogViewer). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations();
  useEffect(() => void browserLog().then((log) => log.recordError('render', error)), [error]);
  const tryAgain = () => {
    void browserLog().then((log) => log.recordLog({ logType: 'Info', category: 'render', desc: 'retry' }));
    reset();
  };
  return (
    <TitlePage title={t('pages.generalError')}>
      <p>{t('errors.unexpected')}</p>
      <button type="button" onClick={tryAgain}>
        {t('common.tryAgain')}
      </button>
    </TitlePage>
  );
}
