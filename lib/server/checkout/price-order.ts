import 'server-only';
import type { CartItem, PricedCart } from '@/lib/domain/cart';
import { priceInContext } from '@/lib/domain/cart/pricing-context';
import type { CouponLike } from '@/lib/domain/coupons';
import { cardTypeCodeForPayment, type CardFunding } from '@/lib/domain/surcharges';
import type { TMenu, TStore } from '@/lib/schemas/entities';

/**
 * The order priced on the server in the same pricing context as the checkout page prices it in
 * the browser (lib/domain/cart/pricing-context.ts, called by lib/client/cart/cart-totals.ts):
 * always on the checkout page, with the bank surcharge of a card payment (card type code 5).
 */
export function priceOrder({
  items,
  menu,
  store,
  nowSeconds,
  coupon,
  acceptedTriggerIds,
  deliveryFee,
  paymentMethod,
  cardFunding = null,
}: {
  items: CartItem[];
  menu: Pick<TMenu, 'PriceTriggers'>;
  store: TStore;
  nowSeconds: number;
  coupon: CouponLike | null;
  acceptedTriggerIds: readonly string[];
  deliveryFee: number | null;
  paymentMethod: number;
  /** the card as its provider reports it: a debit or prepaid card carries no bank surcharge */
  cardFunding?: CardFunding | null;
}): PricedCart {
  return priceInContext(items, store, menu, {
    now: nowSeconds,
    coupon,
    acceptedTriggerIds,
    onCheckoutPage: true,
    deliveryFee,
    cardTypeCode: cardTypeCodeForPayment(paymentMethod, cardFunding),
  });
}
