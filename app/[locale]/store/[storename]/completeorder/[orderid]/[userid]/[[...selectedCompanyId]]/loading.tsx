import { useTranslations } from 'next-intl';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import styles from '@/components/order-status/order-status.module.css';

/** The status page's layout while the order loads (spec: a progress indicator until load). */
export default function Loading() {
  const t = useTranslations('orderStatus');
  return (
    <>
      <SiteHeader />
      <main id="main" className={`container ${styles.main}`}>
        <div className={styles.card} role="status" aria-busy="true">
          <span className="visually-hidden">{t('loading')}</span>
          <div className={`${styles.skeleton} ${styles.skeletonHeadline}`} />
          <div className={`${styles.skeleton} ${styles.skeletonSteps}`} />
          <div className={styles.details}>
            <div className={styles.facts}>
              <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
              <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
            </div>
            <div className={styles.facts}>
              <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
              <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
              <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
            </div>
          </div>
          <div className={`${styles.skeleton} ${styles.skeletonButton}`} />
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
