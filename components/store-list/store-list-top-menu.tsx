'use client';

import { useTranslations } from 'next-intl';
import { StoreTopMenu } from '@/components/layout/top-menu';
import { getCartStore } from '@/lib/client/cart/cart-store';
import { useBrowserSnapshot } from '@/lib/client/use-browser-snapshot';
import { lineTotalCents } from '@/lib/domain/cart/line';
import { formatCents } from '@/lib/domain/money';
import { useRouter } from '@/lib/i18n/client-navigation';
import type { StoreCardView } from '@/lib/views/store-list';

/**
 * The store list's top menu (spec part 1 §2: "a mobile header with menu drawer and cart total"):
 * the stores in the phone drawer, and the saved cart's items and their total (before the
 * store's discounts, which its own page applies). The cart button opens the cart's store.
 */
export function StoreListTopMenu({ cards }: { cards: readonly Pick<StoreCardView, 'id' | 'slug' | 'name' | 'closed' | 'currencyLocaleName'>[] }) {
  const t = useTranslations('metadata');
  const router = useRouter();
  const cartStore = getCartStore();
  const cart = useBrowserSnapshot(cartStore.subscribe, cartStore.getSnapshot, cartStore.getServerSnapshot);
  const cartStoreCard = cards.find((card) => card.id === cart.storeId);
  const cents = cart.lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const itemCount = cart.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <StoreTopMenu
      title={t('siteName')}
      branded={false}
      stores={cards.map((card) => ({ slug: card.slug, name: card.name, closed: card.closed }))}
      totalLabel={formatCents(cents, cartStoreCard?.currencyLocaleName)}
      itemCount={itemCount}
      enabled={itemCount > 0 && cart.storeId !== null}
      onOpen={() => router.push(`/store/${cartStoreCard?.slug ?? cart.storeId}`)}
    />
  );
}
