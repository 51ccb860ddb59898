import type { z } from 'zod';
import { AppError } from '@/lib/domain/errors/app-error';
import { ZGiftOrderRequestSchema } from '@/lib/schemas/api/gift-orders';
import { JsonAnswer } from '@/lib/server/http/route';
import { storeRoute } from '@/lib/server/http/store-route';
import { ZIdempotencyKeySchema } from '@/lib/server/checkout/idempotency';
import { placeGiftOrder } from '@/lib/server/gift-cards/use-cases/place-gift-order';
import { ZPlaceOrderResponseSchema } from '@/lib/schemas/api/orders';

// POST /api/stores/{storeId}/gift-orders – buys gift cards as a guest, by card (header Idempotency-Key): 201, 400, 409 PRICE_CHANGED, 422 with per-field messages
export const POST = storeRoute<typeof ZGiftOrderRequestSchema>({
  source: 'json',
  schema: ZGiftOrderRequestSchema,
  run: async (request, { request: http, app, store, locale }) => {
    const key = ZIdempotencyKeySchema.safeParse(http.headers.get('idempotency-key') ?? '');
    if (!key.success) throw new AppError('VALIDATION', 'placeOrder.idempotencyKeyRequired');
    // Always as a guest (part 1 §2): no session is read, so the order is nobody's account's.
    const result = await placeGiftOrder({ app, store, request, idempotencyKey: key.data, locale });
    return new JsonAnswer(result satisfies z.infer<typeof ZPlaceOrderResponseSchema>, 201, { 'Cache-Control': 'private, no-store' });
  },
});
