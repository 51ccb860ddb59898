'use client';

import { useTranslations } from 'next-intl';
import styles from './carousel.module.css';
import type { SwipeDirection } from './use-swipe';

/** Previous and next buttons of a carousel track; each is disabled at its end. */
export function CarouselButtons({ trackId, atStart, atEnd, onPage }: { trackId: string; atStart: boolean; atEnd: boolean; onPage: (direction: SwipeDirection) => void }) {
  const t = useTranslations('carousel');
  if (atStart && atEnd) return null;
  return (
    <>
      <button type="button" className={styles.arrow} aria-label={t('previous')} aria-controls={trackId} disabled={atStart} onClick={() => onPage('previous')}>
        <span className={`${styles.chevron} ${styles.chevronLeft}`} aria-hidden="true" />
      </button>
      <button type="button" className={styles.arrow} aria-label={t('next')} aria-controls={trackId} disabled={atEnd} onClick={() => onPage('next')}>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
    </>
  );
}
