/**
 * The totals the cart panel shows (subtotal, delivery, tax, discount, surcharge, total), from a
 * priced cart: in cents for the views, which only format them, and in dollars for the callers
 * that still take dollars.
 */
import { fromCents, type Cents } from '../money/cents';
import type { PricedCart } from './price-cart';

export interface CartPanelCents {
  subtotalCents: Cents;
  deliveryCents: Cents;
  /** The tax inside the total. */
  taxCents: Cents;
  discountCents: Cents;
  /** Holiday surcharges and the card surcharge together. */
  surchargeCents: Cents;
  totalCents: Cents;
}

/** The same figures in dollars. */
export interface CartPanelTotals {
  subtotal: number;
  delivery: number;
  tax: number;
  discount: number;
  surcharge: number;
  total: number;
}

export function cartPanelCents(cart: PricedCart): CartPanelCents {
  return {
    subtotalCents: cart.subtotal,
    deliveryCents: cart.delivery,
    taxCents: cart.totalTax.tax,
    discountCents: cart.discount,
    surchargeCents: cart.surcharge + (cart.bankCardSurcharge?.amount ?? 0),
    totalCents: cart.total,
  };
}

export function cartPanelTotals(cart: PricedCart): CartPanelTotals {
  const cents = cartPanelCents(cart);
  return {
    subtotal: fromCents(cents.subtotalCents),
    delivery: fromCents(cents.deliveryCents),
    tax: fromCents(cents.taxCents),
    discount: fromCents(cents.discountCents),
    surcharge: fromCents(cents.surchargeCents),
    total: fromCents(cents.totalCents),
  };
}
