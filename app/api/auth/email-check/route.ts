import { ZEmailCheckRequestSchema } from '@/lib/schemas/forms/auth-requests';
import { AUTH_LIMITS, takeTry } from '@/lib/server/auth/auth-limits';
import { container } from '@/lib/server/container';
import { JsonAnswer, route } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/rate-limit';
import { checkMemberEmail } from '@/lib/server/use-cases/check-member-email';

// POST /api/auth/email-check – the checkout's email check: { signIn } (the email has an account: offer Log in); 429 after 20 per address in 15 minutes
export const POST = route({
  source: 'json',
  schema: ZEmailCheckRequestSchema,
  run: async (form, { request }) => {
    takeTry([AUTH_LIMITS.emailCheckPerAddress, clientIp(request)]);
    return new JsonAnswer(await checkMemberEmail({ app: await container(), form }), 200, { 'Cache-Control': 'private, no-store' });
  },
});
