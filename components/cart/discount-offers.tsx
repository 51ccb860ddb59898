'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { DiscountOffer } from '@/lib/domain/cart';
import styles from './discount-offers.module.css';

export interface DiscountOffersProps {
  offers: readonly DiscountOffer[];
  onAccept: (id: string) => void;
  onWithdraw: (id: string) => void;
}

/**
 * The store's discounts that wait for the customer's word (rules "with confirm" and "manual"):
 * each with its name, the owner's description and Add; an accepted one that applies shows as
 * applied, with Remove. Nothing at all when there is nothing to offer.
 */
export function DiscountOffers({ offers, onAccept, onWithdraw }: DiscountOffersProps) {
  const t = useTranslations('cart');
  const headingId = useId();
  if (offers.length === 0) return null;

  return (
    <section className={styles.offers} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('offersHeading')}
      </h3>
      <ul className={styles.list}>
        {offers.map((offer) => (
          <li key={offer.id} className={styles.offer} data-accepted={offer.accepted}>
            <div className={styles.text}>
              <p className={styles.name}>{offer.name}</p>
              {offer.description ? <p className={styles.description}>{offer.description}</p> : null}
              {offer.accepted ? <p className={styles.applied}>{t('offerApplied')}</p> : null}
            </div>
            {offer.accepted ? (
              <button type="button" className={styles.withdraw} aria-label={t('withdrawOfferLabel', { name: offer.name })} onClick={() => onWithdraw(offer.id)}>
                {t('withdrawOffer')}
              </button>
            ) : (
              <button type="button" className={styles.accept} aria-label={t('acceptOfferLabel', { name: offer.name })} onClick={() => onAccept(offer.id)}>
                {t('acceptOffer')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
