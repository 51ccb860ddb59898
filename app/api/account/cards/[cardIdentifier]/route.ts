import type { z } from 'zod';
import { AppError } from '@/lib/domain/errors/app-error';
import { ZCardIdentifierSchema } from '@/lib/schemas/api/cards';
import { requireMember } from '@/lib/server/auth/member-session';
import { container } from '@/lib/server/container';
import { JsonAnswer, route } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-address';
import { enforceLimits } from '@/lib/server/rate-limit';
import { removeStoredCard } from '@/lib/server/payments/use-cases/remove-stored-card';
import { ZEmptyRequestSchema } from '@/lib/schemas/api/common';
import { ZStoredCardsResponseSchema } from '@/lib/schemas/api/cards';

// DELETE /api/account/cards/{cardIdentifier} – removes one of the member's own cards: 200 with their cards; another's (or no such card) 404
export const DELETE = route<typeof ZEmptyRequestSchema, { cardIdentifier: string }>({
  source: 'query',
  schema: ZEmptyRequestSchema,
  run: async (_input, { request, params }) => {
    const app = await container();
    const member = await requireMember(request, app);
    await enforceLimits(app.documents, ['cardsPerAddress', clientIp(request)], ['cardsPerMember', member.user.ID]);
    const cardIdentifier = ZCardIdentifierSchema.safeParse(params.cardIdentifier);
    if (!cardIdentifier.success) throw new AppError('NOT_FOUND', 'storedCards.notFound');
    return new JsonAnswer((await removeStoredCard({ app, member, cardIdentifier: cardIdentifier.data })) satisfies z.infer<typeof ZStoredCardsResponseSchema>, 200, {
      'Cache-Control': 'private, no-store',
    });
  },
});
