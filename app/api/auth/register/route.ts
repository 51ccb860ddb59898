import { ZRegisterRequestSchema } from '@/lib/schemas/forms/auth-requests';
import { AUTH_LIMITS, takeTry } from '@/lib/server/auth/auth-limits';
import { memberView, openSessionCookie } from '@/lib/server/auth/member-session';
import { container } from '@/lib/server/container';
import { JsonAnswer, route } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/rate-limit';
import { registerMember } from '@/lib/server/use-cases/register-member';
import type { TSessionView } from '@/lib/views/account';

// POST /api/auth/register – a new member account, signed in at once (201), or 409 when the email has one
export const POST = route({
  source: 'json',
  schema: ZRegisterRequestSchema,
  run: async ({ storeId, remember = false, ...form }, { request }) => {
    takeTry([AUTH_LIMITS.registerPerAddress, clientIp(request)]);
    const app = await container();
    const { account, user } = await registerMember({ app, form, storeId: storeId ?? null });
    const body: TSessionView = { member: memberView(user, account) };
    return new JsonAnswer(body, 201, { 'Set-Cookie': await openSessionCookie(account, remember), 'Cache-Control': 'private, no-store' });
  },
});
