import { ZSignInRequestSchema } from '@/lib/schemas/forms/auth-requests';
import { memberView, openSessionCookie } from '@/lib/server/auth/member-session';
import { normalizeEmail } from '@/lib/server/ports/auth';
import { container } from '@/lib/server/container';
import { JsonAnswer, route } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-address';
import { enforceLimits } from '@/lib/server/rate-limit';
import { signInMember } from '@/lib/server/use-cases/sign-in-member';
import type { TSessionView } from '@/lib/views/account';

// POST /api/auth/sign-in – email and password: a new session cookie, or 401 for a wrong pair
export const POST = route({
  source: 'json',
  schema: ZSignInRequestSchema,
  run: async ({ remember = false, ...form }, { request }) => {
    const app = await container();
    await enforceLimits(app.documents, ['signInPerAddress', clientIp(request)], ['signInPerEmail', normalizeEmail(form.email ?? '')]);
    const { account, user } = await signInMember({ app, form });
    const body: TSessionView = { member: memberView(user, account) };
    return new JsonAnswer(body, 200, { 'Set-Cookie': await openSessionCookie(app, account, remember), 'Cache-Control': 'private, no-store' });
  },
});
