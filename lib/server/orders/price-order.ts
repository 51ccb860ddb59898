import 'server-only';
import { priceCart, type CartItem, type PricedCart } from '@/lib/domain/cart';
import type { CouponLike } from '@/lib/domain/coupons';
import { cardTypeCodeForPayment, type CardFunding } from '@/lib/domain/surcharges';
import { formatLocalDate, isoWeekday } from '@/lib/domain/time/local-date';
import { storeTimeZone, toLocalDate } from '@/lib/domain/time/zoned-time';
import type { TMenu, TStore } from '@/lib/schemas/entities';

/**
 * The order priced on the server exactly as the checkout page prices it in the browser
 * (lib/client/cart/cart-totals.ts): the menu's discount rules with the accepted ones and the
 * checkout-page ones, the store's coupon, holiday surcharges on the store-local day, the quoted
 * delivery fee, and the bank surcharge of a card payment (card type code 5).
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
  const day = toLocalDate(nowSeconds * 1000, storeTimeZone(store));
  return priceCart({
    items,
    now: nowSeconds,
    priceTriggers: menu.PriceTriggers,
    acceptedTriggerIds,
    onCheckoutPage: true,
    coupon,
    storeId: store.ID,
    deliveryFee,
    holidaySurcharges: store.SurchargeHolidaySettings,
    isGeneralSurchargeEnabled: store.IsGeneralSurchargeEnabled,
    storeDay: { date: formatLocalDate(day), isoWeekday: isoWeekday(day) },
    bankSurcharges: store.SurchargeBankSettings,
    cardTypeCode: cardTypeCodeForPayment(paymentMethod, cardFunding),
    currencyLocaleName: store.CurrencyLocaleName,
  });
}
