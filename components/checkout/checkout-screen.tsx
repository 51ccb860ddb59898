'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useStoreMenu } from '@/components/store-screen/use-store-menu';
import { useCart, useCartMenuSync, useStaleCartCheck } from '@/lib/client/cart/use-cart';
import { learnZoneOffsets, storeTimeZone } from '@/lib/domain/time/zoned-time';
import type { TCheckoutPageView } from '@/lib/views/checkout';
import { NOTHING_LEFT_OUT, type LeftOut } from './left-out-modal';
import type { BeforePlaceOrder, EmailAccountHooks } from './account-hooks';
import { CheckoutBody, type CheckoutBodyProps } from './checkout-body';
import styles from './checkout.module.css';
import { useCheckoutSession } from './use-checkout-session';

export interface CheckoutScreenProps {
  view: TCheckoutPageView;
  /** Accounts issue: the guest login banner. */
  loginBanner?: ReactNode;
  /** Accounts issue: the become-member prompt before paying. */
  beforePlaceOrder?: BeforePlaceOrder;
  /** Accounts issue: the email field's account check. */
  emailAccount?: EmailAccountHooks;
  /** tests: the submit call */
  submit?: CheckoutBodyProps['submit'];
}

/** The page's protocol does not change while it is open. */
const subscribeNothing = () => () => undefined;

/** Part 2 §5: card fields are disabled over plain http, except on localhost. */
export function isSecureForCards(location: Pick<Location, 'protocol' | 'hostname'>): boolean {
  return location.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname);
}

/**
 * The checkout page's client part: the store's cart priced with its menu, the wizard's session,
 * and, for /checkout/{orderid}, the earlier order's lines offered into an empty cart.
 */
export function CheckoutScreen({ view, loginBanner, beforePlaceOrder, emailAccount, submit }: CheckoutScreenProps) {
  const { store } = view;
  // Before any time maths (idempotent): the server's zone offsets spare the phone an Intl formatter.
  learnZoneOffsets(storeTimeZone(store), view.zoneOffsets);
  const t = useTranslations('checkout');
  const cart = useCart();
  const { menu, soldAtOtherTimes, load } = useStoreMenu(store.ID, view.menuQuery);
  const session = useCheckoutSession();
  const { switchStore, hydrated, lines, addLine } = cart;
  const offered = useRef(false);
  const [leftOut, setLeftOut] = useState<LeftOut>(NOTHING_LEFT_OUT);
  const secure = useSyncExternalStore(
    subscribeNothing,
    () => isSecureForCards(window.location),
    () => true,
  );

  useEffect(() => load(), [load]);
  // Store selection at checkout: the cart stays the head office store's, priced with the chosen store's menu.
  const cartStoreId = view.storeSelection?.cartStore.ID ?? store.ID;
  useEffect(() => switchStore(cartStoreId, store.TimezoneIanaFormat), [switchStore, cartStoreId, store.TimezoneIanaFormat]);
  // What a chosen store cannot sell is flagged for the customer to remove, not dropped from the cart.
  useCartMenuSync(view.storeSelection?.chosenId ? null : menu?.Products, soldAtOtherTimes);
  useStaleCartCheck();

  // Retry or reorder: an empty cart takes the order's lines once; missing and sold-out products are named.
  useEffect(() => {
    if (!hydrated || offered.current || !view.reorder) return;
    offered.current = true;
    if (lines.length > 0) return;
    const { lines: reorderLines, missing, soldOut } = view.reorder;
    // The saved cart's schema (zod/mini, about 18 KB) is loaded only for a retry or a reorder, not with every checkout.
    void import('@/lib/client/cart/line-from-item').then(({ lineFromItem }) => {
      for (const line of reorderLines) {
        // addLine gives the line its id.
        const cartLine = lineFromItem({ ...line, uniqueId: '' });
        if (cartLine) addLine(cartLine);
      }
      if (missing.length > 0 || soldOut.length > 0) startTransition(() => setLeftOut({ missing, soldOut }));
    });
  }, [hydrated, lines.length, addLine, view.reorder]);

  // Only a new price list is needed: the menu hook fetches again when asked after an error.
  const reloadMenu = useCallback(() => load(), [load]);

  if (!session) {
    return (
      <main id="main" className={`container ${styles.page}`} aria-busy="true">
        <div className={styles.top}>
          <h1 className={styles.title}>{t('title')}</h1>
        </div>
        <p className={styles.muted}>{t('reasons.loading')}</p>
      </main>
    );
  }
  return (
    <CheckoutBody
      view={view}
      session={session}
      cart={cart}
      menu={menu}
      reloadMenu={reloadMenu}
      leftOut={leftOut}
      onLeftOutSeen={() => setLeftOut(NOTHING_LEFT_OUT)}
      loginBanner={loginBanner}
      beforePlaceOrder={beforePlaceOrder}
      emailAccount={emailAccount}
      secureContext={secure}
      submit={submit}
    />
  );
}
