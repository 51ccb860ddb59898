/**
 * The order payload and tracking order (spec part 1 §3) from a priced cart. Pure: ids, UDIDs,
 * CreatedOn and the scheduled time are passed in; every total carries its tax split and equals
 * the sum of the order items and extras to the cent.
 */
import { fromCents } from '../money/cents';
import type { PricedCart } from '../cart/price-cart';
import type { AppliedPriceTriggerRecord } from '../discounts/types';
import { surchargeTransactions, type SurchargeTransaction } from '../surcharges/transactions';
import { carriesReferenceNumber, INITIAL_ONLINE_ORDER_STATUS, ORDER_SOURCE, orderTypeCode, paymentGateway, transactionTypeCode, type OrderKind, type PaymentMethod } from './codes';
import { orderItem, type OrderItem } from './order-items';

export interface OrderContact {
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
}

export interface OrderDeliveryAddress {
  StreetAddress: string;
  PostalCode: string;
  CityTown: string;
  State: string;
  Country?: string;
  Phone?: string;
  DeliveryInstructions?: string;
  Latitude?: number;
  Longitude?: number;
}

export interface BuildOrderInput {
  cart: PricedCart;
  kind: OrderKind;
  payLater?: boolean;
  paymentMethod: PaymentMethod;
  /** The provider's reference for Apple pay and Google pay. */
  paymentReference?: string | null;
  store: { ID: string | number; Name: string };
  /** Minted by the caller: the domain makes no ids. */
  ids: { orderUdid: string; paymentUdid: string; surchargeUdids?: readonly string[]; orderNumber?: string; invoiceNumber?: string };
  /** Seconds since the epoch. */
  createdOn: number;
  scheduledTime: number;
  contact: OrderContact;
  onlineOrderUserIdentifier?: string | null;
  guestUserIdentifier?: string | null;
  deliveryAddress?: OrderDeliveryAddress | null;
  orderDeliveryTime?: string | null;
  roomNumber?: string | null;
  table?: { Name: string; SecurityCode?: string | null } | null;
  orderNote?: string;
  deliveryNote?: string;
  dineInField?: string | null;
  agreeToReceivePromotionalOffers?: boolean;
  paymentCardIdentifier?: string | null;
  /** Dollars the store pays towards a third-party courier. */
  subsidyOnThirdPartyDeliveryFee?: number;
  /** Gift-card order: IsLiability true and no discounts. */
  isGift?: boolean;
  redeemPoints?: number;
  rewardPoints?: number;
}

export interface PaymentTransaction {
  Amount: number;
  PaymentMethodType: 0;
  TransactionType: number | null;
  ReferenceNumber: string | null;
  UDID: string;
}

export interface OrderPayload {
  UDID: string;
  OrderNumber: string | null;
  StoreID: string | number;
  StoreName: string;
  CreatedOn: number;
  ScheduledTime: number;
  OrderDeliveryTime: string | null;
  OrderType: number;
  OnlineOrderStatus: number;
  OnlineOrderUserIdentifier: string | null;
  GuestUserIdentifier: string | null;
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
  OrderNote: string;
  DeliveryNote: string;
  DeliveryAddress: OrderDeliveryAddress | null;
  DineInField: string | null;
  AgreeToReceivePromotionalOffers: boolean;
  PaymentCardIdentifier: string | null;
  OrderItems: OrderItem[];
  AppliedPriceTriggerRecords: AppliedPriceTriggerRecord[];
  SubtotalExcludingTax: number;
  SubtotalTax: number;
  DiscountExcludingTax: number;
  DiscountTax: number;
  FreightExcludingTax: number;
  FreightTax: number;
  POSSurchargeExcludingTax: number;
  POSSurchargeTax: number;
  BankCardSurcharge: number;
  BankCardSurchargeExcludingTax: number;
  BankCardSurchargeTax: number;
  TotalExcludingTax: number;
  TotalTax: number;
  SubsidyOnThirdPartyDeliveryFee: number;
  PaymentTransactions: PaymentTransaction[];
  SurchargeTransactions: SurchargeTransaction[];
  RedeemPoints: number;
  RewardPoints: number;
  IsLiability?: true;
}

export class GiftOrderDiscountError extends Error {
  constructor() {
    super('gift orders carry no discounts');
    this.name = 'GiftOrderDiscountError';
  }
}

