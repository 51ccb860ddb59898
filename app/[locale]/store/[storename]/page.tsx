import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { DietaryFilter } from '@/components/menu-filter/dietary-filter';
import { MenuFilterProvider } from '@/components/menu-filter/menu-filter-context';
import filterStyles from '@/components/menu-filter/menu-filter.module.css';
import { MenuFilterStyle } from '@/components/menu-filter/menu-filter-style';
import { MenuSearchBox } from '@/components/menu-filter/menu-search-box';
import { NoMatchMessage } from '@/components/menu-filter/no-match-message';
import { MenuSections } from '@/components/store/menu-sections';
import { popularProductsOf } from '@/components/store/popular-carousel/popular-products';
import { formatMoney } from '@/lib/domain/money';
import { isListed } from '@/lib/domain/store-list/store-list';
import { StoreScreen } from '@/components/store-screen/store-screen';
import { PolicyLinks } from '@/components/store/policy-links';
import { PopUpNotice } from '@/components/store/pop-up-notice';
import { StoreBanner } from '@/components/store/store-banner';
import { selectActiveMenu } from '@/lib/domain/menu/active-menu';
import { isInOperation, isPreOrderEnabled, isStoreClosed, todaysHours } from '@/lib/domain/time/opening-hours';
import { getPathname, redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { env } from '@/lib/server/env';
import { hasText, sanitizeStoreHtml } from '@/lib/server/sanitize-html';
import { storePolicies } from '@/lib/server/use-cases/store-policies';
import { storeScreenConfig } from '@/lib/server/use-cases/store-screen-config';
import { loadGroupStores, loadMenus, loadStore } from '@/lib/server/page-data';
import { buildMenuView, filterTilesOf } from '@/lib/server/use-cases/build-menu-view';
import { formatStoreAddress } from '@/lib/server/use-cases/list-stores';
import { serializeJsonLd, storeJsonLd } from '@/lib/seo/store-json-ld';

type Props = { params: Promise<{ locale: string; storename: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function resolve(params: Props['params']) {
  const { locale, storename } = await params;
  const found = await loadStore(decodeURIComponent(storename)).catch(() => 'error' as const);
  return { locale: locale as Locale, found };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, found } = await resolve(params);
  if (!found || found === 'error') return {};
  const { store } = found;
  const t = await getTranslations({ locale, namespace: 'metadata' });
  const address = formatStoreAddress(store);
  const path = (target: Locale) => getPathname({ href: `/store/${store.Slug}`, locale: target });
  return {
    title: t('storeTitle', { name: store.Name }),
    description: t('storeDescription', { name: store.Name, address }),
    alternates: { canonical: path(locale), languages: { en: path('en'), 'zh-CN': path('zh-CN') } },
    openGraph: { type: 'website', title: store.Name, description: store.StoreTitle ?? t('storeDescription', { name: store.Name, address }), images: store.ProfileImage ? [{ url: store.ProfileImage }] : undefined, siteName: t('siteName'), locale: locale === 'en' ? 'en_AU' : 'zh_CN' },
  };
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

// Spec route /store/{storename}: the store menu (numeric storename = store id, else by name).
export default async function StorePage({ params, searchParams }: Props) {
  const { locale, found } = await resolve(params);
  setRequestLocale(locale);
  if (found === 'error') redirect({ href: '/generalError', locale });
  if (!found) redirect({ href: '/pagenotfound', locale });
  const { store, headOffice } = found as Exclude<typeof found, 'error' | null>;
  const now = new Date();
  const menus = await loadMenus(store.ID);
  const query = await searchParams;
  const menuQuery = single(query.menu) ?? null;
  const menu = selectActiveMenu(menus, { now, timeZone: store.TimezoneIanaFormat, menuQuery });
  // Digital display (table 0): the menu without quantity controls, add buttons or cart.
  const displayMode = single(query.table) === '0';
  const policies = storePolicies(store, headOffice);
  const categories = menu ? buildMenuView(menu) : [];
  const t = await getTranslations({ locale, namespace: 'store' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const branded = Boolean(headOffice);
  const closed = isStoreClosed(store, now);
  const closedNotice = !isInOperation(store) ? store.ClosingStoreMessage || t('notInOperation') : closed ? store.ClosingStoreMessage || t('notTakingOrders') : undefined;
  const url = new URL(getPathname({ href: `/store/${store.Slug}`, locale }), env().SITE_URL).toString();

  const groupStores = headOffice ? (await loadGroupStores(headOffice.ID)).filter(isListed) : [];
  const config = storeScreenConfig({
    store,
    menu,
    displayMode,
    menuQuery,
    termsHtml: policies.find((policy) => policy.kind === 'terms')?.html ?? null,
    logo: store.Logo ?? headOffice?.Logo ?? null,
    header: { title: headOffice?.Name ?? store.Name, branded, stores: groupStores.map((group) => ({ slug: group.Slug, name: group.Name, closed: isStoreClosed(group, now) })) },
    open: !closed,
    popular: popularProductsOf(categories, (price) => formatMoney(price, store.CurrencyLocaleName)),
    now,
  });

  return (
    <>
      <MenuFilterProvider tiles={filterTilesOf(categories)}>
        <MenuFilterStyle />
        <StoreScreen
          config={config}
          dietaryFilter={menu?.LifeStyleChoices && <DietaryFilter choices={menu.LifeStyleChoices} />}
          banner={
            <>
              <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(storeJsonLd(store, url)) }} />
              <StoreBanner
                locale={locale}
                name={store.Name}
                title={store.StoreTitle}
                address={formatStoreAddress(store)}
                phone={store.OfficePhone}
                logo={store.Logo ?? headOffice?.Logo}
                profileImage={store.ProfileImage ?? headOffice?.ProfileImage}
                hours={isPreOrderEnabled(store) ? undefined : todaysHours(store, now)}
                closedNotice={closedNotice}
              />
            </>
          }
        >
          <MenuSections
            categories={categories}
            locale={locale}
            currencyLocale={store.CurrencyLocaleName}
            orderable={!displayMode}
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
      <SiteFooter branded={branded}>
        <PolicyLinks locale={locale} policies={policies} />
      </SiteFooter>
      {store.PopUpNotification && hasText(store.PopUpNotification.Message) && (
        <PopUpNotice storeId={store.ID} title={store.PopUpNotification.Title ?? store.Name} html={sanitizeStoreHtml(store.PopUpNotification.Message)} createdOn={store.PopUpNotification.CreatedOn ?? 0} okayLabel={common('okay')} />
      )}
    </>
  );
}
