import { z } from 'zod';

/**
 * Numeric codes of the spec, as literal unions so a wrong number fails validation and the
 * TypeScript type lists the allowed values. Named constants make call sites readable.
 */

/** Product badge (part 1 §3): 1 new, 2 popular, 3 sold out. */
export const PRODUCT_STATUS = { New: 1, Popular: 2, SoldOut: 3 } as const;
export const ZProductStatusSchema = z.literal([1, 2, 3]);
export type TProductStatus = z.infer<typeof ZProductStatusSchema>;

/** Member gender (part 2 §5): 0 Male, 1 Female, 2 Unspecified. */
export const GENDER = { Male: 0, Female: 1, Unspecified: 2 } as const;
export const ZGenderSchema = z.literal([0, 1, 2]);
export type TGender = z.infer<typeof ZGenderSchema>;

/** Order type codes stored in orders (part 1 §4): delivery or room 10, dine in 2 (8 pay later), pickup 3. */
export const ORDER_TYPE = { Delivery: 10, DeliverToRoom: 10, DineIn: 2, DineInPayLater: 8, Pickup: 3 } as const;
export const ZOrderTypeSchema = z.literal([10, 2, 8, 3]);
export type TOrderType = z.infer<typeof ZOrderTypeSchema>;

/** Order-type wizard codes (part 1 §4): delivery 0, dine in 1, pick up 2. */
export const WIZARD_ORDER_TYPE = { Delivery: 0, DineIn: 1, Pickup: 2 } as const;
export const ZWizardOrderTypeSchema = z.literal([0, 1, 2]);
export type TWizardOrderType = z.infer<typeof ZWizardOrderTypeSchema>;

/** Payment method codes of the interface (part 1 §4). */
export const PAYMENT_METHOD = { Card: 1, Points: 2, Cash: 3, Alipay: 4, Wechat: 5, ApplePay: 6, GooglePay: 7, PayLater: 8 } as const;
export const ZPaymentMethodSchema = z.literal([1, 2, 3, 4, 5, 6, 7, 8]);
export type TPaymentMethod = z.infer<typeof ZPaymentMethodSchema>;

/**
 * Transaction type codes written to PaymentTransactions (part 1 §4): card 99, points 10, cash 1,
 * Alipay 12, Wechat 13, Apple pay 15, Google pay 14; pay later writes null. The order payload
 * description also mentions PaymentMethodType 0, so 0 is accepted as "unspecified".
 */
export const TRANSACTION_TYPE = { Card: 99, Points: 10, Cash: 1, Alipay: 12, Wechat: 13, ApplePay: 15, GooglePay: 14 } as const;
export const ZTransactionTypeSchema = z.literal([99, 10, 1, 12, 13, 15, 14, 0]);
export type TTransactionType = z.infer<typeof ZTransactionTypeSchema>;

/**
 * OnlineOrderStatus values the spec maps to progress steps (part 1 §4). Names are derived from
 * that mapping (1, 7, 8, 18 sent; 2, 19 being prepared; 4 on its way or ready; 9 pending;
 * 5 completed; 10 refunded; 12 cancel requested; 11, 20 rejected; 6 payment failed; 3 failed).
 * 1 is the status at creation; 2 and 4 allow cancellation; 18 to 20 are pay-later statuses.
 */
export const ONLINE_ORDER_STATUS = {
  Created: 1,
  Accepted: 2,
  Failed: 3,
  OnItsWayOrReady: 4,
  Completed: 5,
  PaymentFailed: 6,
  Sent: 7,
  Submitted: 8,
  Pending: 9,
  Refunded: 10,
  Rejected: 11,
  CancelRequested: 12,
  PayLaterCreated: 18,
  PayLaterAccepted: 19,
  PayLaterRejected: 20,
} as const;
export const ZOnlineOrderStatusSchema = z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 18, 19, 20]);
export type TOnlineOrderStatus = z.infer<typeof ZOnlineOrderStatusSchema>;

/** Surcharge rate types (part 1 §9): 1 per-unit (flat amount), 2 percentage. */
export const SURCHARGE_RATE_TYPE = { PerUnit: 1, Percentage: 2 } as const;
export const ZSurchargeRateTypeSchema = z.literal([1, 2]);

/** Log entry types (part 1 §3). */
export const ZLogTypeSchema = z.enum(['Error', 'Warning', 'Info']);
export type TLogType = z.infer<typeof ZLogTypeSchema>;
