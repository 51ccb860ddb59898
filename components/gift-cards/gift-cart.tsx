'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { formatCents } from '@/lib/domain/money/format';
import { giftCartCents, type GiftCart as GiftCartState } from '@/lib/client/gift-cart/gift-cart';
import { Link } from '@/lib/i18n/client-navigation';
import { giftPaths } from './gift-paths';
import styles from './gift-cards.module.css';

interface GiftCartProps {
  cart: GiftCartState;
  storeSlug: string;
  currencyLocaleName: string | null;
  /** the heading's level: a panel beside the gift store (h2) or the mobile gift cart's page (h1) */
  headingLevel?: 'h1' | 'h2';
}

/**
 * The gift cart (part 1 §2): items, coupon, subtotal, total; Cancel goes to the gift store,
 * Continue to the gift checkout. Gift orders take no discount (part 1 §3), so a code entered in
 * the coupon box is answered with the spec's 'coupon does not apply to any items'.
 */
export function GiftCart({ cart, storeSlug, currencyLocaleName, headingLevel: Heading = 'h2' }: GiftCartProps) {
  const t = useTranslations('giftCards.cart');
  const tCoupon = useTranslations('coupon');
  const couponId = useId();
  const [code, setCode] = useState('');
  const [couponMessage, setCouponMessage] = useState<string | null>(null);
  const { lineCents, totalCents } = giftCartCents(cart.items);
  const money = (cents: number) => formatCents(cents, currencyLocaleName);
  return (
    <section className={styles.cart} aria-label={t('title')}>
      <Heading className={styles.cartTitle}>{t('title')}</Heading>
      {cart.items.length === 0 ? (
        <p className={styles.couponMessage}>{t('empty')}</p>
      ) : (
        <ul className={styles.lines}>
          {cart.items.map((item, index) => (
            <li key={`${item.id}-${item.created}-${index}`} className={styles.line}>
              <span className={styles.lineName}>
                {item.quantity} × {item.name}
              </span>
              <span>{money(lineCents[index])}</span>
              <span className={styles.lineMeta}>
                {item.message.To ? t('recipient', { to: item.message.To, email: item.message.Email }) : t('recipientEmailOnly', { email: item.message.Email })}
              </span>
              <button type="button" className={styles.remove} onClick={() => cart.remove(index)}>
                {t('remove', { name: item.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className={styles.coupon}
        onSubmit={(event) => {
          event.preventDefault();
          setCouponMessage(code.trim() === '' ? tCoupon('enterCode') : tCoupon('notApplicable'));
        }}
      >
        <label htmlFor={couponId} className="visually-hidden">
          {t('coupon')}
        </label>
        <input id={couponId} value={code} placeholder={t('coupon')} onChange={(event) => setCode(event.target.value)} maxLength={50} />
        <button type="submit" className={styles.secondary}>
          {t('applyCoupon')}
        </button>
      </form>
      {couponMessage && (
        <p className={styles.couponMessage} role="status">
          {couponMessage}
        </p>
      )}
      <dl className={styles.totals}>
        <div>
          <dt>{t('subtotal')}</dt>
          <dd>{money(totalCents)}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>{t('total')}</dt>
          <dd>{money(totalCents)}</dd>
        </div>
      </dl>
      <div className={styles.cartActions}>
        <Link href={giftPaths.store(storeSlug)} className={styles.secondary}>
          {t('cancel')}
        </Link>
        {cart.items.length > 0 ? (
          <Link href={giftPaths.checkout(storeSlug)} className={styles.primary}>
            {t('continue')}
          </Link>
        ) : (
          <span className={styles.primary} aria-disabled="true">
            {t('continue')}
          </span>
        )}
      </div>
    </section>
  );
}
