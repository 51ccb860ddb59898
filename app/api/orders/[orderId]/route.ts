import type { z } from 'zod';
import { readMemberSession } from '@/lib/server/auth/member-session';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { getOrderStatus } from '@/lib/server/orders/use-cases/get-order-status';
import { ZOrderReadQuerySchema, ZOrderStatusResponseSchema } from '@/lib/schemas/api/order-status';

export const dynamic = 'force-dynamic';

// GET /api/orders/{orderId}?t= – the order as its status page shows it (TOrderStatusView); 404 without the order's token or its member's session
export const GET = route<typeof ZOrderReadQuerySchema, { orderId: string }>({
  source: 'query',
  schema: ZOrderReadQuerySchema,
  // Personal and live: never kept by a shared cache, never reused by the browser.
  cacheControl: 'private, no-store',
  run: async ({ t }, { request, params }): Promise<z.infer<typeof ZOrderStatusResponseSchema>> => {
    const app = await container();
    const member = await readMemberSession(request, app);
    return getOrderStatus({
      app,
      orderId: params.orderId,
      token: t,
      userId: member?.user.ID ?? null,
    });
  },
});
