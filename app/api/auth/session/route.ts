import { z } from 'zod';
import { closeSessionCookie, memberView, readMemberSession } from '@/lib/server/auth/member-session';
import { container } from '@/lib/server/container';
import { JsonAnswer, route } from '@/lib/server/http/route';
import type { TSessionView } from '@/lib/views/account';

// GET /api/auth/session – the signed-in member, or null (never cached: it is the caller's own)
export const GET = route({
  source: 'query',
  schema: z.object({}),
  run: async (_input, { request }) => {
    const app = await container();
    const found = await readMemberSession(request, app);
    const body: TSessionView = { member: found ? memberView(found.user, found.account) : null };
    return new JsonAnswer(body, 200, { 'Cache-Control': 'private, no-store' });
  },
});

// DELETE /api/auth/session – log out: the session is ended on the server (its cookie opens nothing any more) and the cookie is cleared
export const DELETE = route({
  source: 'query',
  schema: z.object({}),
  run: async (_input, { request }) =>
    new JsonAnswer({ member: null } satisfies TSessionView, 200, { 'Set-Cookie': await closeSessionCookie(request, await container()), 'Cache-Control': 'private, no-store' }),
});
