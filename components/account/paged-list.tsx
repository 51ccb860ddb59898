'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useMediaQuery } from '@/lib/client/use-media-query';
import styles from './account.module.css';

/** Part 1 §2 and part 2 §9: the member's lists show three a page on a desktop, three more per More on a phone. */
export const HISTORY_PAGE_SIZE = 3;

interface PagedListProps<T> {
  items: readonly T[];
  /** one item, with its key */
  renderItem: (item: T) => ReactNode;
  /** the pager's accessible name ("Pages of orders") */
  pagesLabel: string;
  className?: string;
}

/**
 * The member pages' list (order history and tracking, points and stamps history): pages of three
 * with Previous and Next on a desktop, a More button adding three on a phone.
 */
export function PagedList<T>({ items, renderItem, pagesLabel, className = styles.orderList }: PagedListProps<T>) {
  const t = useTranslations('account');
  const wide = useMediaQuery('(min-width: 768px)');
  const [page, setPage] = useState(0);
  const [shown, setShown] = useState(HISTORY_PAGE_SIZE);
  const pages = Math.ceil(items.length / HISTORY_PAGE_SIZE);
  const visible = wide ? items.slice(page * HISTORY_PAGE_SIZE, (page + 1) * HISTORY_PAGE_SIZE) : items.slice(0, shown);

  return (
    <>
      <ol className={className}>{visible.map(renderItem)}</ol>
      {wide && pages > 1 && (
        <nav className={styles.pager} aria-label={pagesLabel}>
          <button type="button" className={styles.link} disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </button>
          <span>{t('pageOf', { page: page + 1, pages })}</span>
          <button type="button" className={styles.link} disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
            {t('nextPage')}
          </button>
        </nav>
      )}
      {!wide && shown < items.length && (
        <button type="button" className={styles.primary} onClick={() => setShown(shown + HISTORY_PAGE_SIZE)}>
          {t('more')}
        </button>
      )}
    </>
  );
}
