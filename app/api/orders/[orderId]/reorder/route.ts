import type { z } from 'zod';
import { ZReorderRequestSchema, ZReorderResponseSchema } from '@/lib/schemas/api/reorders';
import { readMemberSession } from '@/lib/server/auth/member-session';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { startReorder } from '@/lib/server/checkout/use-cases/start-reorder';

// POST /api/orders/{orderId}/reorder – checks the order's store takes orders now (404 StoreNotFound, 409 closing message) and answers its checkout path
export const POST = route<typeof ZReorderRequestSchema, { orderId: string }>({
  source: 'json',
  schema: ZReorderRequestSchema,
  // A member proves ownership by their session, a guest by the token of the order's link.
  run: async ({ token }, { request, params }): Promise<z.infer<typeof ZReorderResponseSchema>> => {
    const app = await container();
    const member = await readMemberSession(request, app);
    return startReorder({ app, orderId: params.orderId, token: token ?? null, userId: member?.user.ID ?? null });
  },
});
