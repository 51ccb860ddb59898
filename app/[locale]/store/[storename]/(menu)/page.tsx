import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { cache, Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { StoreSkeleton } from '@/components/loading/store-skeleton';
import { DietaryFilter } from '@/components/menu-filter/dietary-filter';
import { MenuFilterProvider } from '@/components/menu-filter/menu-filter-context';
import filterStyles from '@/components/menu-filter/menu-filter.module.css';
import { MenuFilterStyle } from '@/components/menu-filter/menu-filter-style';
import { MenuSearchBox } from '@/components/menu-filter/menu-search-box';
import { NoMatchMessage } from '@/components/menu-filter/no-match-message';
import { StoreScreen } from '@/components/store-screen/store-screen';
import { MenuSections } from '@/components/store/menu-sections';
import { PolicyLinks } from '@/components/store/policy-links';
import { PopUpNotice } from '@/components/store/pop-up-notice-loader';
import { StoreBanner } from '@/components/store/store-banner';
import { StoreLooksStyle } from '@/components/store/store-looks-style';
import { TableLinkNotice } from '@/components/store/table-link-notice';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { redirect } from '@/lib/i18n/navigation';
import { getPathname } from '@/lib/i18n/paths';
import { localeOf, type Locale } from '@/lib/i18n/routing';
import { SKELETON_AFTER_MS, settlesWithin } from '@/lib/server/pages/first-paint';
import { loadStorePage } from '@/lib/server/pages/load-store-page';
import { single } from '@/lib/server/http/search-params';

type Props = { params: Promise<{ locale: string; storename: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The page's view, built once per request: the metadata and the page share it (and its clock). */
const loadPage = cache((storename: string, locale: Locale, menuQuery: string | null, table: string | null, tableCode: string | null) =>
  loadStorePage({ storename, locale, menuQuery, table, tableCode, now: new Date() }),
);

async function load({ params, searchParams }: Props) {
  const { locale: rawLocale, storename } = await params;
  const locale = localeOf(rawLocale);
  const query = await searchParams;
  const page = await loadPage(storename, locale, single(query.menu), single(query.table), single(query.s));
  return { locale, page };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page } = await load(props);
  if (page.status !== 'found') return {};
  const { meta } = page.view;
  const t = await getTranslations({ locale, namespace: 'metadata' });
  const path = (target: Locale) => getPathname({ href: `/store/${meta.slug}`, locale: target });
  const description = t('storeDescription', { name: meta.name, address: meta.address });
  return {
    title: t('storeTitle', { name: meta.name }),
    description,
    alternates: { canonical: path(locale), languages: { en: path('en'), 'zh-CN': path('zh-CN') } },
    openGraph: {
      type: 'website',
      title: meta.name,
      description: meta.title ?? description,
      images: meta.profileImage ? [{ url: meta.profileImage }] : undefined,
      siteName: t('siteName'),
      locale: locale === 'en' ? 'en_AU' : 'zh_CN',
    },
    // A test store opens by its link for the owner's trials, but stays out of search engines.
    robots: meta.noIndex ? { index: false, follow: false } : undefined,
  };
}

/**
 * Spec route /store/{storename}: the store menu (numeric storename = store id, else by name).
 * Spec part 1 §4, a skeleton until the store and menu load: sent first only when they take longer
 * than SKELETON_AFTER_MS (lib/server/pages/first-paint.ts); otherwise the page is sent whole.
 */
async function StorePage(props: Props) {
  const loading = load(props);
  if (await settlesWithin(loading, SKELETON_AFTER_MS)) return <StoreMenu loading={loading} />;
  return (
    <Suspense fallback={<StoreSkeleton />}>
      <StoreMenu loading={loading} />
    </Suspense>
  );
}

async function StoreMenu({ loading }: { loading: ReturnType<typeof load> }) {
  const { locale, page } = await loading;
  setRequestLocale(locale);
  if (page.status === 'error') redirect({ href: '/generalError', locale });
  if (page.status !== 'found') notFound();
  const view = (page as Extract<typeof page, { status: 'found' }>).view;
  const common = await getTranslations({ locale, namespace: 'common' });

  return (
    <>
      <StoreLooksStyle looks={view.looks} />
      <MenuFilterProvider>
        <MenuFilterStyle />
        <StoreScreen
          config={view.screen}
          dietaryFilter={view.dietaryChoices && <DietaryFilter choices={view.dietaryChoices} />}
          banner={
            <>
              <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: view.jsonLd }} />
              <StoreBanner locale={locale} {...view.banner} />
              {view.screen.tableLink === 'invalid' && <TableLinkNotice locale={locale} storeName={view.banner.name} />}
            </>
          }
        >
          <MenuSections
            categories={view.categories}
            locale={locale}
            currencyLocale={view.currencyLocale}
            orderable={!view.screen.displayMode}
            menuBackgroundImage={view.looks.menuBackgroundImage}
            imageCenterMode={view.looks.imageCenterMode}
            toolbar={
              <div className={filterStyles.toolbar}>
                <MenuSearchBox />
              </div>
            }
          />
          <div className="container">
            <NoMatchMessage className={filterStyles.noMatch} />
          </div>
        </StoreScreen>
      </MenuFilterProvider>
      <SiteFooter branded={view.branded}>
        <PolicyLinks locale={locale} policies={view.policies} />
      </SiteFooter>
      {view.popUp && <PopUpNotice {...view.popUp} okayLabel={common('okay')} />}
    </>
  );
}

export default withClientMessages(
  [
    'account',
    'carousel',
    'cart',
    'categoryNav',
    'common',
    'coupon',
    'errors',
    'languagePicker',
    'loyalty',
    'membership',
    'menuFilter',
    'optionGroup',
    'order',
    'orderStatus',
    'productDialog',
    'reorder',
    'socialSignIn',
    'storeList',
    'taxLabel',
    'timeSlot',
    'topMenu',
    'validation',
    'wizard',
  ],
  StorePage,
);
