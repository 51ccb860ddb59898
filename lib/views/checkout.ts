/**
 * The checkout page's view model (route /store/{storename}/checkout/{orderid?}): what the server
 * loader (lib/server/pages/load-checkout-page.ts) hands to the client checkout. Plain data:
 * the store's settings the browser prices, schedules and checks with, never its secrets.
 */
import type { OrderKind } from '@/lib/domain/order/codes';
import type { CardFunding } from '@/lib/domain/surcharges/card-type';
import type { ZoneOffsetSpan } from '@/lib/domain/time/zoned-time';
import type { TCartModifier } from '@/lib/schemas/entities/cart';
import type { TDeliveryAddress, TStore } from '@/lib/schemas/entities';

/** The store fields the checkout reads: pricing, hours, slot settings, order-type switches. */
export type TCheckoutStore = Pick<
  TStore,
  | 'ID'
  | 'Slug'
  | 'Name'
  | 'TimezoneIanaFormat'
  | 'CurrencyLocaleName'
  | 'IsGeneralSurchargeEnabled'
  | 'SurchargeHolidaySettings'
  | 'SurchargeBankSettings'
  | 'OrderTypeConstraintRules'
  | 'OperatingHours'
  | 'PreOrderOperatingHours'
  | 'BlackoutDates'
  | 'IsInOperation'
  | 'EnablePreoderForDelivery'
  | 'EnablePreoderForPickup'
  | 'OrderPreparationTime'
  | 'OrderPreparationDeliveryBuffer'
  | 'NumberOfDaysInAdvanceForDelivery'
  | 'NumberOfDaysInAdvanceForPickup'
  | 'PreOrderCutOffDays'
  | 'PreOrderCutOffTime'
  | 'DeliveryTimeInterval'
  | 'PickupTimeInterval'
  | 'DeliveryAreas'
  | 'Delivery'
  | 'PickUp'
  | 'EatIn'
  | 'ChargeToRoom'
> & {
  ViewComponentConfigs?: { Delivery?: boolean; PickUp?: boolean; EatIn?: boolean; DeliverToRoom?: boolean };
};

/** Which payment radios the store enables (part 2 §6). Card is always offered unless pay later is the only way. */
export interface TCheckoutPayments {
  /** Cash on pickup (EnableCashOnPickup). */
  cashOnPickup: boolean;
  /** Pay later at the table (EatInPayLater). */
  payLaterDineIn: boolean;
  /** PayLaterOnly: dine in offers pay later alone. */
  payLaterOnly: boolean;
  /** ChargeToRoomRadio: deliver-to-room may be charged to the room (sent as pay later). */
  chargeToRoom: boolean;
  /** The card provider flag (store or head office): American Express and 4-digit CVV accepted. */
  stripeActivated: boolean;
  /**
   * Who takes the card: the sandbox's card fields, Stripe Elements (with Stripe's publishable
   * key; Stripe.js loads only when the card is chosen), or nobody (no card offered).
   */
  cardForm: { provider: 'sandbox' } | { provider: 'stripe'; publishableKey: string } | null;
  /** EnableAlipayPayment: pay on Alipay's page. */
  alipay: boolean;
  /** EnableWechatPayment: pay on WeChat Pay's page. */
  wechat: boolean;
  /** ApplePayEnabled / EnableApplePayment, and GooglePayEnabled / EnableGooglePayment: the device wallets. */
  applePay: boolean;
  googlePay: boolean;
  /**
   * Paying with loyalty points (method 2, part 1 §9): the active menu's PointsToDollarRatio when
   * it is above 0 (points needed = total × ratio), else null. Offered to signed-in members only.
   */
  pointsToDollarRatio: number | null;
}

export interface TCheckoutFlags {
  showNotes: boolean;
  /** The join-mailing-list checkbox (EnableLoyaltyMarketing, not IsHideCheckboxMarketing). */
  showMarketingOptIn: boolean;
  /** The store's label of the extra dine-in field (DineInField); null hides the field. */
  dineInFieldLabel: string | null;
  dineInSmsConfirmation: boolean;
  showDineInName: boolean;
  showDineInPhone: boolean;
  /** MultipleMenus: changing the order type asks to clear the cart. */
  multipleMenus: boolean;
  /** HideTrackingOrderForGuest: a guest goes to the thank-you page instead of the status page. */
  hideTrackingForGuest: boolean;
  /** Bank surcharge shown with its percentage (ShowSurchargePercentage). */
  showSurchargePercentage: boolean;
  /** LogIn: guests are offered to log in (the phone banner, the email check) or to become members at checkout. */
  logIn: boolean;
}

/** A line of an earlier order offered back into an empty cart (retry or reorder). */
export interface TReorderLine {
  id: string;
  name: string;
  price: number;
  tax: number;
  quantity: number;
  itemNote?: string;
  categoryId?: string;
  categoryName?: string;
  photoUrl?: string;
  ProductCategoryIDs?: string[];
  ProductTagIDs?: string[];
  modifiers: TCartModifier[];
}

export interface TCheckoutReorder {
  orderId: string;
  lines: TReorderLine[];
  /** Names of products the menu no longer sells (the left-out items modal). */
  missing: string[];
  /** Names of products sold out now: left out of the cart and named in the same modal. */
  soldOut: string[];
  /** The order's type, which the checkout opens on where the store still offers it (retry restores it, part 1 §4). */
  kind: OrderKind | null;
  deliveryAddress: TDeliveryAddress | null;
  /** The room of a deliver-to-room order. */
  room: string | null;
}

export interface TCheckoutPageView {
  store: TCheckoutStore;
  header: { title: string; branded: boolean };
  logo: string | null;
  /** One line: street, suburb, state, postcode. */
  storeAddress: string;
  storePhone: string | null;
  /** A maps search link for the pickup address; null when HideAddressOnPickup. */
  mapsUrl: string | null;
  payments: TCheckoutPayments;
  flags: TCheckoutFlags;
  /** Sanitized terms (head office's when branded), null when there are none. */
  termsHtml: string | null;
  /** The terms checkbox (head office with IsSushiHub). */
  termsRequired: boolean;
  /** The `menu` query, selecting a named menu. */
  menuQuery: string | null;
  zoneOffsets: ZoneOffsetSpan[];
  reorder: TCheckoutReorder | null;
  /**
   * StoreSelectionAtCheckout: the cart is the head office store's and the order goes to the store
   * chosen here. With a store chosen, everything above is the chosen store's (prices from its
   * menu, its hours, slots, order types and payments); null when the store does not select.
   */
  storeSelection: TCheckoutStoreSelection | null;
}

/** A store of the group offered at checkout; a closed one (no pre-order) cannot be chosen. */
export interface TCheckoutStoreChoice {
  ID: string;
  Slug: string;
  Name: string;
  address: string;
  closed: boolean;
}

export interface TCheckoutStoreSelection {
  /** The store whose cart this is (where the customer filled it). */
  cartStore: { ID: string; Slug: string; Name: string };
  stores: TCheckoutStoreChoice[];
  /** The chosen store's ID, or null while none is chosen. */
  chosenId: string | null;
}

/**
 * 200 body of POST /api/stores/{storeId}/card-funding: how the typed card draws its money, as the
 * store's card provider reports it before Pay (the order is priced by the same report): a debit
 * or prepaid card carries no bank surcharge.
 */
export interface TCardFundingView {
  funding: CardFunding;
}
