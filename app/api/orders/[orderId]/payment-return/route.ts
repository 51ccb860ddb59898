import { z } from 'zod';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { returnFromPayment } from '@/lib/server/use-cases/return-from-payment';
import type { TPaymentReturnResult } from '@/lib/views/order';

const ZPaymentReturnSchema = z.object({
  /** the access token of the order's link (`?t=` of the return URL), for a guest */
  token: z.string().max(200).optional(),
});

// POST /api/orders/{orderId}/payment-return – back from Alipay or Wechat: the payment as its provider has it, settled on the order (TPaymentReturnResult)
export const POST = route<typeof ZPaymentReturnSchema, { orderId: string }>({
  source: 'json',
  schema: ZPaymentReturnSchema,
  cacheControl: 'private, no-store',
  run: async ({ token }, { params }): Promise<TPaymentReturnResult> => returnFromPayment({ app: await container(), orderId: params.orderId, token: token ?? null }),
});
