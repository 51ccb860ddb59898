import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/client-navigation';
import type { TGiftStorePageView } from '@/lib/views/gift-cards';
import { giftPaths } from './gift-paths';
import styles from './gift-cards.module.css';

/**
 * The gift thank-you page (spec route /store/{storename}/giftcards/thankyou): the message and the
 * way back to the gift store; no Become member (part 1 §2: not for gifts), a back link on phones.
 */
export function GiftThankYou({ view }: { view: Pick<TGiftStorePageView, 'storeSlug' | 'storeName'> }) {
  const t = useTranslations('giftCards.thankYou');
  return (
    <main id="main" className={`container ${styles.page}`}>
      <Link href={giftPaths.store(view.storeSlug)} className={`${styles.back} ${styles.phoneOnly}`}>
        ‹ {t('back')}
      </Link>
      <article className={styles.thanks}>
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
        <h1 className={styles.heading}>{t('heading')}</h1>
        <p className={styles.intro}>{t('message', { storeName: view.storeName })}</p>
        <Link href={giftPaths.store(view.storeSlug)} className={styles.primary}>
          {t('continue')}
        </Link>
      </article>
    </main>
  );
}
