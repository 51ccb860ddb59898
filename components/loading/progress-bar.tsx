'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { PROGRESS_INTERVAL_MS, PROGRESS_TOTAL, progressAt } from '@/lib/domain/time/progress';
import styles from './progress-bar.module.css';

/**
 * The page-load progress bar: 2 every 50 ms up to 100, while the store and its menu load. The
 * bar is drawn by CSS from the first paint (a stepped animation, `steps(50)` over 2.5 s), so it
 * moves before the page's JavaScript has arrived; once hydrated, the value is told to assistive
 * technology as well.
 */
export function ProgressBar() {
  const t = useTranslations('common');
  const [value, setValue] = useState(0);
  useEffect(() => {
    const started = performance.now();
    const timer = window.setInterval(() => {
      const next = progressAt(performance.now() - started);
      setValue(next);
      if (next >= PROGRESS_TOTAL) window.clearInterval(timer);
    }, PROGRESS_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div className={styles.progress} role="progressbar" aria-label={t('loading')} aria-valuemin={0} aria-valuemax={PROGRESS_TOTAL} aria-valuenow={value}>
      <div className={styles.progressValue} />
    </div>
  );
}
