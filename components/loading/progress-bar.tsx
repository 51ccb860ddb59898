'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { PROGRESS_INTERVAL_MS, PROGRESS_STEP, PROGRESS_TOTAL } from '@/lib/domain/time/progress';
import styles from './skeleton.module.css';

/** The page-load progress bar: 2 every 50 ms up to 100, while the store and its menu load. */
export function ProgressBar() {
  const t = useTranslations('common');
  const [value, setValue] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setValue((current) => Math.min(PROGRESS_TOTAL, current + PROGRESS_STEP)), PROGRESS_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div className={styles.progress} role="progressbar" aria-label={t('loading')} aria-valuemin={0} aria-valuemax={PROGRESS_TOTAL} aria-valuenow={value}>
      <div className={styles.progressValue} style={{ width: `${value}%` }} />
    </div>
  );
}
