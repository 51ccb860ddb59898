import type { z } from 'zod';
import { closeSessionCookie, memberView, readMemberSession } from '@/lib/server/auth/member-session';
import { container } from '@/lib/server/container';
import { JsonAnswer, route } from '@/lib/server/http/route';
import { ZEmptyRequestSchema } from '@/lib/schemas/api/common';
import { ZSessionResponseSchema } from '@/lib/schemas/api/auth';

// GET /api/auth/session – the signed-in member, or null (never cached: it is the caller's own)
export const GET = route({
  source: 'query',
  schema: ZEmptyRequestSchema,
  run: async (_input, { request }) => {
    const app = await container();
    const found = await readMemberSession(request, app);
    const body: z.infer<typeof ZSessionResponseSchema> = { member: found ? memberView(found.user, found.account) : null };
    return new JsonAnswer(body, 200, { 'Cache-Control': 'private, no-store' });
  },
});

// DELETE /api/auth/session – log out: the session is ended on the server (its cookie opens nothing any more) and the cookie is cleared
export const DELETE = route({
  source: 'query',
  schema: ZEmptyRequestSchema,
  run: async (_input, { request }) =>
    new JsonAnswer({ member: null } satisfies z.infer<typeof ZSessionResponseSchema>, 200, {
      'Set-Cookie': await closeSessionCookie(request, await container()),
      'Cache-Control': 'private, no-store',
    }),
});
