import 'server-only';
import { discountLines, type DiscountLine, type PricedCart } from '@/lib/domain/cart';
import type { OrderPaymentStatus } from '@/lib/domain/order-status/payment-settlement';
import { currencyCode } from '@/lib/domain/money/format';
import { buildTrackingOrder, type OrderKind, type PaymentMethod, type TrackingOrder } from '@/lib/domain/order';
import type { TStampDelta } from '@/lib/domain/loyalty/stamps';
import type { TOrderMessageEvent } from '@/lib/domain/order-status/order-messages';
import type { Locale } from '@/lib/i18n/routing';
import type { DocumentData } from '../ports/document-store';
import type { CheckoutForms, DeliveryAddressValues } from '../checkout/checkout-forms';

/** 'notRequired' (cash, pay later, zero total), 'pending' (card, until the provider answers), then paid, failed, refunding, refunded or disputed. */
export type TPaymentStatus = OrderPaymentStatus;

/** Fields SERVER adds to the spec's tracking order, read by the status page and the store's systems. */
export interface OrderExtraFields {
  PaymentStatus: TPaymentStatus;
  /** the payment at the provider, once created */
  PaymentId: string | null;
  /** seconds of driving, delivery orders only (from the delivery quote) */
  DeliveryDuration: number | null;
  StoreSlug: string;
  OnlineOrderStatusDescription: string | null;
  /** stamps the order's lines earn, credited on completion (lib/domain/loyalty/stamps.ts) */
  StampsEarned: TStampDelta[];
  /** stamps the order's rewards spent, taken in the order's transaction */
  StampsRedeemed: TStampDelta[];
  /** what the order spent (RedeemPoints, StampsRedeemed) was given back (lib/domain/loyalty/order-points.ts) */
  LoyaltyReturned: boolean;
  /** what the order earns (RewardPoints, StampsEarned) was credited */
  LoyaltyCredited: boolean;
  /** the customer's language when ordering: the order's messages are written in it */
  Locale: Locale;
  /** the customer messages claimed so far, each once (lib/server/orders/order-messages.ts) */
  MessagesSent: TOrderMessageEvent[];
  /**
   * What the order's payment must be, kept when it is written: integer cents (the spec's
   * createpayment Amount, TotalExcludingTax + TotalTax) and the ISO currency code the provider is
   * asked in ('aud'). A payment for anything else never pays it (settle-payment.ts). Absent on
   * orders written before it was kept (lib/server/orders/order-charge.ts).
   */
  ChargeAmountCents?: number;
  ChargeCurrency?: string;
  /**
   * The discount as the customer saw it: a line per discount rule and one for the coupon, with
   * their names, percentages and integer cents (lib/domain/cart/discount-lines.ts), for the
   * order's mail. Absent on orders written before it was kept (the mail then shows one line).
   */
  DiscountLines?: DiscountLine[];
}

export type TrackingOrderDocument = TrackingOrder & OrderExtraFields & DocumentData;
/**
 * The history order is the whole order plus the hash of the guest's access token, and the token
 * itself sealed under the session secret for the status link of later messages.
 */
export type HistoryOrderDocument = TrackingOrderDocument & { AccessTokenHash: string | null; MessageLinkSeal?: string | null };

export interface OrderDocumentsInput {
  cart: PricedCart;
  kind: OrderKind;
  payLater: boolean;
  paymentMethod: PaymentMethod;
  /** CurrencyLocaleName: the currency the order's charge is asked in */
  store: { ID: string; Name: string; Slug: string; CurrencyLocaleName?: string | null };
  orderId: string;
  orderNumber: string;
  createdOn: number;
  scheduledTime: number;
  forms: CheckoutForms;
  deliveryAddress: DeliveryAddressValues | null;
  deliveryDuration: number | null;
  guestUserIdentifier: string;
  memberId: string | null;
  /** the stored card paying the order (PaymentCardIdentifier), if one does */
  paymentCardIdentifier?: string | null;
  agreeToReceivePromotionalOffers: boolean;
  rewardPoints: number;
  /** points spent on the order (paying with points), taken in the order's transaction */
  redeemPoints: number;
  stampsEarned: TStampDelta[];
  stampsRedeemed: TStampDelta[];
  initialStatus: number;
  paymentStatus: TPaymentStatus;
  accessTokenHash: string | null;
  locale: Locale;
}

/**
 * The history and tracking documents of a new order, from the domain's payload builders: Source
 * "Online Order", InvoiceNumber, AppliedCouponCodes, Tables, RoomNumber, SurchargeTransactions,
 * AppliedPriceTriggerRecords and PaymentTransactions with the spec's transaction codes. Both use
 * the order id as their document id and as the order's UDID.
 */
export function buildOrderDocuments(input: OrderDocumentsInput): { history: HistoryOrderDocument; tracking: TrackingOrderDocument } {
  const tracking = buildTrackingOrder({
    cart: input.cart,
    kind: input.kind,
    payLater: input.payLater,
    paymentMethod: input.paymentMethod,
    store: { ID: input.store.ID, Name: input.store.Name },
    ids: {
      orderUdid: input.orderId,
      paymentUdid: `${input.orderId}-payment`,
      surchargeUdids: input.cart.surcharges.map((_, i) => `${input.orderId}-surcharge-${i + 1}`).concat(`${input.orderId}-bank-surcharge`),
      orderNumber: input.orderNumber,
      invoiceNumber: `${input.store.ID}-${input.orderNumber}`,
    },
    createdOn: input.createdOn,
    scheduledTime: input.scheduledTime,
    contact: input.forms.contact,
    onlineOrderUserIdentifier: input.memberId,
    guestUserIdentifier: input.memberId ? null : input.guestUserIdentifier,
    deliveryAddress: input.deliveryAddress,
    roomNumber: input.forms.roomNumber,
    table: input.forms.table,
    orderNote: input.forms.orderNote,
    deliveryNote: input.deliveryAddress?.DeliveryInstructions ?? '',
    dineInField: input.forms.dineInField,
    agreeToReceivePromotionalOffers: input.agreeToReceivePromotionalOffers,
    paymentCardIdentifier: input.paymentCardIdentifier ?? null,
    rewardPoints: input.rewardPoints,
    redeemPoints: input.redeemPoints,
  });
  const extra: OrderExtraFields = {
    PaymentStatus: input.paymentStatus,
    PaymentId: null,
    DeliveryDuration: input.kind === 'delivery' ? input.deliveryDuration : null,
    StoreSlug: input.store.Slug,
    OnlineOrderStatusDescription: null,
    StampsEarned: input.stampsEarned,
    StampsRedeemed: input.stampsRedeemed,
    LoyaltyReturned: false,
    LoyaltyCredited: false,
    Locale: input.locale,
    MessagesSent: [],
    // The priced total itself, the amount the order is charged (never rebuilt from the dollars above).
    ChargeAmountCents: input.cart.total,
    ChargeCurrency: currencyCode(input.store.CurrencyLocaleName),
    DiscountLines: discountLines(input.cart),
  };
  const document = { ...tracking, OnlineOrderStatus: input.initialStatus, ...extra };
  return { tracking: document, history: { ...document, AccessTokenHash: input.accessTokenHash } };
}
