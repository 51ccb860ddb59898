'use client';

import { clientOnly } from '@/lib/client/client-only';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { MobileCart } from '@/components/cart';
import { useSavedOrderCart } from '@/components/saved-order/use-saved-order-cart';
import savedOrderStyles from '@/components/saved-order/saved-order.module.css';
import { withRewardParam } from '@/lib/client/link-params';
import { learnZoneOffsets, storeTimeZone } from '@/lib/domain/time/zoned-time';
import { Link, useRouter } from '@/lib/i18n/client-navigation';
import type { TSavedOrderCartView } from '@/lib/views/saved-order';
import type { StoreScreenConfig } from '@/lib/views/store';
import styles from './store-screen.module.css';
import { useStoreLinks } from './use-store-links';

// The member's rewards: read after hydration, and only where the store has LogIn.
const RewardsSource = clientOnly(() => import('./rewards-source').then((module) => module.default));
import { useStoreCart } from './use-store-cart';
import { redeemReward } from './redeem-reward';
import type { RewardRule } from '@/lib/domain/loyalty/rewards';
import type { RewardsView } from '@/components/cart/types';

/**
 * The mobile "your order" page: this store's cart with clear all, coupon, totals and checkout;
 * opened with a saved order's id, that order's lines (see useSavedOrderCart). Links to save the
 * cart as a QR code and to scan one.
 */
export function MobileCartScreen({ config, savedOrder = null }: { config: StoreScreenConfig; savedOrder?: TSavedOrderCartView | null }) {
  const { store, menuQuery, zoneOffsets } = config;
  learnZoneOffsets(storeTimeZone(store), zoneOffsets);
  const router = useRouter();
  const t = useTranslations('savedOrder');
  // The cart keeps the store's link parameters: `?menu=` above all, or the store would load the default menu.
  const links = useStoreLinks(store.Slug, menuQuery);
  const { cart, view, menu, loadMenu, nowMs } = useStoreCart(config, () => router.push(links.checkout), router.refresh);
  const saved = useSavedOrderCart(savedOrder, cart, store.ID);
  const { addLine } = cart;
  // A reward with options goes to the store page, whose dialog chooses them (`?redeem=`).
  const onRedeem = useCallback(
    (reward: RewardRule) => {
      if (!menu) return;
      void redeemReward(menu, reward, addLine).then((result) => {
        if (result === 'dialog') router.push(withRewardParam(links.store, reward));
      });
    },
    [menu, addLine, router, links.store],
  );
  const [rewards, setRewards] = useState<RewardsView | undefined>(undefined);
  return (
    <main id="main" className={`container ${styles.mobileCart}`}>
      {store.loginEnabled && (
        <RewardsSource storeId={store.ID} loginEnabled menu={menu} loadMenu={loadMenu} lines={cart.lines} nowMs={nowMs} onRedeem={onRedeem} onRewards={setRewards} />
      )}
      <MobileCart
        {...view}
        checkout={{ ...view.checkout, savedOrderPayment: saved.savedOrderPayment }}
        reorderNotice={saved.notice ? <span role="status">{saved.notice}</span> : undefined}
        rewards={rewards}
        onClearAll={cart.clear}
        onContinue={() => router.push(links.store)}
      />
      <nav className={savedOrderStyles.links}>
        {cart.lines.length > 0 ? (
          <Link className={savedOrderStyles.link} href={links.saveOrder}>
            {t('saveOrder')}
          </Link>
        ) : null}
        <Link className={savedOrderStyles.link} href={links.scanner}>
          {t('scanOrder')}
        </Link>
      </nav>
    </main>
  );
}
