import { z } from 'zod';
import { closeEverySession, requireMember } from '@/lib/server/auth/member-session';
import { container } from '@/lib/server/container';
import { JsonAnswer, route } from '@/lib/server/http/route';
import type { TSessionView } from '@/lib/views/account';

// DELETE /api/auth/sessions – sign out everywhere: every session of the member (every device, this one included) is ended and this cookie cleared; 401 without a session
export const DELETE = route({
  source: 'query',
  schema: z.object({}),
  run: async (_input, { request }) => {
    const app = await container();
    const member = await requireMember(request, app);
    return new JsonAnswer({ member: null } satisfies TSessionView, 200, { 'Set-Cookie': await closeEverySession(member, app), 'Cache-Control': 'private, no-store' });
  },
});
