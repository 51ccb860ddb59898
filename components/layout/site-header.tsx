import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { Link } from '@/lib/i18n/client-navigation';
import { LanguagePicker } from './language-picker';
import styles from './site-header.module.css';

interface SiteHeaderProps {
  /** the brand or store name shown at the left; the product name when absent */
  title?: string;
  /** shows the stores link: the spec shows it only for branded stores */
  showStoresLink?: boolean;
}

export function SiteHeader({ title, showStoresLink = false }: SiteHeaderProps) {
  const t = useTranslations();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand}>
          {title ?? t('metadata.siteName')}
        </Link>
        <nav className={styles.nav} aria-label={t('common.stores')}>
          {showStoresLink && (
            <Link href={{ pathname: '/', query: { selectMode: 'true' } }} className={styles.link}>
              {t('common.stores')}
            </Link>
          )}
          <Suspense fallback={null}>
            <LanguagePicker />
          </Suspense>
        </nav>
      </div>
    </header>
  );
}
