'use client';

import { useTranslations } from 'next-intl';
import { useMenuFilter } from './menu-filter-context';

export function NoMatchMessage({ className }: { className?: string }) {
  const t = useTranslations('menuFilter');
  const { noMatch } = useMenuFilter();
  return (
    <p role="status" className={className} hidden={!noMatch}>
      {noMatch ? t('noMatchingProducts') : ''}
    </p>
  );
}
