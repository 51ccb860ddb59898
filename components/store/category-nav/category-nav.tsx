'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { animateScroll } from './animate-scroll';
import { PHONE_QUERY, SCROLL_SPY_THRESHOLD } from './constants';
import styles from './category-nav.module.css';
import { MoreMenu } from './more-menu';
import type { NavCategory } from './nav-category';
import { useMediaQuery } from '@/lib/client/use-media-query';
import { useOverflow } from './use-overflow';
import { useScrollSpy } from './use-scroll-spy';
import { useScrollToCategory } from './use-scroll-to-category';

export interface CategoryNavProps {
  categories: NavCategory[];
}

/** Time to bring the active link into view inside the phone row (the spec's carousel speed). */
const ROW_SCROLL_MS = 300;

/**
 * Sticky category navigation (spec §2): one row of links, the rest under More on wider screens, a
 * sideways-scrolling row on phones; smooth scroll to a category and scroll-spy highlight.
 * Each link keeps `data-category-link` so the search filter's style sheet hides emptied categories.
 */
export function CategoryNav({ categories }: CategoryNavProps) {
  const t = useTranslations('categoryNav');
  const nav = useRef<HTMLElement>(null);
  const row = useRef<HTMLUListElement>(null);
  const more = useRef<HTMLDivElement>(null);
  const phone = useMediaQuery(PHONE_QUERY);
  const ids = categories.map((category) => category.id);
  const overflow = useOverflow(row, more, !phone, ids);
  const { scrollTo, pin } = useScrollToCategory(nav);
  const [activeId, setActiveId] = useScrollSpy(ids, SCROLL_SPY_THRESHOLD, pin);
  const folded = new Set(overflow);

  // On phones the row scrolls sideways: keep the highlighted link in sight.
  useEffect(() => {
    const list = row.current;
    if (!phone || !list || activeId === null) return;
    const item = [...list.children].find((li): li is HTMLElement => li instanceof HTMLElement && li.dataset.categoryLink === activeId);
    if (!item) return;
    const left = item.offsetLeft;
    const right = left + item.offsetWidth;
    if (left >= list.scrollLeft && right <= list.scrollLeft + list.clientWidth) return;
    const target = Math.max(0, left - (list.clientWidth - item.offsetWidth) / 2);
    const animation = animateScroll(list.scrollLeft, target, ROW_SCROLL_MS, (x) => {
      list.scrollLeft = x;
    });
    return animation.cancel;
  }, [phone, activeId]);

  function choose(id: string) {
    setActiveId(id);
    scrollTo(id);
  }

  if (categories.length === 0) return null;

  return (
    <nav ref={nav} className={styles.nav} aria-label={t('label')}>
      <div className={`container ${styles.bar}`}>
        <ul ref={row} className={styles.row}>
          {categories.map((category) => {
            const isFolded = folded.has(category.id);
            return (
              <li key={category.id} data-category-link={category.id} className={isFolded ? styles.folded : undefined} aria-hidden={isFolded || undefined}>
                <a
                  href={`#category-${category.id}`}
                  className={category.id === activeId ? styles.active : undefined}
                  aria-current={category.id === activeId ? 'true' : undefined}
                  tabIndex={isFolded ? -1 : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    choose(category.id);
                  }}
                >
                  {category.name}
                </a>
              </li>
            );
          })}
        </ul>
        {!phone && <MoreMenu rootRef={more} items={categories.filter((category) => folded.has(category.id))} activeId={activeId} onChoose={choose} idle={overflow.length === 0} />}
      </div>
    </nav>
  );
}
