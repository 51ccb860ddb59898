import type { z } from 'zod';
import { AppError } from '@/lib/domain/errors/app-error';
import { ZPlaceOrderRequestSchema, ZPlaceOrderResponseSchema } from '@/lib/schemas/api/orders';
import { JsonAnswer } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-address';
import { storeRoute } from '@/lib/server/http/store-route';
import { enforceLimits } from '@/lib/server/rate-limit';
import { ZIdempotencyKeySchema } from '@/lib/server/checkout/idempotency';
import { placeOrder } from '@/lib/server/checkout/use-cases/place-order';
import { guestAccountSessionCookie } from '@/lib/server/checkout/guest-account';
import { withAccountEmail } from '@/lib/server/checkout/member-contact';
import { readMemberSession } from '@/lib/server/auth/member-session';
import { requireCheckoutAccess } from '@/lib/server/auth/require-checkout-access';

// POST /api/stores/{storeId}/orders – places an order (header Idempotency-Key): 201 (with a session cookie for a guest who became a member), 400, 409 PRICE_CHANGED or STORE_CLOSED, 422 with per-field messages
export const POST = storeRoute<typeof ZPlaceOrderRequestSchema>({
  source: 'json',
  schema: ZPlaceOrderRequestSchema,
  run: async (request, { request: http, app, store, locale }) => {
    const key = ZIdempotencyKeySchema.safeParse(http.headers.get('idempotency-key') ?? '');
    if (!key.success) throw new AppError('VALIDATION', 'placeOrder.idempotencyKeyRequired');
    await enforceLimits(app.documents, ['orderPerAddress', clientIp(http)]);
    const member = await readMemberSession(http, app);
    await requireCheckoutAccess(store, member);
    const result = await placeOrder({
      app,
      store,
      request: withAccountEmail(request, member?.account.email ?? null),
      idempotencyKey: key.data,
      memberId: member?.user.ID ?? null,
      locale,
    });
    const session = await guestAccountSessionCookie({ app, result });
    return new JsonAnswer(result satisfies z.infer<typeof ZPlaceOrderResponseSchema>, 201, session ? { 'Set-Cookie': session, 'Cache-Control': 'private, no-store' } : {});
  },
});
