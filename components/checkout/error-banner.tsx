'use client';

import { useMemo } from 'react';
import { safeMessageHtml } from '@/lib/client/html/safe-html';
import styles from './checkout.module.css';

/** The checkout's error banner: the server's translated message, which may carry simple HTML. */
export function ErrorBanner({ message }: { message: string | null }) {
  const html = useMemo(() => (message ? safeMessageHtml(message) : ''), [message]);
  if (!message) return null;
  return (
    <div className={styles.banner} role="alert">
      <span className={styles.bannerIcon} aria-hidden="true">
        !
      </span>
      <p dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
