'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { TMembershipCompletionView } from '@/lib/views/membership';
import styles from './membership.module.css';

/** Spec part 1 §2: the progress indicator hides 1 s after completion. */
export const PROGRESS_HIDE_MS = 1000;

/**
 * The membership completion page (part 1 §2): the member's QR code (their member code), its
 * download as QrCode.png, and the wallet buttons, each shown only where its service is
 * configured. The progress indicator runs until the QR code has loaded, then hides 1 s later.
 */
export function MembershipCompletion({ view }: { view: TMembershipCompletionView }) {
  const t = useTranslations('membership');
  const [loaded, setLoaded] = useState(false);
  const [progressShown, setProgressShown] = useState(true);
  useEffect(() => {
    if (!loaded) return;
    const timer = window.setTimeout(() => setProgressShown(false), PROGRESS_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [loaded]);

  return (
    <section className={styles.form} aria-labelledby="completion-title">
      <div className={styles.head}>
        {view.store.logo && <img src={view.store.logo} alt={view.store.name} className={styles.logo} />}
        <h1 id="completion-title" className={styles.title}>
          {t('completionTitle', { name: view.displayName })}
        </h1>
        <p className={styles.intro}>{t('completionIntro')}</p>
      </div>
      {progressShown && (
        <div className={styles.progress} role="progressbar" aria-label={t('preparing')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={loaded ? 100 : undefined}>
          <div className={styles.progressValue} />
        </div>
      )}
      <div className={styles.qr}>
        <img
          src={view.qrCodePath}
          alt={t('qrAlt', { code: view.memberCode })}
          width={384}
          height={384}
          ref={(img) => {
            if (img?.complete && img.naturalWidth > 0) setLoaded(true);
          }}
          onLoad={() => setLoaded(true)}
          onError={() => setLoaded(true)}
        />
        <p className={styles.intro}>{t('memberCode')}</p>
        <p className={styles.code} data-testid="member-code">
          {view.memberCode}
        </p>
      </div>
      <div className={styles.actions}>
        <a className={styles.primary} href={view.qrCodePath} download="QrCode.png">
          {t('downloadQr')}
        </a>
        {view.googleWalletPath && (
          <a className={styles.secondary} href={view.googleWalletPath}>
            {t('googleWallet')}
          </a>
        )}
        {view.appleWalletPath && (
          <a className={styles.secondary} href={view.appleWalletPath} download="membership.pkpass">
            {t('appleWallet')}
          </a>
        )}
      </div>
    </section>
  );
}
