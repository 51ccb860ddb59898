'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { HideOnErrorImage } from '@/components/ui/hide-on-error-image';
import { CarouselButtons } from './carousel-buttons';
import styles from './carousel.module.css';
import { CAROUSEL_SCROLL_MS, POPULAR_SKIPPED_KEY, SWIPE_THRESHOLD_PX } from './constants';
import type { PopularProduct } from '@/lib/domain/menu/popular-products';
import { useCarouselPaging } from './use-carousel-paging';
import { useSessionFlag } from './use-session-flag';
import { useSwipe } from './use-swipe';

export interface PopularCarouselProps {
  products: PopularProduct[];
  /** a card was chosen: the page opens the product dialog for this id */
  onSelect?: (id: string) => void;
  /** keeps the skip per store; without it one skip hides the carousel in every store of the session */
  storeId?: string;
}

/**
 * The store screen's popular carousel (spec §2): a sideways row of popular products with previous
 * and next (300 ms), touch swipe (5 px), and Skip, which hides it for the rest of the session.
 */
export function PopularCarousel({ products, onSelect, storeId }: PopularCarouselProps) {
  const t = useTranslations('carousel');
  const [skipped, skip] = useSessionFlag(storeId ? `${POPULAR_SKIPPED_KEY}:${storeId}` : POPULAR_SKIPPED_KEY);
  const track = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const trackId = useId();
  const hidden = skipped || products.length === 0;
  const { atStart, atEnd, page, update } = useCarouselPaging(track, CAROUSEL_SCROLL_MS, hidden ? 0 : products.length);
  const swipe = useSwipe(SWIPE_THRESHOLD_PX, page);

  if (hidden) return null;

  return (
    <section className={styles.carousel} aria-labelledby={headingId} aria-roledescription={t('roleDescription')}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {t('popularHeading')}
        </h2>
        <div className={styles.controls}>
          <CarouselButtons trackId={trackId} atStart={atStart} atEnd={atEnd} onPage={page} />
          <button type="button" className={styles.skip} aria-label={t('skipPopular')} onClick={skip}>
            {t('skip')}
          </button>
        </div>
      </div>
      <ul ref={track} id={trackId} className={styles.track} onScroll={update} {...swipe}>
        {products.map((product) => {
          const content = (
            <>
              <span className={styles.media}>
                {product.photoUrl && <HideOnErrorImage src={product.photoUrl} alt="" width={160} height={120} loading="lazy" decoding="async" />}
              </span>
              <span className={styles.name}>{product.name}</span>
              <span className={styles.price}>{product.price}</span>
            </>
          );
          return (
            <li key={product.id} className={styles.item}>
              {onSelect ? (
                <button type="button" className={styles.card} onClick={() => onSelect(product.id)}>
                  {content}
                </button>
              ) : (
                <div className={styles.card}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
