'use client';

import { StoreTopMenu } from '@/components/layout/top-menu';
import { useIsMobile } from '@/lib/client/use-media-query';
import { giftCartCents, useGiftCart } from '@/lib/client/gift-cart/gift-cart';
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
  return (
    <StoreTopMenu
      title={view.title}
      homeHref={giftPaths.store(view.storeSlug)}
      branded={view.branded}
      gift
      totalLabel={formatCents(giftCartCents(cart.items).totalCents, view.currencyLocaleName)}
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
