import { AppError } from '@/lib/domain/errors/app-error';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { clientIp, createRateLimiter } from '@/lib/server/rate-limit';
import { ZAutocompleteQuerySchema } from './query';

// Each keystroke is a request (and, with Google, a billed one): 30 per 10 s per client is ample for typing.
const limiter = createRateLimiter({ limit: 30, windowMs: 10_000 });

// GET /api/maps/autocomplete – Australian address suggestions for the delivery address field
export const GET = route({
  source: 'query',
  schema: ZAutocompleteQuerySchema,
  run: async ({ input, sessionToken, limit }, { request }) => {
    if (!limiter.take(clientIp(request))) throw new AppError('RATE_LIMITED', 'errors.rateLimited');
    const { maps } = await container();
    return { suggestions: await maps.autocomplete(input, { sessionToken, limit }) };
  },
});
