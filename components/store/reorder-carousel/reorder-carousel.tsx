'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { CarouselButtons } from '@/components/store/popular-carousel/carousel-buttons';
import { CAROUSEL_SCROLL_MS, SWIPE_THRESHOLD_PX } from '@/components/store/popular-carousel/constants';
import { useCarouselPaging } from '@/components/store/popular-carousel/use-carousel-paging';
import { useSwipe } from '@/components/store/popular-carousel/use-swipe';
import { reorderPreview } from '@/lib/domain/order-status/reorder';
import styles from './reorder-carousel.module.css';

export interface ReorderOrder {
  id: string;
  /** already formatted, e.g. "Mon 3 March 07:45 pm" (spec §9: weekday day month hh:mm am/pm) */
  date: string;
  /** item names as they should be listed, e.g. "2 × Flat white" */
  items: string[];
}

export interface ReorderCarouselProps {
  orders: ReorderOrder[];
  /** the order whose store is being checked: its button waits */
  busyId?: string | null;
  onReorder: (id: string) => void;
  onSkip: () => void;
}

/**
 * Previous orders offered again (spec §2): up to 4 items each, then "Plus N items". Presentational:
 * PreviousOrders decides when it shows (login enabled and past orders exist) and what Reorder and Skip do.
 */
export function ReorderCarousel({ orders, busyId = null, onReorder, onSkip }: ReorderCarouselProps) {
  const t = useTranslations('carousel');
  const track = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const trackId = useId();
  const { atStart, atEnd, page, update } = useCarouselPaging(track, CAROUSEL_SCROLL_MS, orders.length);
  const swipe = useSwipe(SWIPE_THRESHOLD_PX, page);

  if (orders.length === 0) return null;

  return (
    <section className={styles.carousel} aria-labelledby={headingId} aria-roledescription={t('roleDescription')}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {t('reorderHeading')}
        </h2>
        <div className={styles.controls}>
          <CarouselButtons trackId={trackId} atStart={atStart} atEnd={atEnd} onPage={page} />
          <button type="button" className={styles.skip} aria-label={t('skipReorder')} onClick={onSkip}>
            {t('skip')}
          </button>
        </div>
      </div>
      <ul ref={track} id={trackId} className={styles.track} onScroll={update} {...swipe}>
        {orders.map((order) => {
          const { listed, more } = reorderPreview(order.items);
          return (
            <li key={order.id} className={styles.card} aria-label={t('orderOf', { date: order.date })}>
              <p className={styles.date}>{order.date}</p>
              <ul className={styles.items}>
                {listed.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
              {more > 0 && <p className={styles.more}>{t('plusItems', { count: more })}</p>}
              <button
                type="button"
                className={styles.reorder}
                aria-label={t('reorderLabel', { date: order.date })}
                disabled={busyId !== null}
                aria-busy={busyId === order.id}
                onClick={() => onReorder(order.id)}
              >
                {t('reorder')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
