import type { z } from 'zod';
import { AppError } from '@/lib/domain/errors/app-error';
import { ZSaveOrderRequestSchema, ZSaveOrderResponseSchema } from '@/lib/schemas/api/saved-orders';
import { sessionSecret } from '@/lib/server/auth/session-secret';
import { JsonAnswer } from '@/lib/server/http/route';
import { storeRoute } from '@/lib/server/http/store-route';
import { ZIdempotencyKeySchema } from '@/lib/server/checkout/idempotency';
import { saveOrder } from '@/lib/server/checkout/use-cases/save-order';

// POST /api/stores/{storeId}/saved-orders – keeps the cart for a day (header Idempotency-Key): 201 with its id and QR image, 400, 422 'Error...Try again!' for an empty cart or per line
export const POST = storeRoute<typeof ZSaveOrderRequestSchema>({
  source: 'json',
  schema: ZSaveOrderRequestSchema,
  run: async (request, { request: http, app, store }) => {
    const key = ZIdempotencyKeySchema.safeParse(http.headers.get('idempotency-key') ?? '');
    if (!key.success) throw new AppError('VALIDATION', 'placeOrder.idempotencyKeyRequired');
    const saved = await saveOrder({ app, store, request, idempotencyKey: key.data, secret: sessionSecret() });
    // The answer opens the saved order: no cache may keep it.
    return new JsonAnswer(saved satisfies z.infer<typeof ZSaveOrderResponseSchema>, 201, { 'Cache-Control': 'private, no-store' });
  },
});
