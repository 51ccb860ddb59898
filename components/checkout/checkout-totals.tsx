'use client';

import { useTranslations } from 'next-intl';
import type { PricedCart } from '@/lib/domain/cart';
import { formatCents, taxLabel } from '@/lib/domain/money';
import styles from './checkout.module.css';

interface CheckoutTotalsProps {
  priced: PricedCart;
  currencyLocaleName?: string | null;
  discountNames: readonly string[];
  /** Delivery shows once a fee is quoted, even at 0. */
  deliveryQuoted: boolean;
  /** ShowSurchargePercentage: the card surcharge with its rate. */
  bankRateLabel: string | null;
}

/**
 * The checkout's totals: like the cart's, but the holiday surcharges and the card surcharge are
 * lines of their own, named, as the spec lists them on checkout.
 */
export function CheckoutTotals({ priced, currencyLocaleName, discountNames, deliveryQuoted, bankRateLabel }: CheckoutTotalsProps) {
  const t = useTranslations('checkout');
  const cart = useTranslations('cart');
  const labels = useTranslations('taxLabel');
  const money = (cents: number) => formatCents(cents, currencyLocaleName);
  const tax = taxLabel(currencyLocaleName) === 'GST' ? labels('gst') : labels('tax');
  const names = discountNames.filter((name) => name.trim() !== '');
  const bank = priced.bankCardSurcharge;
  return (
    <dl className={styles.totals} aria-label={cart('totalsLabel')}>
      <Row label={cart('subtotal')} value={money(priced.subtotal)} />
      {priced.discount > 0 ? <Row tone="discount" label={names.length > 0 ? cart('discountWithRules', { rules: names.join(', ') }) : cart('discount')} value={money(-priced.discount)} /> : null}
      {priced.delivery > 0 || deliveryQuoted ? <Row label={cart('delivery')} value={money(priced.delivery)} /> : null}
      {priced.surcharges.map((surcharge, index) =>
        surcharge.amount > 0 ? <Row key={`${surcharge.settingId ?? index}`} label={surcharge.name?.trim() || t('holidaySurcharge')} value={money(surcharge.amount)} /> : null,
      )}
      {bank && bank.amount > 0 ? <Row label={bankRateLabel ? t('bankSurchargeRate', { rate: bankRateLabel }) : t('bankSurcharge')} value={money(bank.amount)} /> : null}
      {priced.totalTax.tax > 0 ? <Row tone="muted" label={cart('taxIncluded', { label: tax })} value={money(priced.totalTax.tax)} /> : null}
      <Row tone="total" label={cart('total')} value={money(priced.total)} />
    </dl>
  );
}

function Row({ label, value, tone }: { label: string; value: string; tone?: 'discount' | 'total' | 'muted' }) {
  return (
    <div className={styles.row} data-tone={tone}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
