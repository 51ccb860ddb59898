import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import styles from './store.module.css';

/**
 * A table link whose table and code are not one of the store's tables (a mistyped, old or made-up
 * QR link): said at once, instead of starting a dine-in order the kitchen would refuse.
 */
export async function TableLinkNotice({ locale, storeName }: { locale: Locale; storeName: string }) {
  const t = await getTranslations({ locale, namespace: 'store' });
  return (
    <div className="container">
      <div role="alert" className={styles.tableNotice}>
        <p className={styles.tableNoticeTitle}>{t('tableLinkInvalidTitle')}</p>
        <p>{t('tableLinkInvalid', { store: storeName })}</p>
      </div>
    </div>
  );
}
