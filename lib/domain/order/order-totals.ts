/**
 * A stored order's money as the customer reads it, in integer cents: the lines between the
 * subtotal and the total (each discount rule and the coupon, the delivery fee, the surcharges),
 * the total and the tax it includes. The stored order keeps dollars (the spec's payload); this
 * is the one place they become cents again, for the mails, the status page, the history and the
 * board. A new kind of line (a tip) is added here, and every reader of the lines shows it.
 */
import type { DiscountLine } from '../cart/discount-lines';
import { toCents, type Cents } from '../money/cents';

/** The stored amounts the lines are read from (dollars, as the order payload keeps them). */
export interface OrderMoneyFields {
  SubtotalExcludingTax?: number | null;
  SubtotalTax?: number | null;
  DiscountExcludingTax?: number | null;
  DiscountTax?: number | null;
  DeliveryFee?: number | null;
  HolidaySurcharge?: number | null;
  BankCardSurcharge?: number | null;
  TotalExcludingTax?: number | null;
  TotalTax?: number | null;
  /** the discount as the checkout showed it, one line per rule and the coupon (orders since issue 36) */
  DiscountLines?: readonly DiscountLine[] | null;
}

export type OrderTotalLine =
  | { kind: 'subtotal'; cents: Cents }
  /** one discount rule or the coupon, as the checkout named it (cents taken off: negative) */
  | { kind: 'discountLine'; cents: Cents; line: DiscountLine }
  /** the discount of an order written before its lines were kept (negative) */
  | { kind: 'discount'; cents: Cents }
  | { kind: 'deliveryFee' | 'surcharge' | 'cardSurcharge'; cents: Cents };

export interface OrderTotals {
  /** subtotal first, then what the order adds or takes off; lines of 0 are left out */
  lines: OrderTotalLine[];
  totalCents: Cents;
  /** the tax the total includes */
  taxCents: Cents;
}

/** What the customer paid or pays: the total excluding tax plus the tax (the spec's createpayment Amount). */
export function orderTotalCents(order: Pick<OrderMoneyFields, 'TotalExcludingTax' | 'TotalTax'>): Cents {
  return toCents(order.TotalExcludingTax) + toCents(order.TotalTax);
}

function discountLinesOf(order: OrderMoneyFields): OrderTotalLine[] {
  if (order.DiscountLines && order.DiscountLines.length > 0) return order.DiscountLines.map((line) => ({ kind: 'discountLine', cents: -line.amount, line }));
  const discount = Math.abs(toCents(order.DiscountExcludingTax) + toCents(order.DiscountTax));
  return discount > 0 ? [{ kind: 'discount', cents: -discount }] : [];
}

export function orderTotals(order: OrderMoneyFields): OrderTotals {
  const fees: OrderTotalLine[] = [
    { kind: 'deliveryFee', cents: toCents(order.DeliveryFee) },
    { kind: 'surcharge', cents: toCents(order.HolidaySurcharge) },
    { kind: 'cardSurcharge', cents: toCents(order.BankCardSurcharge) },
  ];
  return {
    lines: [{ kind: 'subtotal', cents: toCents(order.SubtotalExcludingTax) + toCents(order.SubtotalTax) }, ...discountLinesOf(order), ...fees.filter((line) => line.cents > 0)],
    totalCents: orderTotalCents(order),
    taxCents: toCents(order.TotalTax),
  };
}
