import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { StateTabs } from '@/components/store-list/state-tabs';
import { StoreCard } from '@/components/store-list/store-card';
import { NearMeEmpty, StoreGeoProvider } from '@/components/store-list/store-geo';
import { StoreListTopMenu } from '@/components/store-list/store-list-top-menu';
import { ClockText } from '@/components/ui/clock-text';
import { mapTimeline } from '@/lib/domain/time/timeline';
import styles from '@/components/store-list/store-list.module.css';
import { mainPageRedirect } from '@/lib/domain/store-list/store-list';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { redirect } from '@/lib/i18n/navigation';
import { localeOf } from '@/lib/i18n/routing';
import { loadStoreList } from '@/lib/server/stores/use-cases/list-stores';
import { single } from '@/lib/server/http/search-params';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'metadata' });
  return {
    title: t('homeTitle'),
    description: t('homeDescription'),
    alternates: { canonical: locale === 'en' ? '/' : `/${locale}`, languages: { en: '/', 'zh-CN': '/zh-CN' } },
    openGraph: { title: t('homeTitle'), description: t('homeDescription'), type: 'website', siteName: t('siteName') },
  };
}

// Spec route / (mainpage): the store list with its tabs (`?state=NSW`, `?show=new`, `?show=open`); optional query selectMode=true.
async function StoreListPage({ params, searchParams }: Props) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const selectMode = single(query.selectMode) === 'true';
  const list = await loadStoreList({ state: single(query.state), show: single(query.show), now: new Date() }).catch(() => null);
  if (!list) redirect({ href: '/generalError', locale });
  // A head office's deployment opens its HQ store unless selectMode=true (spec part 1 §2).
  const hqStore = mainPageRedirect(list?.hqStore?.slug, single(query.selectMode));
  if (hqStore) redirect({ href: hqStore, locale });
  const { tab, cards, anyShown } = list!;
  const t = await getTranslations({ locale, namespace: 'storeList' });
  const empty = tab === 'New' ? t('noNewRestaurant') : tab === 'Open' ? t('noOpenRestaurant') : tab === 'All' ? t('noRestaurant') : t('noRestaurantInState');

  return (
    <>
      <StoreListTopMenu cards={cards} />
      <main id="main">
        <StoreGeoProvider entries={cards.map(({ id, closed, latitude, longitude }) => ({ id, closed: closed.steps[0].value, latitude, longitude }))}>
          <section className={styles.hero}>
            <div className="container">
              <h1>{t('heading')}</h1>
              <StateTabs current={tab} locale={locale} selectMode={selectMode} />
            </div>
          </section>
          <div className="container">
            {cards.length === 0 ? (
              <p className={styles.empty} role="status">
                {empty}
              </p>
            ) : (
              <ul className={styles.grid}>
                {cards.map((card, index) => (
                  <StoreCard key={card.id} card={card} locale={locale} priority={index < 2} />
                ))}
              </ul>
            )}
            {/* New and Open: the cards the browser's clock hides may leave none. */}
            {cards.length > 0 && anyShown && <ClockText timeline={mapTimeline(anyShown, (any) => (any ? null : empty))} className={styles.empty} role="status" />}
            <NearMeEmpty />
          </div>
        </StoreGeoProvider>
      </main>
      <SiteFooter branded={list!.branded} />
    </>
  );
}

export default withClientMessages(['account', 'languagePicker', 'loyalty', 'metadata', 'socialSignIn', 'storeList', 'topMenu', 'validation'], StoreListPage);
