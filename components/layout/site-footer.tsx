import { useTranslations } from 'next-intl';
import { PRODUCT_VERSION } from '@/lib/product';
import styles from './site-footer.module.css';

interface SiteFooterProps {
  /** branded stores hide the powered-by line (spec part 1 §1) */
  branded?: boolean;
  children?: React.ReactNode;
}

export function SiteFooter({ branded = false, children }: SiteFooterProps) {
  const t = useTranslations('common');
  return (
    <footer className={styles.footer}>
      <div className="container">
        {children}
        {!branded && <p className={styles.powered}>{t('poweredBy', { version: PRODUCT_VERSION })}</p>}
      </div>
    </footer>
  );
}
