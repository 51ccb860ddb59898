'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { usePathname, useRouter } from '@/lib/i18n/client-navigation';
import type { TCheckoutStoreSelection } from '@/lib/views/checkout';
import styles from './checkout.module.css';

/**
 * StoreSelectionAtCheckout: the group's stores as radio rows. Choosing one loads the checkout
 * again for it (`?store={id}`): the server then sends that store's settings and the cart is
 * priced with its menu. Closed stores (no pre-order) are shown but cannot be chosen.
 */
export function StoreChooser({ selection }: { selection: TCheckoutStoreSelection }) {
  const t = useTranslations('checkout.storeSelection');
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  // The store being loaded shows as chosen at once.
  const [target, setTarget] = useState<string | null>(null);
  const checkedId = pending && target ? target : selection.chosenId;
  const targetName = selection.stores.find((store) => store.ID === target)?.Name ?? '';

  function choose(id: string) {
    setTarget(id);
    startTransition(() => router.replace({ pathname, query: { store: id } }, { scroll: false }));
  }

  return (
    <section className={styles.card} aria-labelledby="checkout-store-choice" aria-busy={pending}>
      <h2 id="checkout-store-choice" className={styles.cardTitle}>
        {t('title')}
      </h2>
      <p className={styles.muted}>{t('intro')}</p>
      <fieldset className={styles.methods} disabled={pending}>
        <legend className="visually-hidden">{t('title')}</legend>
        {selection.stores.map((store) => (
          <label key={store.ID} className={styles.method} data-store-choice={store.ID}>
            <input type="radio" name="checkout-store" value={store.ID} checked={store.ID === checkedId} disabled={store.closed} onChange={() => choose(store.ID)} />
            <span className={styles.choice}>
              <span>{store.Name}</span>
              <span className={styles.choiceAddress}>{store.address}</span>
            </span>
            {store.closed ? <span className={styles.choiceClosed}>{t('closed')}</span> : null}
          </label>
        ))}
      </fieldset>
      {pending ? (
        <p className={styles.muted} role="status">
          {t('updating', { name: targetName })}
        </p>
      ) : null}
    </section>
  );
}
