/** The cart's presentational parts; the integrator wires them to the cart store. */
export { CartBody, type CartBodyProps } from './cart-body';
export { CartLines, type CartLinesProps } from './cart-lines';
export { CartTotals, type CartTotalsProps } from './cart-totals';
export { CouponBox, type CouponBoxProps } from './coupon-box';
export { DiscountOffers, type DiscountOffersProps } from './discount-offers';
export { CheckoutButton, type CheckoutButtonProps } from './checkout-button';
export { CartPanel, type CartPanelProps } from './cart-panel';
export { MobileCart, type MobileCartProps } from './mobile-cart';
export { CartFooterBar, type CartFooterBarProps } from './cart-footer-bar';
export { COUPON_SERVER_MESSAGE_KEY } from './use-cart-message';
export { itemCountOf } from './item-count';
export type { CartViewProps, CheckoutInput, MinimumOrderInput, CurrencyLocale } from './types';
