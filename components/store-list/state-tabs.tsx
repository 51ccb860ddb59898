import { getTranslations } from 'next-intl/server';
import { STATE_TABS } from '@/lib/domain/store-list/store-list';
import { SHOW_TABS, type StoreListTab } from '@/lib/domain/store-list/list-tabs';
import { Link } from '@/lib/i18n/client-navigation';
import type { Locale } from '@/lib/i18n/routing';
import { NearMeTab } from './store-geo';
import styles from './store-list.module.css';

/**
 * The store list's tabs as plain links: they work before any script loads and each has its own
 * URL. All, then New and Open (`?show=new`, `?show=open`: every state's stores, by the clock),
 * then the states (`?state=NSW`), then the Near me toggle.
 */
export async function StateTabs({ current, locale, selectMode }: { current: StoreListTab; locale: Locale; selectMode: boolean }) {
  const t = await getTranslations({ locale, namespace: 'storeList' });
  const tabs = [
    { tab: 'All' as const, query: {}, label: t('all') },
    ...SHOW_TABS.map((tab) => ({ tab, query: { show: tab.toLowerCase() }, label: tab === 'New' ? t('new') : t('open') })),
    ...STATE_TABS.filter((tab) => tab !== 'All').map((tab) => ({ tab, query: { state: tab }, label: tab })),
  ];
  return (
    <nav aria-label={t('stateTabs')} className={styles.tabs}>
      <ul>
        {tabs.map(({ tab, query, label }) => (
          <li key={tab}>
            <Link
              href={{ pathname: '/', query: { ...query, ...(selectMode ? { selectMode: 'true' } : {}) } }}
              aria-current={tab === current ? 'page' : undefined}
              className={styles.tab}
              scroll={false}
            >
              {label}
            </Link>
          </li>
        ))}
        <li>
          <NearMeTab />
        </li>
      </ul>
    </nav>
  );
}
