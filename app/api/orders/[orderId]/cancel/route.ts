import type { z } from 'zod';
import { readMemberSession } from '@/lib/server/auth/member-session';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { requestOrderCancellation } from '@/lib/server/orders/use-cases/request-order-cancellation';
import { ZCancelRequestSchema, ZStatusChangeResponseSchema } from '@/lib/schemas/api/order-status';

// POST /api/orders/{orderId}/cancel – the customer asks to cancel (status 12) where the store's cancellation rule allows it
export const POST = route<typeof ZCancelRequestSchema, { orderId: string }>({
  source: 'json',
  schema: ZCancelRequestSchema,
  // A member proves ownership by their session, a guest by the token of the order's link.
  run: async ({ token }, { request, params }): Promise<z.infer<typeof ZStatusChangeResponseSchema>> => {
    const app = await container();
    const member = await readMemberSession(request, app);
    return requestOrderCancellation({ app, orderId: params.orderId, token: token ?? request.nextUrl.searchParams.get('t'), userId: member?.user.ID ?? null });
  },
});
