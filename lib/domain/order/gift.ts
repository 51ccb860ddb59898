/**
 * Gift-card orders carry no discounts (spec part 1 §3): they are priced without price triggers
 * or coupons, and their total must reach the store's minimum.
 */
import { priceCart, type PricedCart } from '../cart/price-cart';
import type { CartItem } from '../cart/types';
import type { SurchargeBankSetting } from '../surcharges/types';

export function priceGiftCart(items: readonly CartItem[], now: number, bank?: { settings?: readonly SurchargeBankSetting[] | null; cardTypeCode?: number | null }): PricedCart {
  return priceCart({ items, now, bankSurcharges: bank?.settings, cardTypeCode: bank?.cardTypeCode });
}
