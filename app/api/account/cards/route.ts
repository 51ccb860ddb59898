import type { z } from 'zod';
import { AppError } from '@/lib/domain/errors/app-error';
import { ZAddStoredCardRequestSchema, ZStoredCardsResponseSchema } from '@/lib/schemas/api/cards';
import { requireMember } from '@/lib/server/auth/member-session';
import { container } from '@/lib/server/container';
import { JsonAnswer, route } from '@/lib/server/http/route';
import { ZIdempotencyKeySchema } from '@/lib/server/checkout/idempotency';
import { clientIp } from '@/lib/server/http/client-address';
import { enforceLimits } from '@/lib/server/rate-limit';
import { addStoredCard } from '@/lib/server/payments/use-cases/add-stored-card';
import { listStoredCards } from '@/lib/server/payments/use-cases/list-stored-cards';
import { ZEmptyRequestSchema } from '@/lib/schemas/api/common';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

// GET /api/account/cards – the signed-in member's stored cards, masked (401 without a session)
export const GET = route({
  source: 'query',
  schema: ZEmptyRequestSchema,
  run: async (_input, { request }) =>
    new JsonAnswer(listStoredCards({ member: await requireMember(request, await container()) }) satisfies z.infer<typeof ZStoredCardsResponseSchema>, 200, PRIVATE),
});

// POST /api/account/cards – keeps a new card for the member (header Idempotency-Key): 201 with their cards, 402 with the provider's message, 422 per field
export const POST = route({
  source: 'json',
  schema: ZAddStoredCardRequestSchema,
  run: async (request, { request: http }) => {
    const app = await container();
    const member = await requireMember(http, app);
    const key = ZIdempotencyKeySchema.safeParse(http.headers.get('idempotency-key') ?? '');
    if (!key.success) throw new AppError('VALIDATION', 'placeOrder.idempotencyKeyRequired');
    await enforceLimits(app.documents, ['cardsPerAddress', clientIp(http)], ['cardsPerMember', member.user.ID]);
    return new JsonAnswer((await addStoredCard({ app, member, request, idempotencyKey: key.data })) satisfies z.infer<typeof ZStoredCardsResponseSchema>, 201, PRIVATE);
  },
});
