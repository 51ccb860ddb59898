/**
 * What the cart panel shows, priced by the domain engine exactly as the server will price the
 * order: lines are first re-read from the menu (prices, tax rates, categories; sold-out or
 * missing products drop out), then priced in the store's one pricing context
 * (lib/domain/cart/pricing-context.ts), which the server's repricing calls too.
 */
import { cartPanelCents, cartPanelTotals, repriceFromMenu, type CartPanelCents, type CartPanelTotals, type PricedCart } from '@/lib/domain/cart';
import { priceInContext, type PricingMoment } from '@/lib/domain/cart/pricing-context';
import type { TMenu, TStore } from '@/lib/schemas/entities';
import type { TAppliedCoupon, TCartLine } from './cart-line';

export type PricingMenu = Pick<TMenu, 'Products' | 'ModifierGroups' | 'PriceTriggers'>;
export type PricingStore = Pick<TStore, 'ID' | 'TimezoneIanaFormat' | 'IsGeneralSurchargeEnabled' | 'SurchargeHolidaySettings' | 'SurchargeBankSettings' | 'CurrencyLocaleName'>;

/** The moment the cart is priced at; its coupon is the cart's own (activeCoupon). */
export type CartTotalsOptions = Omit<PricingMoment, 'coupon'>;

/**
 * The panel's figures in cents (what the views format) and, for the callers that still take
 * dollars, the same figures in dollars.
 */
export interface CartTotals extends CartPanelCents, CartPanelTotals {
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
  const priced = priceInContext(items, store, menu, { ...options, coupon: activeCoupon(coupons) });
  return {
    ...cartPanelCents(priced),
    ...cartPanelTotals(priced),
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    priced,
    unavailable: removed,
  };
}
