import type { z } from 'zod';
import { ZRegisterVisitRequestSchema, ZRegisterVisitResponseSchema } from '@/lib/schemas/api/members';
import { clientIp } from '@/lib/server/http/client-address';
import { storeRoute } from '@/lib/server/http/store-route';
import { enforceLimits } from '@/lib/server/rate-limit';
import { registerVisit } from '@/lib/server/membership/use-cases/register-visit';

// POST /api/stores/{storeId}/visits – guest check-in at a table (the spec's register-visit): { Success: true }, and the newsletter sign-up when opted in
export const POST = storeRoute({
  source: 'json',
  schema: ZRegisterVisitRequestSchema,
  run: async (form, { request, app, store }) => {
    await enforceLimits(app.documents, ['visitPerAddress', clientIp(request)]);
    const { Success } = await registerVisit({ app, store, form });
    return { Success } satisfies z.infer<typeof ZRegisterVisitResponseSchema>;
  },
});
