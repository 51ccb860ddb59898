/**
 * The one pricing context: a store, its menu and the moment (time, coupon, accepted rules, page,
 * delivery fee, card) mapped onto the pricing engine's input. The browser's cart totals
 * (lib/client/cart/cart-totals.ts) and the server's repricing (lib/server/checkout/price-order.ts)
 * both call it, so the figures the customer sees and the amount the server takes cannot drift
 * apart; a new input of the engine (a tip) is added here once.
 */
import type { CouponLike } from '../coupons/types';
import type { PriceTriggerLike } from '../discounts/types';
import type { SurchargeBankSetting, SurchargeHolidaySetting } from '../surcharges/types';
import { formatLocalDate, isoWeekday } from '../time/local-date';
import { storeTimeZone, toLocalDate } from '../time/zoned-time';
import { priceCart, type PriceCartInput, type PricedCart } from './price-cart';
import type { CartItem } from './types';

/** The store's settings the engine reads. */
export interface PricingStore {
  ID: string | number;
  TimezoneIanaFormat?: string | null;
  IsGeneralSurchargeEnabled?: boolean;
  SurchargeHolidaySettings?: readonly SurchargeHolidaySetting[] | null;
  SurchargeBankSettings?: readonly SurchargeBankSetting[] | null;
  CurrencyLocaleName?: string | null;
}

/** The menu's part the engine reads once the lines are priced from it: its discount rules. */
export interface PricingMenu {
  PriceTriggers?: readonly PriceTriggerLike[] | null;
}

/** What the order is at this moment, beside its lines. */
export interface PricingMoment {
  /** Epoch seconds: rule windows (StartAt/EndAt) and the holiday surcharge day. */
  now: number;
  /** The one coupon priced (the engine prices one per order). */
  coupon?: CouponLike | null;
  /** Price triggers with consent (TriggerMode 1 or 2) the customer accepted. */
  acceptedTriggerIds?: readonly (string | number)[];
  onCheckoutPage?: boolean;
  /** Quoted delivery fee in dollars; none for pickup and dine in. */
  deliveryFee?: number | null;
  /** Card type code when paying by card (5 is surcharged). */
  cardTypeCode?: number | null;
}

export function pricingInput(items: readonly CartItem[], store: PricingStore, menu: PricingMenu, moment: PricingMoment): PriceCartInput {
  // The store-local day only matters to holiday surcharges, which need goods in the cart; working
  // it out builds the zone's date formatter, the costliest step of pricing on a phone.
  const needsDay = items.length > 0 && Boolean(store.IsGeneralSurchargeEnabled) && (store.SurchargeHolidaySettings?.length ?? 0) > 0;
  const day = needsDay ? toLocalDate(moment.now * 1000, storeTimeZone(store)) : null;
  return {
    items,
    now: moment.now,
    priceTriggers: menu.PriceTriggers,
    acceptedTriggerIds: moment.acceptedTriggerIds,
    onCheckoutPage: moment.onCheckoutPage,
    coupon: moment.coupon,
    storeId: store.ID,
    deliveryFee: moment.deliveryFee,
    holidaySurcharges: store.SurchargeHolidaySettings,
    isGeneralSurchargeEnabled: store.IsGeneralSurchargeEnabled,
    storeDay: day && { date: formatLocalDate(day), isoWeekday: isoWeekday(day) },
    bankSurcharges: store.SurchargeBankSettings,
    cardTypeCode: moment.cardTypeCode,
    currencyLocaleName: store.CurrencyLocaleName,
  };
}

/** Lines already priced from the menu, priced in the store's context at this moment. */
export function priceInContext(items: readonly CartItem[], store: PricingStore, menu: PricingMenu, moment: PricingMoment): PricedCart {
  return priceCart(pricingInput(items, store, menu, moment));
}
