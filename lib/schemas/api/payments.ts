import { z } from 'zod';

/** POST /api/payments/sandbox/{paymentId}/challenge: the sandbox's 3-D Secure, Alipay or Wechat page answered, with its link's secret. */
export const ZChallengeAnswerRequestSchema = z.object({
  outcome: z.enum(['complete', 'fail', 'cancel']),
  /** the challenge secret of the page's link (`?c=`): without the right one, 404 */
  secret: z.string().max(200).optional(),
});

export const ZChallengeAnswerResponseSchema = z.object({
  /** where the customer goes back to (relative, without locale prefix) */
  returnUrl: z.string(),
  onlineOrderStatus: z.number().int().nullable(),
});

/** 200 body of POST /api/payments/stripe/webhook and /api/payments/sandbox/webhook */
export const ZPaymentWebhookResponseSchema = z.object({ received: z.literal(true), handled: z.boolean(), replay: z.boolean(), refunded: z.boolean() });
