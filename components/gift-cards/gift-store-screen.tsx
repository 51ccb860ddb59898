'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { HideOnErrorImage } from '@/components/ui/hide-on-error-image';
import { useGiftCart } from '@/lib/client/gift-cart/gift-cart';
import { formatMoney } from '@/lib/domain/money/format';
import type { TGiftProductView, TGiftStorePageView } from '@/lib/views/gift-cards';
import { GiftCardForm } from './gift-card-form';
import { GiftCart } from './gift-cart';
import { GiftCartLink } from './gift-mobile-cart';
import styles from './gift-cards.module.css';

const STATUS_KEYS = { 1: 'new', 2: 'popular', 3: 'soldOut' } as const;

function StatusBadge({ status }: { status: number | null }) {
  const t = useTranslations('giftCards.status');
  const key = status === 1 || status === 2 || status === 3 ? STATUS_KEYS[status] : null;
  return key ? <span className={`${styles.badge} ${styles[`badge_${status}`] ?? ''}`}>{t(key)}</span> : null;
}

/**
 * The gift store (spec routes /store/{storename}/giftcards and /store/{storeid}/giftcards): the
 * gift-card category's products that are in the menu, each with its photo, name, description,
 * status badge and price; Buy opens the add-to-cart form; the gift cart stands beside the cards
 * on desktop (phones open it from the top menu, on its own page).
 */
export function GiftStoreScreen({ view }: { view: TGiftStorePageView }) {
  const t = useTranslations('giftCards');
  const cart = useGiftCart(view.storeId);
  const [chosen, setChosen] = useState<TGiftProductView | null>(null);
  const [added, setAdded] = useState(false);
  return (
    <main id="main" className={`container ${styles.page}`}>
      <div className={styles.layout}>
        <div>
          <h1 className={styles.heading}>{t('heading')}</h1>
          <p className={styles.intro}>{t('intro', { store: view.storeName })}</p>
          {view.cardForm === null && <p className={styles.unavailable}>{t('unavailable')}</p>}
          {added && (
            <p className={styles.status} role="status">
              {t('form.added')}
            </p>
          )}
          {view.products.length === 0 ? (
            <p className={styles.empty}>{t('empty')}</p>
          ) : (
            <ul className={styles.tiles}>
              {view.products.map((product) => (
                <li key={product.itemId} className={styles.tile}>
                  {product.photoUrl && <HideOnErrorImage className={styles.photo} src={product.photoUrl} alt="" width={640} height={360} loading="lazy" />}
                  <div className={styles.tileBody}>
                    <div className={styles.tileHead}>
                      <h2 className={styles.name}>{product.name}</h2>
                      <StatusBadge status={product.status} />
                    </div>
                    {product.description && <p className={styles.description}>{product.description}</p>}
                    <div className={styles.tileFoot}>
                      <span className={styles.price}>{formatMoney(product.price, view.currencyLocaleName)}</span>
                      <button
                        type="button"
                        className={styles.primary}
                        disabled={product.soldOut}
                        aria-label={`${t('buy')} ${product.name}`}
                        onClick={() => {
                          setAdded(false);
                          setChosen(product);
                        }}
                      >
                        {t('buy')}
                      </button>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <GiftCartLink view={view} />
        </div>
        <aside id="gift-cart" className={styles.cartAside}>
          <GiftCart cart={cart} storeSlug={view.storeSlug} currencyLocaleName={view.currencyLocaleName} />
        </aside>
      </div>
      <GiftCardForm
        product={chosen}
        currencyLocaleName={view.currencyLocaleName}
        onCancel={() => setChosen(null)}
        onAdd={(item) => {
          cart.add(item);
          setChosen(null);
          setAdded(true);
        }}
      />
    </main>
  );
}
