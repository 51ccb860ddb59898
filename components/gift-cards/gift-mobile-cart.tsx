'use client';

import { useTranslations } from 'next-intl';
import { useGiftCart } from '@/lib/client/gift-cart/gift-cart';
import { Link } from '@/lib/i18n/client-navigation';
import type { TGiftStorePageView } from '@/lib/views/gift-cards';
import { GiftCart } from './gift-cart';
import { giftPaths } from './gift-paths';
import styles from './gift-cards.module.css';

/** The mobile gift cart (spec route /store/{storename}/giftshoppingcartmobile): the gift cart on a page of its own. */
export function GiftMobileCart({ view }: { view: TGiftStorePageView }) {
  const t = useTranslations('giftCards.thankYou');
  const cart = useGiftCart(view.storeId);
  return (
    <main id="main" className={`container ${styles.page}`}>
      <Link href={giftPaths.store(view.storeSlug)} className={styles.back}>
        ‹ {t('back')}
      </Link>
      <GiftCart cart={cart} storeSlug={view.storeSlug} currencyLocaleName={view.currencyLocaleName} headingLevel="h1" />
    </main>
  );
}

/** Phones: the gift cart is its own page; this bar under the cards leads there. */
export function GiftCartLink({ view }: { view: TGiftStorePageView }) {
  const t = useTranslations('giftCards.cart');
  const cart = useGiftCart(view.storeId);
  if (cart.count === 0) return null;
  return (
    <Link href={giftPaths.mobileCart(view.storeSlug)} className={`${styles.primary} ${styles.mobileCartLink}`}>
      {t('view', { count: cart.count })}
    </Link>
  );
}
