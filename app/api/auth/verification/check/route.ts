import type { z } from 'zod';
import { ZCheckCodeRequestSchema, ZSessionResponseSchema } from '@/lib/schemas/api/auth';
import { memberView, requireMember } from '@/lib/server/auth/member-session';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { checkVerificationCode } from '@/lib/server/accounts/use-cases/check-verification-code';

// POST /api/auth/verification/check – the texted code: the member is verified, or 422 'The SMS code entered is not correct'
export const POST = route({
  source: 'json',
  schema: ZCheckCodeRequestSchema,
  run: async ({ code }, { request }) => {
    const app = await container();
    const member = await requireMember(request, app);
    const user = await checkVerificationCode({ app, member, form: { code } });
    return { member: memberView(user, member.account) } satisfies z.infer<typeof ZSessionResponseSchema>;
  },
});
