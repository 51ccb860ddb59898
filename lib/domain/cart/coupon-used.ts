/**
 * A coupon chip reads "used" only while the coupon reduced the priced cart (spec part 1 §4:
 * chips marked used or unused): a coupon the cart has since outgrown or fallen below shows unused.
 */
import type { PricedCart } from './price-cart';

export function isCouponUsed(priced: Pick<PricedCart, 'coupon' | 'couponDiscount'>): boolean {
  return priced.coupon?.ok === true && priced.couponDiscount > 0;
}
