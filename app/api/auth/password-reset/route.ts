import { ZSetPasswordRequestSchema } from '@/lib/schemas/forms/auth-requests';
import { memberView, openSessionCookie } from '@/lib/server/auth/member-session';
import { container } from '@/lib/server/container';
import { JsonAnswer, route } from '@/lib/server/http/route';
import { setPasswordFromLink } from '@/lib/server/use-cases/set-password-from-link';
import type { TSessionView } from '@/lib/views/account';

// POST /api/auth/password-reset – sets the password from an emailed link (once) and signs the member in; 410 when the link has expired
export const POST = route({
  source: 'json',
  schema: ZSetPasswordRequestSchema,
  run: async ({ token, isMobile = false, ...form }) => {
    const app = await container();
    const { account, user } = await setPasswordFromLink({ app, token, form, isMobile });
    const body: TSessionView = { member: memberView(user, account) };
    return new JsonAnswer(body, 200, { 'Set-Cookie': await openSessionCookie(app, account, false), 'Cache-Control': 'private, no-store' });
  },
});
