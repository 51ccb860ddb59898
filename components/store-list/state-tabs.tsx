import { getTranslations } from 'next-intl/server';
import { STATE_TABS, type StateTab } from '@/lib/domain/store-list/store-list';
import { Link } from '@/lib/i18n/client-navigation';
import type { Locale } from '@/lib/i18n/routing';
import { NearMeTab } from './store-geo';
import styles from './store-list.module.css';

/** State tabs as plain links: they work before any script loads and each state has its own URL. */
export async function StateTabs({ current, locale, selectMode }: { current: StateTab; locale: Locale; selectMode: boolean }) {
  const t = await getTranslations({ locale, namespace: 'storeList' });
  return (
    <nav aria-label={t('stateTabs')} className={styles.tabs}>
      <ul>
        {STATE_TABS.map((tab) => {
          const query = { ...(tab === 'All' ? {} : { state: tab }), ...(selectMode ? { selectMode: 'true' } : {}) };
          return (
            <li key={tab}>
              <Link href={{ pathname: '/', query }} aria-current={tab === current ? 'page' : undefined} className={styles.tab} scroll={false}>
                {tab === 'All' ? t('all') : tab}
              </Link>
            </li>
          );
        })}
        <li>
          <NearMeTab />
        </li>
      </ul>
    </nav>
  );
}
