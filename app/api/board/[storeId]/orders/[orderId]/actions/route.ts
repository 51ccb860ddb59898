import type { z } from 'zod';
import { requireBoardStaff } from '@/lib/server/auth/board-session';
import { storeRoute } from '@/lib/server/http/store-route';
import { ZBoardActionResponseSchema, ZBoardActionSchema } from '@/lib/schemas/api/board';
import { actOnBoardOrder } from '@/lib/server/board/use-cases/act-on-board-order';

// POST /api/board/{storeId}/orders/{orderId}/actions – a staff action (accept, preparing, ready, complete, reject with a reason, approveCancel, refuseCancel, refund); header Idempotency-Key; 409 outside the spec's transitions
export const POST = storeRoute<typeof ZBoardActionSchema, { storeId: string; orderId: string }>({
  source: 'json',
  schema: ZBoardActionSchema,
  run: async ({ action, reason }, { request, params, app, store }): Promise<z.infer<typeof ZBoardActionResponseSchema>> => {
    await requireBoardStaff(request, store, app);
    return actOnBoardOrder({ app, store, orderId: params.orderId, action, reason, idempotencyKey: request.headers.get('idempotency-key') });
  },
});
