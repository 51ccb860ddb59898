import type { z } from 'zod';
import { ZEmailCheckRequestSchema, ZEmailCheckResponseSchema } from '@/lib/schemas/api/auth';
import { container } from '@/lib/server/container';
import { JsonAnswer, route } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-address';
import { enforceLimits } from '@/lib/server/rate-limit';
import { checkMemberEmail } from '@/lib/server/accounts/use-cases/check-member-email';

// POST /api/auth/email-check – the checkout's email check: { signIn } (the email has an account: offer Log in); 429 after 20 per address in 15 minutes
export const POST = route({
  source: 'json',
  schema: ZEmailCheckRequestSchema,
  run: async (form, { request }) => {
    const app = await container();
    await enforceLimits(app.documents, ['emailCheckPerAddress', clientIp(request)]);
    return new JsonAnswer((await checkMemberEmail({ app, form })) satisfies z.infer<typeof ZEmailCheckResponseSchema>, 200, { 'Cache-Control': 'private, no-store' });
  },
});
