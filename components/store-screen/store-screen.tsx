'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CartFooterBar } from '@/components/cart/cart-footer-bar';
import { useMediaQuery } from '@/components/store/category-nav/use-media-query';
import { StoreTopMenu } from '@/components/layout/top-menu/store-top-menu';
import { PopularCarousel } from '@/components/store/popular-carousel/popular-carousel';
import { formatMoney } from '@/lib/domain/money';
import { learnZoneOffsets, storeTimeZone } from '@/lib/domain/time/zoned-time';
import { productDialogData } from '@/components/menu/product-dialog/dialog-data';
import { NO_LINK_PARAMS, storeLinks } from '@/lib/client/link-params';
import { useLinkParams } from '@/lib/client/use-link-params';
import { applyQueryParams, readQueryParams } from '@/lib/client/storage/query-params';
import { useRouter } from '@/lib/i18n/navigation';
import styles from './store-screen.module.css';
import type { StoreScreenConfig } from '@/lib/views/store';
import { useLinkCoupon } from './use-link-coupon';
import { useIsMobile } from './use-is-mobile';
import { useStoreCart } from './use-store-cart';
import { redeemReward } from './redeem-reward';
import type { RewardRule } from '@/lib/domain/loyalty/rewards';
import type { RewardsView } from '@/components/cart/types';
import { parseRewardParam } from '@/lib/client/link-params';

// The wizard and the dialog are loaded after the menu has painted; the dialog only when a product is opened.
const loadWizard = () => import('@/components/wizard/order-type-wizard');
const OrderTypeWizard = dynamic(() => loadWizard().then((module) => module.OrderTypeWizard), { ssr: false });
let wizardRequested = false;

/**
 * Starts the wizard's download with hydration rather than after it: outside the digital display
 * the wizard is always mounted (it closes at once when the order type is known), so its code is
 * fetched on every visit anyway; asked for early, a first visit on a slow phone does not see
 * the menu for a second or more before the wizard covers it.
 */
function requestWizard(): void {
  if (wizardRequested || typeof window === 'undefined') return;
  wizardRequested = true;
  void loadWizard().catch(() => undefined);
}
const CART_PANEL_ID = 'cart-panel';

// The side panel exists on wide screens only (store-screen.module.css): phones never download it.
const CartPanel = dynamic(() => import('@/components/cart/cart-panel').then((module) => module.CartPanel), { ssr: false });
const PANEL_QUERY = '(min-width: 993px)';

// The member's rewards: read after hydration, and only where the store has LogIn.
const RewardsSource = dynamic(() => import('./rewards-source'), { ssr: false });

// The member's previous orders are read after hydration: their code is not part of the page's first load.
const PreviousOrders = dynamic(() => import('@/components/store/reorder-carousel/previous-orders').then((module) => module.PreviousOrders), { ssr: false });

// Guest check-in (a phone at a table of a store that enables it): loaded only there.
const GuestCheckInOffer = dynamic(() => import('@/components/membership/guest-check-in-offer'), { ssr: false });

