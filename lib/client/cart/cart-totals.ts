/**
 * What the cart panel shows, priced by the domain engine exactly as the server will price the
 * order: lines are first re-read from the menu (prices, tax rates, categories; sold-out or
 * missing products drop out), then priceCart applies the menu's price triggers, the store's
 * coupon, holiday surcharges on the store-local day, delivery and the card surcharge.
 */
import { cartPanelTotals, priceCart, repriceFromMenu, type CartPanelTotals, type PricedCart } from '@/lib/domain/cart';
import { formatLocalDate, isoWeekday } from '@/lib/domain/time/local-date';
import { storeTimeZone, toLocalDate } from '@/lib/domain/time/zoned-time';
import type { TMenu, TStore } from '@/lib/schemas/entities';
import type { TAppliedCoupon, TCartLine } from './cart-line';

export type PricingMenu = Pick<TMenu, 'Products' | 'ModifierGroups' | 'PriceTriggers'>;
export type PricingStore = Pick<TStore, 'ID' | 'TimezoneIanaFormat' | 'IsGeneralSurchargeEnabled' | 'SurchargeHolidaySettings' | 'SurchargeBankSettings' | 'CurrencyLocaleName'>;

export interface CartTotalsOptions {
  /** Epoch seconds: rule windows (StartAt/EndAt) and the holiday surcharge day. */
  now: number;
  /** Quoted delivery fee in dollars; none for pickup and dine in. */
  deliveryFee?: number | null;
  /** Price triggers with consent (TriggerMode 1 or 2) the customer accepted. */
  acceptedTriggerIds?: readonly (string | number)[];
  onCheckoutPage?: boolean;
  /** Card type code when paying by card (5 is surcharged). */
  cardTypeCode?: number | null;
}

export interface CartTotals extends CartPanelTotals {
  /** Units in the cart (the footer's "view cart" count). */
  itemCount: number;
  priced: PricedCart;
  /** Lines the menu no longer sells; they are left out of the totals. */
  unavailable: TCartLine[];
}

/** The coupon priced: the latest one of this store (the engine prices one per order). */
export function activeCoupon(coupons: readonly TAppliedCoupon[]): TAppliedCoupon | null {
  return coupons.length === 0 ? null : coupons[coupons.length - 1];
}

export function priceStoreCart(lines: readonly TCartLine[], coupons: readonly TAppliedCoupon[], menu: PricingMenu, store: PricingStore, options: CartTotalsOptions): CartTotals {
  const { items, removed } = repriceFromMenu(lines, menu);
  // The store-local day only matters to holiday surcharges, which need goods in the cart; working
  // it out builds the zone's date formatter, the costliest step of pricing on a phone.
  const needsDay = items.length > 0 && Boolean(store.IsGeneralSurchargeEnabled) && (store.SurchargeHolidaySettings?.length ?? 0) > 0;
  const day = needsDay ? toLocalDate(options.now * 1000, storeTimeZone(store)) : null;
  const priced = priceCart({
    items,
    now: options.now,
    priceTriggers: menu.PriceTriggers,
    acceptedTriggerIds: options.acceptedTriggerIds,
    onCheckoutPage: options.onCheckoutPage,
    coupon: activeCoupon(coupons),
    storeId: store.ID,
    deliveryFee: options.deliveryFee,
    holidaySurcharges: store.SurchargeHolidaySettings,
    isGeneralSurchargeEnabled: store.IsGeneralSurchargeEnabled,
    storeDay: day && { date: formatLocalDate(day), isoWeekday: isoWeekday(day) },
    bankSurcharges: store.SurchargeBankSettings,
    cardTypeCode: options.cardTypeCode,
    currencyLocaleName: store.CurrencyLocaleName,
  });
  return {
    ...cartPanelTotals(priced),
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    priced,
    unavailable: removed,
  };
}
