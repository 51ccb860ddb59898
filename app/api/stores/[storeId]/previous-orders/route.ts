import type { z } from 'zod';
import { ZPreviousOrdersRequestSchema, ZPreviousOrdersResponseSchema } from '@/lib/schemas/api/reorders';
import { readMemberSession } from '@/lib/server/auth/member-session';
import { JsonAnswer } from '@/lib/server/http/route';
import { storeRoute } from '@/lib/server/http/store-route';
import { listPreviousOrders } from '@/lib/server/orders/use-cases/list-previous-orders';

// POST /api/stores/{storeId}/previous-orders – the store screen's reorder carousel: the member's (session) and the device's (tokens) orders of this store
export const POST = storeRoute({
  source: 'json',
  schema: ZPreviousOrdersRequestSchema,
  // The answer is the caller's own orders: never kept by a shared cache.
  run: async ({ orders }, { request, app, store }) => {
    const member = await readMemberSession(request, app);
    return new JsonAnswer((await listPreviousOrders({ app, store, userId: member?.user.ID ?? null, local: orders })) satisfies z.infer<typeof ZPreviousOrdersResponseSchema>, 200, {
      'Cache-Control': 'private, no-store',
    });
  },
});