export function buildOrderPayload(input: BuildOrderInput): OrderPayload {
  const { cart } = input;
  if (input.isGift && cart.discount > 0) throw new GiftOrderDiscountError();
  const coupon = cart.coupon?.ok ? cart.coupon.coupon : null;
  const bank = cart.bankCardSurcharge;
  const payment: PaymentTransaction = {
    Amount: fromCents(cart.total),
    PaymentMethodType: 0,
    TransactionType: transactionTypeCode(input.paymentMethod),
    ReferenceNumber: carriesReferenceNumber(input.paymentMethod) ? (input.paymentReference ?? null) : null,
    UDID: input.ids.paymentUdid,
  };
  const surcharges = [...cart.surcharges, ...(bank ? [bank] : [])];
  const payload: OrderPayload = {
    UDID: input.ids.orderUdid,
    OrderNumber: input.ids.orderNumber ?? null,
    StoreID: input.store.ID,
    StoreName: input.store.Name,
    CreatedOn: input.createdOn,
    ScheduledTime: input.scheduledTime,
    OrderDeliveryTime: input.orderDeliveryTime ?? null,
    OrderType: orderTypeCode(input.kind, input.payLater),
    OnlineOrderStatus: INITIAL_ONLINE_ORDER_STATUS,
    OnlineOrderUserIdentifier: input.onlineOrderUserIdentifier ?? null,
    GuestUserIdentifier: input.guestUserIdentifier ?? null,
    FirstName: input.contact.FirstName,
    LastName: input.contact.LastName,
    Email: input.contact.Email,
    Phone: input.contact.Phone,
    OrderNote: input.orderNote ?? '',
    DeliveryNote: input.deliveryNote ?? '',
    DeliveryAddress: input.kind === 'delivery' ? (input.deliveryAddress ?? null) : null,
    DineInField: input.dineInField ?? null,
    AgreeToReceivePromotionalOffers: input.agreeToReceivePromotionalOffers ?? false,
    PaymentCardIdentifier: input.paymentCardIdentifier ?? null,
    OrderItems: cart.lines.map((line, i) => orderItem(line, i, coupon)),
    AppliedPriceTriggerRecords: input.isGift ? [] : cart.appliedPriceTriggerRecords,
    SubtotalExcludingTax: fromCents(cart.subtotalTax.excludingTax),
    SubtotalTax: fromCents(cart.subtotalTax.tax),
    DiscountExcludingTax: fromCents(cart.discountTax.excludingTax),
    DiscountTax: fromCents(cart.discountTax.tax),
    FreightExcludingTax: fromCents(cart.deliveryTax.excludingTax),
    FreightTax: fromCents(cart.deliveryTax.tax),
    POSSurchargeExcludingTax: fromCents(cart.surchargeTax.excludingTax),
    POSSurchargeTax: fromCents(cart.surchargeTax.tax),
    BankCardSurcharge: fromCents(bank?.amount ?? 0),
    BankCardSurchargeExcludingTax: fromCents(bank?.excludingTax ?? 0),
    BankCardSurchargeTax: fromCents(bank?.tax ?? 0),
    TotalExcludingTax: fromCents(cart.totalTax.excludingTax),
    TotalTax: fromCents(cart.totalTax.tax),
    SubsidyOnThirdPartyDeliveryFee: input.subsidyOnThirdPartyDeliveryFee ?? 0,
    PaymentTransactions: [payment],
    SurchargeTransactions: surchargeTransactions(surcharges, input.createdOn, input.ids.surchargeUdids ?? []),
    RedeemPoints: input.redeemPoints ?? 0,
    RewardPoints: input.rewardPoints ?? 0,
  };
  if (input.isGift) payload.IsLiability = true;
  return payload;
}

export interface TrackingOrder extends OrderPayload {
  Source: typeof ORDER_SOURCE;
  InvoiceNumber: string | null;
  ContactCustomer_FirstName: string;
  ContactCustomer_LastName: string;
  ContactCustomer_Email_Address: string;
  ContactCustomer_Contact_Number: string;
  AppliedCouponCodes: string[];
  RoomNumber: string | null;
  Tables: { Name: string; SecurityCode: string | null }[];
  PaymentGateway: number | null;
  /** Lines made free by a rule (every unit fully discounted). */
  freeOrderItems: OrderItem[];
  HolidaySurcharge: number;
  DeliveryFee: number;
}

/** The tracking order sent on placing: the payload plus Source "Online Order" and the contact. */
export function buildTrackingOrder(input: BuildOrderInput): TrackingOrder {
  const payload = buildOrderPayload(input);
  const coupon = input.cart.coupon?.ok ? input.cart.coupon.coupon : null;
  return {
    ...payload,
    Source: ORDER_SOURCE,
    InvoiceNumber: input.ids.invoiceNumber ?? null,
    ContactCustomer_FirstName: input.contact.FirstName,
    ContactCustomer_LastName: input.contact.LastName,
    ContactCustomer_Email_Address: input.contact.Email,
    ContactCustomer_Contact_Number: input.contact.Phone,
    AppliedCouponCodes: coupon && !input.isGift ? [coupon.CouponCode] : [],
    RoomNumber: input.kind === 'room' ? (input.roomNumber ?? null) : null,
    Tables: input.kind === 'dineIn' && input.table ? [{ Name: input.table.Name, SecurityCode: input.table.SecurityCode ?? null }] : [],
    PaymentGateway: paymentGateway(input.paymentMethod),
    freeOrderItems: payload.OrderItems.filter((_, i) => input.cart.lines[i].total > 0 && input.cart.lines[i].final === 0),
    HolidaySurcharge: fromCents(input.cart.surcharge),
    DeliveryFee: fromCents(input.cart.delivery),
  };
}
