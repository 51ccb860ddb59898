/**
 * The totals the cart panel shows (subtotal, delivery, tax, discount, surcharge, total) in
 * dollars, from a priced cart.
 */
import { fromCents } from '../money/cents';
import type { PricedCart } from './price-cart';

export interface CartPanelTotals {
  subtotal: number;
  delivery: number;
  tax: number;
  discount: number;
  surcharge: number;
  total: number;
}

export function cartPanelTotals(cart: PricedCart): CartPanelTotals {
  return {
    subtotal: fromCents(cart.subtotal),
    delivery: fromCents(cart.delivery),
    tax: fromCents(cart.totalTax.tax),
    discount: fromCents(cart.discount),
    surcharge: fromCents(cart.surcharge + (cart.bankCardSurcharge?.amount ?? 0)),
    total: fromCents(cart.total),
  };
}
