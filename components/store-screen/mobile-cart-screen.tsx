'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { MobileCart } from '@/components/cart';
import { NO_LINK_PARAMS, storeLinks, withRewardParam } from '@/lib/client/link-params';
import { useLinkParams } from '@/lib/client/use-link-params';
import { readQueryParams } from '@/lib/client/storage/query-params';
import { learnZoneOffsets, storeTimeZone } from '@/lib/domain/time/zoned-time';
import { useRouter } from '@/lib/i18n/navigation';
import type { StoreScreenConfig } from '@/lib/views/store';
import styles from './store-screen.module.css';
import { useStoreCart } from './use-store-cart';
import { redeemReward } from './redeem-reward';
import { useRewards } from './use-rewards';
import type { RewardRule } from '@/lib/domain/loyalty/rewards';

/** The mobile "your order" page: this store's cart with clear all, coupon, totals and checkout. */
export function MobileCartScreen({ config }: { config: StoreScreenConfig }) {
  const { store, menuQuery, zoneOffsets } = config;
  learnZoneOffsets(storeTimeZone(store), zoneOffsets);
  const router = useRouter();
  const searchParams = useSearchParams();
  const query = useMemo(() => readQueryParams(searchParams), [searchParams]);
  // The cart keeps the store's link parameters: `?menu=` above all, or the store would load the default menu.
  const link = useLinkParams(query);
  const links = storeLinks(store.Slug, link ?? { ...NO_LINK_PARAMS, menu: menuQuery });
  const { cart, view, menu, loadMenu, nowMs } = useStoreCart(config, () => router.push(links.checkout));
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
  const rewards = useRewards({ storeId: store.ID, loginEnabled: store.loginEnabled, menu, loadMenu, lines: cart.lines, nowMs, onRedeem });
  return (
    <main id="main" className={`container ${styles.mobileCart}`}>
      <MobileCart {...view} rewards={rewards} onClearAll={cart.clear} onContinue={() => router.push(links.store)} />
    </main>
  );
}
