import { z } from 'zod';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { requestOrderCancellation } from '@/lib/server/use-cases/request-order-cancellation';

const ZCancelRequestSchema = z.object({
  /** the access token of the order's status link (`?t=`), for a guest */
  token: z.string().max(200).optional(),
});

// POST /api/orders/{orderId}/cancel – the customer asks to cancel (status 12) where the store's cancellation rule allows it
export const POST = route<typeof ZCancelRequestSchema, { orderId: string }>({
  source: 'json',
  schema: ZCancelRequestSchema,
  // Signed-in customers prove ownership by session once accounts exist; today a guest shows the token.
  run: async ({ token }, { request, params }) =>
    requestOrderCancellation({ app: await container(), orderId: params.orderId, token: token ?? request.nextUrl.searchParams.get('t'), userId: null }),
});
