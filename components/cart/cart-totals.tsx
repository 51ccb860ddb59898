'use client';

import { useTranslations } from 'next-intl';
import { discountLineLabel, type CartPanelTotals, type DiscountLine } from '@/lib/domain/cart';
import { formatCents, taxLabel, toCents } from '@/lib/domain/money';
import type { CurrencyLocale } from './types';
import styles from './cart-totals.module.css';

export interface CartTotalsProps {
  /** From cartPanelTotals (dollars). */
  totals: CartPanelTotals;
  currencyLocaleName?: CurrencyLocale;
  /** The discount, a line per rule and one for the coupon (discountLines); absent: one Discount line. */
  discountLines?: readonly DiscountLine[];
  /** Shows the delivery row even at 0 once a fee has been quoted. */
  deliveryQuoted?: boolean;
  /**
   * The checkout names each surcharge on a line of its own (holiday surcharges, the card
   * surcharge with its rate), in place of the panel's one surcharge row. Amounts in dollars.
   */
  surchargeLines?: readonly SurchargeLine[];
}

export interface SurchargeLine {
  key: string;
  label: string;
  /** cents */
  amount: number;
}

/**
 * The panel's totals as a description list. Each row shows only when it applies: delivery once
 * there is a fee, tax (already inside the prices, hence "incl.") when above 0, discount and
 * surcharge when above 0 (each rule and the coupon on its own line when given); subtotal and
 * total always. Order as in the spec.
 */
export function CartTotals({ totals, currencyLocaleName, discountLines, deliveryQuoted, surchargeLines }: CartTotalsProps) {
  const t = useTranslations('cart');
  const labels = useTranslations('taxLabel');
  const money = (dollars: number) => formatCents(toCents(dollars), currencyLocaleName);
  const tax = taxLabel(currencyLocaleName) === 'GST' ? labels('gst') : labels('tax');

  return (
    <dl className={styles.totals} aria-label={t('totalsLabel')}>
      <Row label={t('subtotal')} value={money(totals.subtotal)} />
      {totals.delivery > 0 || deliveryQuoted ? <Row label={t('delivery')} value={money(totals.delivery)} /> : null}
      {totals.tax > 0 ? <Row label={t('taxIncluded', { label: tax })} value={money(totals.tax)} tone="muted" /> : null}
      {discountLines
        ? discountLines.map((line) => {
            const label = discountLineLabel(line);
            return <Row key={line.key} label={t(label.key, label.values)} value={formatCents(-line.amount, currencyLocaleName)} tone="discount" />;
          })
        : totals.discount > 0 && <Row label={t('discount')} value={money(-totals.discount)} tone="discount" />}
      {surchargeLines
        ? surchargeLines.map((line) => (line.amount > 0 ? <Row key={line.key} label={line.label} value={formatCents(line.amount, currencyLocaleName)} /> : null))
        : totals.surcharge > 0 && <Row label={t('surcharge')} value={money(totals.surcharge)} />}
      <Row label={t('total')} value={money(totals.total)} tone="total" />
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
