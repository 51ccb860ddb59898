'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { CartFooterBar, CartPanel } from '@/components/cart';
import { productDialogData } from '@/components/menu/product-dialog/dialog-data';
import { lineFromItem } from '@/lib/client/cart/line-from-item';
import { applyQueryParams, readQueryParams } from '@/lib/client/storage/query-params';
import { useRouter } from '@/lib/i18n/navigation';
import styles from './store-screen.module.css';
import type { StoreScreenConfig } from './store-screen-types';
import { useIsMobile } from './use-is-mobile';
import { useStoreCart } from './use-store-cart';

// The wizard and the dialog are loaded after the menu has painted; the dialog only when a product is opened.
const OrderTypeWizard = dynamic(() => import('@/components/wizard/order-type-wizard').then((module) => module.OrderTypeWizard), { ssr: false });
const ProductDialog = dynamic(() => import('@/components/menu/product-dialog/product-dialog').then((module) => module.ProductDialog), { ssr: false });

/**
 * The interactive layer of the store screen: the server renders the menu; this adds the cart
 * (side panel on desktop, footer bar on phones), the add-to-cart dialog opened from any tile's
 * add button, and the link parameters (table, room, coupon, menu).
 */
export function StoreScreen({ config, children }: { config: StoreScreenConfig; children: React.ReactNode }) {
  const { store, displayMode, menuQuery, termsHtml, wizardStore, logo } = config;
  const isMobile = useIsMobile();
  const router = useRouter();
  const searchParams = useSearchParams();
  // The product being added, with the time its dialog opened (meal upgrades' StartAt/EndAt are read at that time).
  const [openProduct, setOpenProduct] = useState<{ id: string; atSeconds: number } | null>(null);
  const { cart, menu, loadMenu: load, totals, applyCouponCode, view } = useStoreCart(store, menuQuery, () => router.push(`/store/${store.Slug}/checkout`));

  // Link parameters: table, room and coupon are remembered as the spec says; a coupon in the link is tried once the menu is here.
  const query = useMemo(() => readQueryParams(searchParams), [searchParams]);
  useEffect(() => applyQueryParams(query), [query]);
  const linkCoupon = query.coupon;
  const hasLines = cart.lines.length > 0;
  const couponAlreadyAdded = cart.coupons.some((coupon) => coupon.CouponCode.toUpperCase() === linkCoupon?.toUpperCase());
  useEffect(() => {
    if (linkCoupon && menu && hasLines && !couponAlreadyAdded && cart.couponBox.status === 'idle') void applyCouponCode(linkCoupon);
  }, [linkCoupon, menu, hasLines, couponAlreadyAdded, cart.couponBox.status, applyCouponCode]);

  // Any tile's add button opens the dialog: one listener instead of a client component per tile.
  useEffect(() => {
    if (displayMode) return;
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLElement>('[data-add-product]');
      if (!button) return;
      event.preventDefault();
      load();
      const id = button.dataset.addProduct;
      if (id) setOpenProduct({ id, atSeconds: Math.floor(Date.now() / 1000) });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [displayMode, load]);

  const dialogData = useMemo(() => (menu && openProduct ? productDialogData(menu, openProduct.id, openProduct.atSeconds) : null), [menu, openProduct]);

  return (
    <div className={displayMode ? undefined : styles.layout}>
      <div className={styles.menu}>{children}</div>
      {!displayMode && (
        <>
          <div className={styles.panel}>
            {/* The spec shows the coupon box on checkout; until checkout exists the panel carries it so a desktop customer can use a code. */}
            <CartPanel {...view} termsHtml={termsHtml} onContinue={() => window.scrollTo({ top: 0, behavior: 'smooth' })} />
          </div>
          <div className={styles.footerBar}>
            <CartFooterBar itemCount={totals.itemCount} total={totals.total} currencyLocaleName={store.CurrencyLocaleName} href={`/store/${store.Slug}/shoppingcartmobile`} />
          </div>
        </>
      )}
      {!displayMode && isMobile !== null && (
        <OrderTypeWizard store={wizardStore} storeName={store.Name} storeLogo={logo} table={query.table?.TableNumber ?? null} isMobile={isMobile} orderValue={totals.subtotal} onConfirm={() => undefined} />
      )}
      {dialogData && (
        <ProductDialog
          open
          {...dialogData}
          currencyLocale={store.CurrencyLocaleName}
          showItemNotes={store.showItemNotes}
          showRewardPoints={store.showRewardPoints}
          onAdd={(item) => {
            const line = lineFromItem(item);
            if (line) cart.addLine(line);
          }}
          onClose={() => setOpenProduct(null)}
        />
      )}
    </div>
  );
}
