import { z } from 'zod';
import { ZDeliveryAddressSchema } from './address';
import { ZOnlineOrderStatusSchema, ZOrderTypeSchema, ZTransactionTypeSchema } from './codes';
import { ZEpochSecondsSchema, ZIdSchema, ZMoneySchema, ZSignedMoneySchema } from './common';
import { ZOrderItemSchema } from './order-item';
import { ZAppliedPriceTriggerRecordSchema } from './price-trigger';
import { ZSurchargeTransactionSchema } from './surcharge';

/**
 * A payment on an order (spec: Amount, PaymentMethodType, reference number). PaymentMethodType
 * holds the transaction type code (card 99, points 10, cash 1, Alipay 12, Wechat 13, Apple pay
 * 15, Google pay 14); pay later writes null.
 */
export const ZPaymentTransactionSchema = z.looseObject({
  Amount: ZMoneySchema,
  PaymentMethodType: ZTransactionTypeSchema.nullable(),
  ReferenceNumber: z.string().nullable().optional(),
  TransactionTime: ZEpochSecondsSchema.optional(),
});
export type TPaymentTransaction = z.infer<typeof ZPaymentTransactionSchema>;

/**
 * The order the product builds (spec part 1 §3 "Order payload"). Money in dollars, tax
 * inclusive split into ExcludingTax + Tax; times in seconds since epoch, UTC. Loose: the
 * point-of-sale side adds its own fields.
 */
export const ZOrderSchema = z.looseObject({
  UDID: z.string().optional(),
  StoreID: ZIdSchema,
  StoreName: z.string(),
  OrderNumber: z.string().optional(),
  OrderType: ZOrderTypeSchema,
  OnlineOrderStatus: ZOnlineOrderStatusSchema,
  CreatedOn: ZEpochSecondsSchema,
  ScheduledTime: ZEpochSecondsSchema,
  /** null when the store names no separate delivery time (the payload builder writes null) */
  OrderDeliveryTime: z.union([ZEpochSecondsSchema, z.string()]).nullable().optional(),
  /** null for a guest's order, which carries GuestUserIdentifier instead */
  OnlineOrderUserIdentifier: ZIdSchema.nullable().optional(),
  GuestUserIdentifier: ZIdSchema.nullable().optional(),
  /** Contact fields of the customer (the spec says "contact fields" without names). */
  FirstName: z.string().optional(),
  LastName: z.string().optional(),
  Email: z.string().optional(),
  PhoneNumber: z.string().optional(),
  OrderNote: z.string().max(300).optional(),
  DeliveryNote: z.string().max(300).optional(),
  OrderItems: z.array(ZOrderItemSchema).min(1),
  /** null unless the order is a delivery */
  DeliveryAddress: z.optional(z.nullable(ZDeliveryAddressSchema)),
  BankCardSurcharge: ZMoneySchema.optional(),
  DiscountExcludingTax: ZMoneySchema.optional(),
  DiscountTax: ZMoneySchema.optional(),
  FreightExcludingTax: ZMoneySchema.optional(),
  FreightTax: ZMoneySchema.optional(),
  SubsidyOnThirdPartyDeliveryFee: ZMoneySchema.optional(),
  PaymentTransactions: z.array(ZPaymentTransactionSchema),
  SurchargeTransactions: z.array(ZSurchargeTransactionSchema).optional(),
  POSSurchargeExcludingTax: ZMoneySchema.optional(),
  POSSurchargeTax: ZMoneySchema.optional(),
  /** A provider card token, never a card number. */
  PaymentCardIdentifier: z.string().nullable().optional(),
  SubtotalExcludingTax: ZMoneySchema,
  SubtotalTax: ZMoneySchema,
  TotalExcludingTax: ZSignedMoneySchema,
  TotalTax: ZSignedMoneySchema,
  AgreeToReceivePromotionalOffers: z.boolean().optional(),
  AppliedPriceTriggerRecords: z.array(ZAppliedPriceTriggerRecordSchema).optional(),
  DineInField: z.string().nullable().optional(),
});
export type TOrder = z.infer<typeof ZOrderSchema>;

/**
 * The tracking order sent on placing (spec: order payload plus Source "Online Order",
 * InvoiceNumber, ContactCustomer_*, AppliedCouponCodes, RoomNumber, Tables, PaymentGateway,
 * freeOrderItems, holiday surcharge, delivery fee; gift orders add IsLiability true).
 * The names of the last two are not given; we use HolidaySurcharge and DeliveryFee.
 */
export const ZTrackingOrderSchema = ZOrderSchema.extend({
  Source: z.literal('Online Order'),
  InvoiceNumber: z.string().nullable().optional(),
  OnlineOrderStatusDescription: z.string().nullable().optional(),
  ContactCustomer_FirstName: z.string().optional(),
  ContactCustomer_LastName: z.string().optional(),
  ContactCustomer_Email_Address: z.string().optional(),
  ContactCustomer_Contact_Number: z.string().optional(),
  AppliedCouponCodes: z.array(z.string()).optional(),
  RoomNumber: z.string().nullable().optional(),
  Tables: z.array(z.looseObject({ Name: z.string(), SecurityCode: z.string().nullable().optional() })).optional(),
  PaymentGateway: z.number().int().nullable().optional(),
  freeOrderItems: z.array(ZOrderItemSchema).optional(),
  HolidaySurcharge: ZMoneySchema.optional(),
  DeliveryFee: ZMoneySchema.optional(),
  IsLiability: z.boolean().optional(),
  RedeemPoints: z.number().nonnegative().optional(),
  RewardPoints: z.number().nonnegative().optional(),
});
export type TTrackingOrder = z.infer<typeof ZTrackingOrderSchema>;

/** An order as listed in history (spec: History/tracking order fields). */
export const ZHistoryOrderSchema = z.looseObject({
  UDID: z.string(),
  OrderType: ZOrderTypeSchema,
  OrderNumber: z.string().optional(),
  OnlineOrderStatus: ZOnlineOrderStatusSchema,
  OnlineOrderStatusDescription: z.string().nullable().optional(),
  ScheduledTime: ZEpochSecondsSchema,
  CreatedOn: ZEpochSecondsSchema,
  DeliveryAddress: z.optional(z.nullable(ZDeliveryAddressSchema)),
  RedeemPoints: z.number().nonnegative().optional(),
  RewardPoints: z.number().nonnegative().optional(),
  StoreID: ZIdSchema,
  StoreName: z.string(),
  OnlineOrderUserIdentifier: ZIdSchema.nullable().optional(),
});
export type THistoryOrder = z.infer<typeof ZHistoryOrderSchema>;
