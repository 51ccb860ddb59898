import type { z } from 'zod';
import { ZPasswordLinkRequestSchema, ZPasswordLinkResponseSchema } from '@/lib/schemas/api/auth';
import { normalizeEmail } from '@/lib/server/ports/auth';
import { container } from '@/lib/server/container';
import { route, translate } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-address';
import { siteOrigin } from '@/lib/server/http/site-origin';
import { enforceLimits } from '@/lib/server/rate-limit';
import { sendPasswordLink } from '@/lib/server/accounts/use-cases/send-password-link';

// POST /api/auth/password-link – mails a password link; the same answer whether or not the account exists
export const POST = route({
  source: 'json',
  schema: ZPasswordLinkRequestSchema,
  run: async ({ email, storeSlug }, { request, locale }) => {
    const app = await container();
    await enforceLimits(app.documents, ['passwordLinkPerAddress', clientIp(request)], ['passwordLinkPerEmail', normalizeEmail(email ?? '')]);
    await sendPasswordLink({ app, form: { email }, storeSlug: storeSlug ?? null, locale, siteUrl: siteOrigin() });
    return { message: await translate(locale, 'auth.linkSent', {}) } satisfies z.infer<typeof ZPasswordLinkResponseSchema>;
  },
});
