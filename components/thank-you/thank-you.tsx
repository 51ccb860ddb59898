import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { TThankYouPageView } from '@/lib/views/order-status-page';
import { storeHref } from '../order-status/status-links';
import styles from './thank-you.module.css';

/**
 * Thank-you page (spec part 1 §2): the message, Continue ordering, Become member for guests when
 * the store's login is enabled (never for gift orders: they have their own page), and a back
 * link on phones.
 */
export function ThankYou({ view, guest }: { view: TThankYouPageView; guest: boolean }) {
  const t = useTranslations('thankYou');
  const store = storeHref(view.storeSlug);
  return (
    <div className={styles.wrap}>
      <Link href={store} className={styles.back}>
        ‹ {t('back')}
      </Link>
      <article className={styles.card}>
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
        <h1 className={styles.heading}>{t('heading')}</h1>
        <p className={styles.message}>{t('message', { storeName: view.storeName })}</p>
        {guest && view.loginEnabled && <p className={styles.prompt}>{t('memberPrompt')}</p>}
        <div className={styles.actions}>
          <Link href={store} className={styles.primary}>
            {t('continueOrdering')}
          </Link>
          {guest && view.loginEnabled && (
            <Link href="/login" className={styles.secondary}>
              {t('becomeMember')}
            </Link>
          )}
        </div>
      </article>
    </div>
  );
}
