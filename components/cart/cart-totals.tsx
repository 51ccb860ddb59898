'use client';

import { useTranslations } from 'next-intl';
import type { CartPanelTotals } from '@/lib/domain/cart';
import { formatCents, taxLabel, toCents } from '@/lib/domain/money';
import type { CurrencyLocale } from './types';
import styles from './cart-totals.module.css';

export interface CartTotalsProps {
  /** From cartPanelTotals (dollars). */
  totals: CartPanelTotals;
  currencyLocaleName?: CurrencyLocale;
  /** Names of the applied discount rules and coupon. */
  discountNames?: readonly string[];
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
  amount: number;
}

/**
 * The panel's totals as a description list. Each row shows only when it applies: delivery once
 * there is a fee, tax (already inside the prices, hence "incl.") when above 0, discount and
 * surcharge when above 0; subtotal and total always. Order as in the spec.
 */
export function CartTotals({ totals, currencyLocaleName, discountNames, deliveryQuoted, surchargeLines }: CartTotalsProps) {
  const t = useTranslations('cart');
  const labels = useTranslations('taxLabel');
  const money = (dollars: number) => formatCents(toCents(dollars), currencyLocaleName);
  const names = (discountNames ?? []).filter((name) => name.trim() !== '');
  const tax = taxLabel(currencyLocaleName) === 'GST' ? labels('gst') : labels('tax');

  return (
    <dl className={styles.totals} aria-label={t('totalsLabel')}>
      <Row label={t('subtotal')} value={money(totals.subtotal)} />
      {totals.delivery > 0 || deliveryQuoted ? <Row label={t('delivery')} value={money(totals.delivery)} /> : null}
      {totals.tax > 0 ? <Row label={t('taxIncluded', { label: tax })} value={money(totals.tax)} tone="muted" /> : null}
      {totals.discount > 0 ? (
        <Row label={names.length > 0 ? t('discountWithRules', { rules: names.join(', ') }) : t('discount')} value={money(-totals.discount)} tone="discount" />
      ) : null}
      {surchargeLines
        ? surchargeLines.map((line) => (line.amount > 0 ? <Row key={line.key} label={line.label} value={money(line.amount)} /> : null))
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
