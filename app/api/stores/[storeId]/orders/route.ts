import { AppError } from '@/lib/domain/errors/app-error';
import { ZPlaceOrderRequestSchema } from '@/lib/schemas/forms/place-order';
import { JsonAnswer } from '@/lib/server/http/route';
import { storeRoute } from '@/lib/server/http/store-route';
import { ZIdempotencyKeySchema } from '@/lib/server/orders/idempotency';
import { placeOrder } from '@/lib/server/use-cases/place-order';
import { readMemberSession } from '@/lib/server/auth/member-session';
import { requireCheckoutAccess } from '@/lib/server/auth/require-checkout-access';

// POST /api/stores/{storeId}/orders – places an order (header Idempotency-Key): 201, 400, 409 PRICE_CHANGED or STORE_CLOSED, 422 with per-field messages
export const POST = storeRoute<typeof ZPlaceOrderRequestSchema>({
  source: 'json',
  schema: ZPlaceOrderRequestSchema,
  run: async (request, { request: http, app, store }) => {
    const key = ZIdempotencyKeySchema.safeParse(http.headers.get('idempotency-key') ?? '');
    if (!key.success) throw new AppError('VALIDATION', 'placeOrder.idempotencyKeyRequired');
    const member = await readMemberSession(http, app);
    await requireCheckoutAccess(store, member);
    return new JsonAnswer(await placeOrder({ app, store, request, idempotencyKey: key.data, memberId: member?.user.ID ?? null }), 201);
  },
});
