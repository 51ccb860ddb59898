/**
 * Props shared by the cart's presentational parts. Figures come from the pricing engine
 * (priceCart / cartPanelCents); these components only display them and report actions.
 */
import type { CartRemoval } from '@/lib/client/cart/cart-state';
import type { CartPanelCents, DiscountLine, DiscountOffer, PricedLine } from '@/lib/domain/cart';
import type { Cents } from '@/lib/domain/money';
import type { CouponState } from '@/lib/domain/coupons';
import type { OrderTypeConstraintRules } from '@/lib/domain/order/minimum-order';
import type { StoreOpenSettings } from '@/lib/domain/time/store-hours.types';
import type { RewardOption, RewardRule } from '@/lib/domain/loyalty/rewards';

/** The member's rewards as the cart shows them (lib/domain/loyalty/rewards.ts). */
export interface RewardsView {
  /** the member's points balance */
  points: number;
  options: readonly RewardOption[];
  onRedeem: (reward: RewardRule) => void;
}

/** The store's CurrencyLocaleName ('en-AU', 'id-ID'…): picks $ or Rp and GST or tax. */
export type CurrencyLocale = string | null | undefined;

export interface LineActions {
  onQuantityChange: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
}

export interface CouponActions {
  onApplyCoupon: (code: string) => void;
  onRemoveCoupon: (code: string) => void;
}

/** What decides the checkout button: the input of checkoutButtonState, plus the minimum order. */
export interface CheckoutInput {
  store: StoreOpenSettings;
  now: Date;
  /** The saved-order ("pay later") payment type labels the button "place order". */
  savedOrderPayment?: boolean;
  /** When given, the spec's minimum-purchase message shows while it is unmet. */
  minimumOrder?: MinimumOrderInput | null;
}

export interface MinimumOrderInput {
  rules: OrderTypeConstraintRules | null | undefined;
  orderTypeKey: string | number;
  /** The subtotal excluding delivery (for a gift-card order, its total), in cents. */
  amountCents: Cents;
}

/** Everything the desktop panel and the mobile page both show. */
export interface CartViewProps extends LineActions, CouponActions {
  lines: readonly PricedLine[];
  totals: CartPanelCents;
  currencyLocaleName?: CurrencyLocale;
  /** The discount, a line per rule and one for the coupon (lib/domain/cart/discount-lines.ts). */
  discountLines?: readonly DiscountLine[];
  /** Shows the delivery row even at 0 once a fee has been quoted. */
  deliveryQuoted?: boolean;
  /** Lines the cart removed on its own since the customer last dismissed the notice. */
  removal?: CartRemoval | null;
  onDismissRemoval?: () => void;
  /** Absent: no coupon box (the desktop panel shows it on checkout only). */
  coupon?: { state: CouponState; used?: boolean } | null;
  checkout: CheckoutInput;
  onCheckout: () => void;
  /** A signed-in member's rewards (points rewards and stamp cards): absent for guests or a menu without any. */
  rewards?: RewardsView;
  /** Discount rules the customer may accept (TriggerMode 1 or 2), and the accepted ones that apply. */
  offers?: readonly DiscountOffer[];
  onAcceptOffer?: (id: string) => void;
  onWithdrawOffer?: (id: string) => void;
}
