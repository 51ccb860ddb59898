'use client';

import { useTranslations } from 'next-intl';
import { discountLineLabel, type CartPanelCents, type DiscountLine } from '@/lib/domain/cart';
import { formatCents, taxLabel } from '@/lib/domain/money';
import type { CurrencyLocale } from './types';
import styles from './cart-totals.module.css';

export interface CartTotalsProps {
  /** From cartPanelCents. */
  totals: CartPanelCents;
  currencyLocaleName?: CurrencyLocale;
  /** The discount, a line per rule and one for the coupon (discountLines); absent: one Discount line. */
  discountLines?: readonly DiscountLine[];
  /** Shows the delivery row even at 0 once a fee has been quoted. */
  deliveryQuoted?: boolean;
  /**
   * The checkout names each surcharge on a line of its own (holiday surcharges, the card
   * surcharge with its rate), in place of the panel's one surcharge row.
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
  const money = (cents: number) => formatCents(cents, currencyLocaleName);
  const tax = taxLabel(currencyLocaleName) === 'GST' ? labels('gst') : labels('tax');

  return (
    <dl className={styles.totals} aria-label={t('totalsLabel')}>
      <Row label={t('subtotal')} value={money(totals.subtotalCents)} />
      {totals.deliveryCents > 0 || deliveryQuoted ? <Row label={t('delivery')} value={money(totals.deliveryCents)} /> : null}
      {totals.taxCents > 0 ? <Row label={t('taxIncluded', { label: tax })} value={money(totals.taxCents)} tone="muted" /> : null}
      {discountLines
        ? discountLines.map((line) => {
            const label = discountLineLabel(line);
            return <Row key={line.key} label={t(label.key, label.values)} value={money(-line.amount)} tone="discount" />;
          })
        : totals.discountCents > 0 && <Row label={t('discount')} value={money(-totals.discountCents)} tone="discount" />}
      {surchargeLines
        ? surchargeLines.map((line) => (line.amount > 0 ? <Row key={line.key} label={line.label} value={money(line.amount)} /> : null))
        : totals.surchargeCents > 0 && <Row label={t('surcharge')} value={money(totals.surchargeCents)} />}
      <Row label={t('total')} value={money(totals.totalCents)} tone="total" />
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