const ProductDialog = dynamic(() => import('@/components/menu/product-dialog/product-dialog').then((module) => module.ProductDialog), { ssr: false });

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
  const { store, displayMode, menuQuery, termsHtml, wizardStore, logo, header, open, popular, zoneOffsets } = config;
  // Before the wizard's and the cart's time maths (idempotent): the server's offsets spare the phone an Intl formatter.
  learnZoneOffsets(storeTimeZone(store), zoneOffsets);
  if (!displayMode) requestWizard();
  const isMobile = useIsMobile();
  const hasSidePanel = useMediaQuery(PANEL_QUERY);
  const router = useRouter();
  const searchParams = useSearchParams();
  // The product being added, with the time its dialog opened (meal upgrades' StartAt/EndAt are read at that time), and the reward it redeems.
  const [openProduct, setOpenProduct] = useState<{ id: string; atSeconds: number; reward?: RewardRule } | null>(null);
  // Link parameters: the query's, else what an earlier link saved (read after mounting: storage is the browser's).
  const query = useMemo(() => readQueryParams(searchParams), [searchParams]);
  useEffect(() => applyQueryParams(query), [query]);
  const link = useLinkParams(query);
  const links = storeLinks(store.Slug, link ?? { ...NO_LINK_PARAMS, menu: menuQuery });
  const {
    cart,
    menu,
    loadMenu: load,
    totals,
    applyCouponCode,
    view,
    confirmChoice,
    orderValue,
    activeMenuId,
    nowMs,
  } = useStoreCart(config, () => router.push(links.checkout), router.refresh);
  useLinkCoupon({ code: link?.coupon ?? null, cart, menu, subtotal: totals.subtotal, applyCouponCode });

  // Another menu became active while the page is open (e.g. breakfast ended): the tiles follow.
  const renderedMenuId = config.schedule.menuId;
  useEffect(() => {
    if (activeMenuId !== renderedMenuId) router.refresh();
  }, [activeMenuId, renderedMenuId, router]);

  const openProductNow = useCallback(
    (id: string) => {
      load();
      setOpenProduct({ id, atSeconds: Math.floor(Date.now() / 1000) });
    },
    [load],
  );

  // Any tile's add button opens the dialog: one listener instead of a client component per tile.
  useEffect(() => {
    if (displayMode) return;
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLElement>('[data-add-product]');
      if (!button) return;
      event.preventDefault();
      const id = button.dataset.addProduct;
      if (id) openProductNow(id);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [displayMode, openProductNow]);

  // A reward: added at once, or its product's dialog when it has options to choose.
  const { addLine } = cart;
  const onRedeem = useCallback(
    (reward: RewardRule) => {
      if (!menu) return;
      void redeemReward(menu, reward, addLine).then((result) => {
        if (result === 'dialog') setOpenProduct({ id: reward.ProductVariant, atSeconds: Math.floor(Date.now() / 1000), reward });
      });
    },
    [menu, addLine],
  );
  const [rewards, setRewards] = useState<RewardsView | undefined>(undefined);
  // The mobile cart sends a reward with options here (`?redeem=points:id`) to choose them in its dialog.
  const redeemParam = searchParams.get('redeem');
  const redeemAsked = useRef(false);
  useEffect(() => {
    if (redeemAsked.current || !redeemParam || !rewards) return;
    redeemAsked.current = true;
    const wanted = parseRewardParam(redeemParam);
    const option = rewards.options.find((o) => wanted && o.reward.type === wanted.type && o.reward.id === wanted.id && o.affordable);
    if (option) onRedeem(option.reward);
  }, [redeemParam, rewards, onRedeem]);

  const dialogData = useMemo(() => (menu && openProduct ? productDialogData(menu, openProduct.id, openProduct.atSeconds) : null), [menu, openProduct]);

  const openCart = () => {
    if (isMobile) router.push(links.mobileCart);
    else document.getElementById(CART_PANEL_ID)?.focus();
  };

  return (
    <>
      <StoreTopMenu
        title={header.title}
        branded={header.branded}
        stores={header.stores}
        currentSlug={store.Slug}
        dietaryFilter={dietaryFilter}
        totalLabel={formatMoney(totals.total, store.CurrencyLocaleName)}
        itemCount={totals.itemCount}
        enabled={open && !displayMode}
        onOpen={openCart}
        account={
          store.loginEnabled && !displayMode
            ? { storeSlug: store.Slug, storeId: store.ID, verificationRequired: store.smsVerificationRequired, pages: store.loyaltyPages, social: store.socialSignIn, termsHtml }
            : null
        }
      />
      <main id="main">
        {banner}
        {store.guestCheckIn && isMobile && !displayMode && link !== null && <GuestCheckInOffer storeSlug={store.Slug} table={link.table?.TableNumber ?? null} />}
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
                <PopularCarousel products={popular} storeId={store.ID} onSelect={displayMode ? undefined : (id) => openProductNow(id)} />
              </div>
            )}
            {children}
          </div>
          {!displayMode && (
            <>
              <div className={styles.panel} id={CART_PANEL_ID} tabIndex={-1}>
                {/* The spec shows the coupon box on checkout; the panel carries it too (once) so a code is seen before checkout. */}
                {hasSidePanel && <CartPanel {...view} rewards={rewards} termsHtml={termsHtml} onContinue={() => window.scrollTo({ top: 0, behavior: 'smooth' })} />}
              </div>
              <div className={styles.footerBar}>
                <CartFooterBar itemCount={totals.itemCount} total={totals.total} currencyLocaleName={store.CurrencyLocaleName} href={links.mobileCart} />
              </div>
            </>
          )}
          {!displayMode && isMobile !== null && link !== null && (
            <OrderTypeWizard
              store={wizardStore}
              storeName={store.Name}
              storeLogo={logo}
              table={link.table?.TableNumber ?? null}
              isMobile={isMobile}
              orderValue={orderValue}
              onConfirm={confirmChoice}
            />
          )}
          {store.loginEnabled && !displayMode && (
            <RewardsSource storeId={store.ID} loginEnabled menu={menu} loadMenu={load} lines={cart.lines} nowMs={nowMs} onRedeem={onRedeem} onRewards={setRewards} />
          )}
          {dialogData && (
            <ProductDialog
              open
              {...dialogData}
              currencyLocale={store.CurrencyLocaleName}
              showItemNotes={store.showItemNotes}
              showRewardPoints={store.showRewardPoints}
              redemptionRule={openProduct?.reward ?? null}
              onAdd={(item) => {
                // Checked with the saved cart's zod schema, loaded with the dialog rather than with the page.
                void import('@/lib/client/cart/line-from-item').then(({ lineFromItem }) => {
                  const line = lineFromItem(item);
                  if (line) cart.addLine(line);
                });
              }}
              onClose={() => setOpenProduct(null)}
            />
          )}
        </div>
      </main>
    </>
  );
}
