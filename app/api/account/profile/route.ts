import type { z } from 'zod';
import { ZProfileResponseSchema, ZSaveProfileRequestSchema } from '@/lib/schemas/api/auth';
import { requireMember } from '@/lib/server/auth/member-session';
import { container } from '@/lib/server/container';
import { JsonAnswer, route } from '@/lib/server/http/route';
import { profileView, saveProfile } from '@/lib/server/accounts/use-cases/save-profile';
import { ZEmptyRequestSchema } from '@/lib/schemas/api/common';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

// GET /api/account/profile – the signed-in member's own details (401 without a session)
export const GET = route({
  source: 'query',
  schema: ZEmptyRequestSchema,
  run: async (_input, { request }) => {
    const member = await requireMember(request, await container());
    return new JsonAnswer(profileView(member.user, member.account.email) satisfies z.infer<typeof ZProfileResponseSchema>, 200, PRIVATE);
  },
});

// PUT /api/account/profile – saves the member's own details by the spec's rules (422 with a message per field)
export const PUT = route({
  source: 'json',
  schema: ZSaveProfileRequestSchema,
  run: async (form, { request }) => {
    const app = await container();
    return new JsonAnswer((await saveProfile({ app, member: await requireMember(request, app), form })) satisfies z.infer<typeof ZProfileResponseSchema>, 200, PRIVATE);
  },
});
