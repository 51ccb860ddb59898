import type { z } from 'zod';
import { closeEverySession, requireMember } from '@/lib/server/auth/member-session';
import { container } from '@/lib/server/container';
import { JsonAnswer, route } from '@/lib/server/http/route';
import { ZSessionResponseSchema } from '@/lib/schemas/api/auth';
import { ZEmptyRequestSchema } from '@/lib/schemas/api/common';

// DELETE /api/auth/sessions – sign out everywhere: every session of the member (every device, this one included) is ended and this cookie cleared; 401 without a session
export const DELETE = route({
  source: 'query',
  schema: ZEmptyRequestSchema,
  run: async (_input, { request }) => {
    const app = await container();
    const member = await requireMember(request, app);
    return new JsonAnswer({ member: null } satisfies z.infer<typeof ZSessionResponseSchema>, 200, {
      'Set-Cookie': await closeEverySession(member, app),
      'Cache-Control': 'private, no-store',
    });
  },
});
