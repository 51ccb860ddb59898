'use client';

import { StoreTopMenu } from '@/components/layout/top-menu';
import { useIsMobile } from '@/lib/client/use-media-query';
import { useGiftCart } from '@/lib/client/gift-cart/gift-cart';
import { toCents } from '@/lib/domain/money/cents';
import { formatCents } from '@/lib/domain/money/format';
import { useRouter } from '@/lib/i18n/client-navigation';
import type { TGiftStorePageView } from '@/lib/views/gift-cards';
import { giftPaths } from './gift-paths';

/**
 * The gift pages' top menu: the store's top menu in gift mode (no stores link, no account items),
 * its cart button showing the gift cart: on phones it opens the mobile gift cart, on desktop it
 * brings the gift cart beside the gift store into view.
 */
export function GiftTopMenu({ view }: { view: TGiftStorePageView }) {
  const cart = useGiftCart(view.storeId);
  const isMobile = useIsMobile();
  const router = useRouter();
  const total = cart.items.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0);
  return (
    <StoreTopMenu
      title={view.title}
      homeHref={giftPaths.store(view.storeSlug)}
      branded={view.branded}
      gift
      totalLabel={formatCents(total, view.currencyLocaleName)}
      itemCount={cart.count}
      enabled
      onOpen={() => {
        const panel = document.getElementById('gift-cart');
        if (!isMobile && panel) panel.scrollIntoView({ behavior: 'smooth', block: 'start' });
        else router.push(giftPaths.mobileCart(view.storeSlug));
      }}
    />
  );
}
