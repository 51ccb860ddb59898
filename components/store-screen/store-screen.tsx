'use client';

import { clientOnly } from '@/lib/client/client-only';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { CartFooterBar } from '@/components/cart/cart-footer-bar';
import { useIsMobile, useMediaQuery } from '@/lib/client/use-media-query';
import { StoreTopMenu } from '@/components/layout/top-menu/store-top-menu';
import { PopularCarousel } from '@/components/store/popular-carousel/popular-carousel';
import { formatCents } from '@/lib/domain/money';
import { NO_LINK_PARAMS, storeLinks } from '@/lib/client/link-params';
import { useLinkParams } from '@/lib/client/use-link-params';
import { useTimelineValue } from '@/lib/client/use-timeline-value';
import { applyQueryParams, readQueryParams, withRefusedTable } from '@/lib/client/storage/query-params';
import { useRouter } from '@/lib/i18n/client-navigation';
import styles from './store-screen.module.css';
import type { StoreScreenConfig } from '@/lib/views/store';
import type { CartSummary, OpenProduct } from './store-cart-layer';
import { CHECKED_IN_PARAM } from '@/components/membership/checked-in-param';
import { serverNow } from '@/lib/client/server-clock';
import { ProgressBar } from '@/components/loading/progress-bar';
import { useHydrated } from '@/lib/client/use-hydrated';
import { useCustomerWait } from './use-customer-wait';

// The cart, the wizard and the dialog (store-cart-layer.tsx) are loaded after the menu has
// painted, in parallel with hydration rather than inside it: the first paint shows an empty cart,
// as the server renders it.
const loadCartLayer = () => import('./store-cart-layer');
const StoreCartLayer = clientOnly(() => loadCartLayer().then((module) => module.default));
const loadWizard = () => import('@/components/wizard/order-type-wizard');
let layerRequested = false;

/**
 * Starts the cart layer's and the wizard's downloads with hydration rather than after it: outside
 * the digital display the wizard is always mounted (it closes at once when the order type is
 * known), so its code is fetched on every visit anyway; asked for early, a first visit on a slow
 * phone does not see the menu for a second or more before the wizard covers it.
 */
function requestCartLayer(displayMode: boolean): void {
  if (layerRequested || typeof window === 'undefined') return;
  layerRequested = true;
  void loadCartLayer().catch(() => undefined);
  if (!displayMode) void loadWizard().catch(() => undefined);
}
const CART_PANEL_ID = 'cart-panel';
const PANEL_QUERY = '(min-width: 993px)';
const EMPTY_CART: CartSummary = { itemCount: 0, totalCents: 0 };

// The member's previous orders are read after hydration: their code is not part of the page's first load.
const PreviousOrders = clientOnly(() => import('@/components/store/reorder-carousel/previous-orders').then((module) => module.PreviousOrders));

// Guest check-in (a phone at a table of a store that enables it): loaded only there (offersCheckIn).
const GuestCheckInOffer = clientOnly(() => import('@/components/membership/guest-check-in-offer').then((module) => module.default));

/**
 * The interactive layer of the store screen: the server renders the menu; this adds the cart
 * (side panel on desktop, footer bar on phones), the add-to-cart dialog opened from any tile's
 * add button, the order-type wizard feeding the cart, and the link parameters (table, room, coupon, menu, mobile).
 */
interface StoreScreenProps {
  config: StoreScreenConfig;
  /** the store's banner, server-rendered */
  banner: React.ReactNode;
  /** the dietary filter for the top menu (inside the page's filter context) */
  dietaryFilter?: React.ReactNode;
  /** the menu, server-rendered */
  children: React.ReactNode;
}

