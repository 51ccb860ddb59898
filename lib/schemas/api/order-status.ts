import { z } from 'zod';
import { ZPlaceOrderResponseSchema } from './orders';

/**
 * The order's own calls (/api/orders/{orderId}/...): reading it, its status moved by the store's
 * systems or the customer, and the return from a redirect payment. A guest proves the order is
 * theirs by the access token of its status link, a member by their session.
 */

/** `?t=` the guest's access token of the status link; missing or wrong answers 404, never 400. */
export const ZOrderReadQuerySchema = z.looseObject({ t: z.string().max(200).optional().catch(undefined) });

/** GET /api/orders/{orderId}: the order as its status page shows it. */
export const ZOrderStatusResponseSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  storeId: z.string(),
  storeSlug: z.string(),
  storeName: z.string(),
  storeAddress: z.string(),
  storePhone: z.string().nullable(),
  onlineOrderStatus: z.number().int(),
  onlineOrderStatusDescription: z.string().nullable(),
  orderType: z.number().int(),
  /** epoch seconds */
  createdOn: z.number(),
  scheduledTime: z.number(),
  timeZone: z.string(),
  estimateMinutes: z.object({ from: z.number(), to: z.number() }).nullable(),
  isDisableStatusTracking: z.boolean(),
  /** dollars */
  total: z.number(),
  guest: z.boolean(),
  accountCreatedAtCheckout: z.boolean(),
});

/** POST /api/orders/{orderId}/cancel */
export const ZCancelRequestSchema = z.object({
  /** the access token of the order's status link (`?t=`), for a guest */
  token: z.string().max(200).optional(),
});

/** PUT /api/orders/{orderId}/status (the store's systems, bearer key) */
export const ZStatusChangeRequestSchema = z.object({
  status: z.number().int(),
  description: z.string().max(500).optional(),
});

/** The answer of a status change: PUT .../status and POST .../cancel. */
export const ZStatusChangeResponseSchema = z.object({
  orderId: z.string(),
  onlineOrderStatus: z.number().int(),
  onlineOrderStatusDescription: z.string().nullable(),
  paymentStatus: z.string(),
});

/** POST /api/orders/{orderId}/payment-return: back from Alipay or Wechat */
export const ZPaymentReturnRequestSchema = z.object({
  /** the access token of the order's link (`?t=` of the return URL), for a guest */
  token: z.string().max(200).optional(),
});

export const ZPaymentReturnResponseSchema = z.object({
  outcome: z.enum(['paid', 'pending', 'failed']),
  tradeStatus: z.enum(['TRADE_SUCCESS', 'WAIT_BUYER_PAY', 'TRADE_CLOSED']),
  message: z.string().nullable(),
  order: ZPlaceOrderResponseSchema,
});
