import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/client-navigation';
import type { TThankYouPageView } from '@/lib/views/order-status-page';
import { storeHref } from '../order-status/status-links';
import { BecomeMemberButton, BecomeMemberPrompt } from './become-member';
import styles from './thank-you.module.css';

/**
 * Thank-you page (spec part 1 §2): the message, Continue ordering, Become member for guests when
 * the store's login is enabled (never for gift orders: they have their own page), and a back
 * link on phones. Who is signed in is read in the browser, so the page stays the same for all.
 */
export function ThankYou({ view }: { view: TThankYouPageView }) {
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
        {view.loginEnabled && <BecomeMemberPrompt />}
        <div className={styles.actions}>
          <Link href={store} className={styles.primary}>
            {t('continueOrdering')}
          </Link>
          {view.loginEnabled && <BecomeMemberButton storeSlug={view.storeSlug} storeId={view.storeId} />}
        </div>
      </article>
    </div>
  );
}
