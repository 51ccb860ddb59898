import type { z } from 'zod';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { returnFromPayment } from '@/lib/server/payments/use-cases/return-from-payment';
import { ZPaymentReturnRequestSchema, ZPaymentReturnResponseSchema } from '@/lib/schemas/api/order-status';

// POST /api/orders/{orderId}/payment-return – back from Alipay or Wechat: the payment as its provider has it, settled on the order (TPaymentReturnResult)
export const POST = route<typeof ZPaymentReturnRequestSchema, { orderId: string }>({
  source: 'json',
  schema: ZPaymentReturnRequestSchema,
  cacheControl: 'private, no-store',
  run: async ({ token }, { params }): Promise<z.infer<typeof ZPaymentReturnResponseSchema>> =>
    returnFromPayment({ app: await container(), orderId: params.orderId, token: token ?? null }),
});
