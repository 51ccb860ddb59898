import { AppError } from '@/lib/domain/errors/app-error';
import { ZRegisterVisitRequestSchema } from '@/lib/schemas/forms/membership-requests';
import { storeRoute } from '@/lib/server/http/store-route';
import { clientIp, createRateLimiter } from '@/lib/server/rate-limit';
import { registerVisit } from '@/lib/server/use-cases/register-visit';

// A room full of guests shares the restaurant's Wi-Fi (one address): 60 check-ins an hour per address is ample, a script is stopped.
const limiter = createRateLimiter({ limit: 60, windowMs: 60 * 60_000 });

// POST /api/stores/{storeId}/visits – guest check-in at a table (the spec's register-visit): { Success: true }, and the newsletter sign-up when opted in
export const POST = storeRoute({
  source: 'json',
  schema: ZRegisterVisitRequestSchema,
  run: async (form, { request, app, store }) => {
    if (!limiter.take(clientIp(request))) throw new AppError('RATE_LIMITED', 'errors.rateLimited');
    const { Success } = await registerVisit({ app, store, form });
    return { Success };
  },
});
