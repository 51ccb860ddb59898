/**
 * The totals of an empty cart, as the pricing engine computes them whatever delivery fee is quoted (a
 * test checks they are equal): every amount zero, nothing applied.
 */
import type { CartTotals } from './cart-totals';

const ZERO_TAX = { tax: 0, excludingTax: 0 };

export const EMPTY_CART_TOTALS: CartTotals = {
  subtotalCents: 0,
  deliveryCents: 0,
  taxCents: 0,
  discountCents: 0,
  surchargeCents: 0,
  totalCents: 0,
  subtotal: 0,
  delivery: 0,
  tax: 0,
  discount: 0,
  surcharge: 0,
  total: 0,
  itemCount: 0,
  unavailable: [],
  priced: {
    lines: [],
    subtotal: 0,
    subtotalTax: ZERO_TAX,
    triggerDiscount: 0,
    couponDiscount: 0,
    discount: 0,
    discountTax: ZERO_TAX,
    delivery: 0,
    deliveryTax: ZERO_TAX,
    surcharges: [],
    surcharge: 0,
    surchargeTax: ZERO_TAX,
    bankCardSurcharge: null,
    total: 0,
    totalTax: ZERO_TAX,
    appliedPriceTriggers: [],
    appliedPriceTriggerRecords: [],
    pendingPriceTriggers: [],
    coupon: null,
  },
};