export function StoreScreen({ config, banner, dietaryFilter, children }: StoreScreenProps) {
  const { store, displayMode, menuQuery, header, open, popular, tableLink } = config;
  // Open by the browser's clock: a page kept from before closing time takes no more orders after it.
  const isOpen = useTimelineValue(open);
  requestCartLayer(displayMode);
  const isMobile = useIsMobile();
  const hasSidePanel = useMediaQuery(PANEL_QUERY);
  const router = useRouter();
  const searchParams = useSearchParams();
  const [openProduct, setOpenProduct] = useState<OpenProduct | null>(null);
  const [summary, setSummary] = useState<CartSummary>(EMPTY_CART);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const hydrated = useHydrated();
  const wait = useCustomerWait({ displayMode, productAsked: openProduct !== null, panel });
  const { markTile } = wait;
  // Link parameters: the query's, else what an earlier link saved (read after mounting: storage is the browser's).
  // A table link whose code the server refused (the banner says so) is no table at all.
  const query = useMemo(() => {
    const read = readQueryParams(searchParams);
    return tableLink === 'invalid' ? withRefusedTable(read) : read;
  }, [searchParams, tableLink]);
  useEffect(() => applyQueryParams(query), [query]);
  const link = useLinkParams(query);
  const links = storeLinks(store.Slug, link ?? { ...NO_LINK_PARAMS, menu: menuQuery });
  // Guest check-in: offered on a phone at a table of a store that enables it, and its success shown
  // just after one; the offer's code (and the zod schema of a stored check-in) is fetched only then.
  const offersCheckIn = store.guestCheckIn && isMobile && !displayMode && link !== null && (link.table !== null || searchParams.get(CHECKED_IN_PARAM) === '1');

  // The dialog opens as soon as the cart layer is here (at once on a tap after it has loaded).
  const openProductNow = useCallback((id: string) => setOpenProduct({ id, atSeconds: Math.floor(serverNow() / 1000) }), []);

  // Any tile's add button opens the dialog: one listener instead of a client component per tile.
  useEffect(() => {
    if (displayMode) return;
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLElement>('[data-add-product]');
      if (!button) return;
      event.preventDefault();
      const id = button.dataset.addProduct;
      if (!id) return;
      markTile(button);
      openProductNow(id);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [displayMode, openProductNow, markTile]);

  const openCart = () => {
    if (isMobile) wait.navigate(() => router.push(links.mobileCart));
    else wait.openPanel();
  };

  return (
    <>
      <StoreTopMenu
        title={header.title}
        branded={header.branded}
        stores={header.stores}
        currentSlug={store.Slug}
        dietaryFilter={dietaryFilter}
        totalLabel={formatCents(summary.totalCents, store.CurrencyLocaleName)}
        itemCount={summary.itemCount}
        enabled={isOpen && !displayMode}
        busy={wait.cartBusy}
        onOpen={openCart}
        account={
          store.loginEnabled && !displayMode
            ? {
                storeSlug: store.Slug,
                storeId: store.ID,
                verificationRequired: store.smsVerificationRequired,
                pages: store.loyaltyPages,
                social: store.socialSignIn,
                termsHtml: config.termsHtml,
              }
            : null
        }
      />
      {hydrated && wait.waiting && <ProgressBar />}
      <main id="main">
        {banner}
        {offersCheckIn && <GuestCheckInOffer storeSlug={store.Slug} table={link.table?.TableNumber ?? null} tableCode={link.table?.SecurityCode ?? null} />}
        <div className={displayMode ? undefined : styles.layout}>
          <div className={styles.menu}>
            {/* Part 1 §2: previous orders are offered only where the store has login. */}
            {store.loginEnabled && !displayMode && (
              <div className="container">
                <PreviousOrders storeId={store.ID} />
              </div>
            )}
            {popular.length > 0 && (
              <div className="container">
                <PopularCarousel products={popular} storeId={store.ID} onSelect={displayMode ? undefined : openProductNow} />
              </div>
            )}
            {children}
          </div>
          {!displayMode && (
            <>
              <div className={styles.panel} id={CART_PANEL_ID} tabIndex={-1} ref={setPanel} />
              <div className={styles.footerBar}>
                <CartFooterBar itemCount={summary.itemCount} totalCents={summary.totalCents} currencyLocaleName={store.CurrencyLocaleName} href={links.mobileCart} />
              </div>
            </>
          )}
          {link !== null && (
            <StoreCartLayer
              config={config}
              link={link}
              links={links}
              isMobile={isMobile}
              hasSidePanel={hasSidePanel}
              panel={panel}
              openProduct={openProduct}
              onOpenProduct={setOpenProduct}
              onSummary={setSummary}
              onWaiting={wait.onLayerWaiting}
            />
          )}
        </div>
      </main>
    </>
  );
}
