'use client';

import { useTranslations } from 'next-intl';
import styles from './checkout.module.css';

interface PickupAddressProps {
  storeName: string;
  address: string;
  phone: string | null;
  /** null when the store hides its address on pickup */
  mapsUrl: string | null;
}

/** Where to collect the order, with a maps link; hidden entirely with HideAddressOnPickup. */
export function PickupAddress({ storeName, address, phone, mapsUrl }: PickupAddressProps) {
  const t = useTranslations('checkout');
  if (!mapsUrl) return null;
  return (
    <section className={styles.card} aria-labelledby="checkout-pickup-from">
      <h2 id="checkout-pickup-from" className={styles.cardTitle}>
        {t('pickupFrom')}
      </h2>
      <address className={styles.address}>
        <span className={styles.storeName}>{storeName}</span>
        <br />
        {address}
        {phone ? (
          <>
            <br />
            <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
          </>
        ) : null}
      </address>
      <a href={mapsUrl} target="_blank" rel="noopener noreferrer" className={styles.back}>
        {t('openInMaps')}
      </a>
    </section>
  );
}
