'use client';

import { MobileCart } from '@/components/cart';
import { useRouter } from '@/lib/i18n/navigation';
import styles from './store-screen.module.css';
import type { StoreScreenStore } from './store-screen-types';
import { useStoreCart } from './use-store-cart';

/** The mobile "your order" page: this store's cart with clear all, coupon, totals and checkout. */
export function MobileCartScreen({ store, menuQuery }: { store: StoreScreenStore; menuQuery: string | null }) {
  const router = useRouter();
  const { cart, view } = useStoreCart(store, menuQuery, () => router.push(`/store/${store.Slug}/checkout`));
  return (
    <main id="main" className={`container ${styles.mobileCart}`}>
      <MobileCart {...view} onClearAll={cart.clear} onContinue={() => router.push(`/store/${store.Slug}`)} />
    </main>
  );
}
