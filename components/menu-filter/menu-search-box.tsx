'use client';

import { useTranslations } from 'next-intl';
import { useMenuFilter } from './menu-filter-context';
import styles from './menu-filter.module.css';

export function MenuSearchBox() {
  const t = useTranslations('menuFilter');
  const { query, setQuery } = useMenuFilter();
  return (
    <div className={styles.search} role="search">
      <label htmlFor="menu-search" className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input
        id="menu-search"
        type="search"
        value={query}
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setQuery(event.target.value)}
      />
    </div>
  );
}
