import { ZRegisterRequestSchema } from '@/lib/schemas/forms/auth-requests';
import { memberView, openSessionCookie } from '@/lib/server/auth/member-session';
import { container } from '@/lib/server/container';
import { JsonAnswer, route } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-address';
import { enforceLimits } from '@/lib/server/rate-limit';
import { registerMember } from '@/lib/server/use-cases/register-member';
import type { TSessionView } from '@/lib/views/account';

// POST /api/auth/register – a new member account, signed in at once (201), or 409 when the email has one
export const POST = route({
  source: 'json',
  schema: ZRegisterRequestSchema,
  run: async ({ storeId, remember = false, ...form }, { request }) => {
    const app = await container();
    await enforceLimits(app.documents, ['registerPerAddress', clientIp(request)]);
    const { account, user } = await registerMember({ app, form, storeId: storeId ?? null });
    const body: TSessionView = { member: memberView(user, account) };
    return new JsonAnswer(body, 201, { 'Set-Cookie': await openSessionCookie(app, account, remember), 'Cache-Control': 'private, no-store' });
  },
});
