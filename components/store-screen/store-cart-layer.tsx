'use client';

import { clientOnly } from '@/lib/client/client-only';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { RewardsView } from '@/components/cart/types';
import { productDialogData } from '@/components/menu/product-dialog/dialog-data';
import { loadPricing } from '@/lib/client/cart/pricing-loader';
import { parseRewardParam, type LinkParams } from '@/lib/client/link-params';
import type { RewardRule } from '@/lib/domain/loyalty/rewards';
import { learnZoneOffsets, storeTimeZone } from '@/lib/domain/time/zoned-time';
import { useRouter } from '@/lib/i18n/client-navigation';
import type { StoreScreenConfig } from '@/lib/views/store';
import { redeemReward } from './redeem-reward';
import { useLinkCoupon } from './use-link-coupon';
import { useStoreCart } from './use-store-cart';
import { serverNow } from '@/lib/client/server-clock';

// The same loader as the screen's early request (store-screen.tsx): one download.
const OrderTypeWizard = clientOnly(() => import('@/components/wizard/order-type-wizard').then((module) => module.OrderTypeWizard));

// The side panel exists on wide screens only (store-screen.module.css): phones never download it.
const CartPanel = clientOnly(() => import('@/components/cart/cart-panel').then((module) => module.CartPanel));

// The member's rewards: read after hydration, and only where the store has LogIn.
const RewardsSource = clientOnly(() => import('./rewards-source').then((module) => module.default));

const loadProductDialog = () => import('@/components/menu/product-dialog/product-dialog');
const ProductDialog = clientOnly(() => loadProductDialog().then((module) => module.ProductDialog));

// What an add needs, loaded when a product's dialog opens, not with the page: the cart line's
// check (the saved cart's zod schema) and the pricing engine, whose totals are the cart button's
// count and total. The add waits for both, so the button changes with it, at once (issue 36 #12:
// the engine used to be fetched only after the first add, and the button read "0 items" meanwhile).
const loadLineFromItem = () => Promise.all([import('@/lib/client/cart/line-from-item'), loadPricing()]).then(([module]) => module);

/** The product being added, with the time its dialog opened (meal upgrades' StartAt/EndAt are read at that time), and the reward it redeems. */
export interface OpenProduct {
  id: string;
  atSeconds: number;
  reward?: RewardRule;
}

/** What the screen's top menu and footer bar show of the cart. */
export interface CartSummary {
  itemCount: number;
  totalCents: number;
}

interface StoreCartLayerProps {
  config: StoreScreenConfig;
  link: LinkParams;
  links: { checkout: string };
  isMobile: boolean | null;
  hasSidePanel: boolean;
  /** the screen's side-panel slot, where the cart panel is drawn */
  panel: HTMLElement | null;
  openProduct: OpenProduct | null;
  onOpenProduct: (product: OpenProduct | null) => void;
  onSummary: (summary: CartSummary) => void;
  /** whether the customer waits on this layer: a product's dialog asked for and not up yet (use-customer-wait.ts) */
  onWaiting: (waiting: boolean) => void;
}

/**
 * The store screen's cart and everything that feeds it: the saved cart priced by the engine, the
 * order-type wizard, the add-to-cart dialog, the side panel, the member's rewards and the link's
 * coupon. Loaded after the menu has painted (store-screen.tsx): the first paint shows the cart
 * empty, as the server does, and this layer fills it in.
 */
export default function StoreCartLayer({ config, link, links, isMobile, hasSidePanel, panel, openProduct, onOpenProduct, onSummary, onWaiting }: StoreCartLayerProps) {
  const { store, displayMode, termsHtml, wizardStore, logo, zoneOffsets } = config;
  // Before the wizard's and the cart's time maths (idempotent): the server's offsets spare the phone an Intl formatter.
  learnZoneOffsets(storeTimeZone(store), zoneOffsets);
  const router = useRouter();
  const searchParams = useSearchParams();
  const {
    cart,
    menu,
    menuStatus,
    loadMenu: load,
    totals,
    applyCouponCode,
    view,
    confirmChoice,
    orderValue,
    activeMenuId,
    nowMs,
  } = useStoreCart(config, () => router.push(links.checkout), router.refresh);
  useLinkCoupon({ code: link.coupon ?? null, cart, menu, subtotalCents: totals.subtotalCents, applyCouponCode });

  const { itemCount, totalCents } = totals;
  // Before paint: the header's and footer's button never shows the cart of the frame before.
  useLayoutEffect(() => onSummary({ itemCount, totalCents }), [onSummary, itemCount, totalCents]);

  // Another menu became active while the page is open (e.g. breakfast ended): the tiles follow.
  const renderedMenuId = config.schedule.menuId;
  useEffect(() => {
    if (activeMenuId !== renderedMenuId) router.refresh();
  }, [activeMenuId, renderedMenuId, router]);

  // A product was opened (a tile, the carousel, a reward): its dialog needs the menu now, not when
  // the page is idle, and the check that turns its item into a cart line, so that "Add to cart" adds
  // at once (a reload right after the dialog closes keeps the line).
  const [dialogCode, setDialogCode] = useState(false);
  useEffect(() => {
    if (!openProduct) return;
    load();
    void loadLineFromItem();
    void loadProductDialog().then(
      () => setDialogCode(true),
      () => undefined,
    );
  }, [openProduct, load]);

  // A reward: added at once, or its product's dialog when it has options to choose.
  const { addLine } = cart;
  const onRedeem = useCallback(
    (reward: RewardRule) => {
      if (!menu) return;
      void redeemReward(menu, reward, addLine).then((result) => {
        if (result === 'dialog') onOpenProduct({ id: reward.ProductVariant, atSeconds: Math.floor(serverNow() / 1000), reward });
      });
    },
    [menu, addLine, onOpenProduct],
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
  // Waiting: for the menu (unless it failed) or, for a product it has, the dialog's code.
  const waiting = openProduct !== null && menuStatus !== 'error' && (menu === null || (dialogData !== null && !dialogCode));
  useEffect(() => onWaiting(waiting), [onWaiting, waiting]);

  if (displayMode) return null;
  return (
    <>
      {/* The spec shows the coupon box on checkout; the panel carries it too (once) so a code is seen before checkout. */}
      {hasSidePanel &&
        panel &&
        createPortal(<CartPanel {...view} rewards={rewards} termsHtml={termsHtml} onContinue={() => window.scrollTo({ top: 0, behavior: 'smooth' })} />, panel)}
      {isMobile !== null && (
        <OrderTypeWizard
          store={wizardStore}
          storeName={store.Name}
          storeLogo={logo}
          table={link.table?.TableNumber ?? null}
          tableRefused={config.tableLink === 'invalid'}
          isMobile={isMobile}
          orderValue={orderValue}
          onConfirm={confirmChoice}
        />
      )}
      {store.loginEnabled && (
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
            void loadLineFromItem().then(({ lineFromItem }) => {
              const line = lineFromItem(item);
              if (line) cart.addLine(line);
            });
          }}
          onClose={() => onOpenProduct(null)}
        />
      )}
    </>
  );
}
