import { ZSendCodeRequestSchema } from '@/lib/schemas/forms/auth-requests';
import { AUTH_LIMITS, takeTry } from '@/lib/server/auth/auth-limits';
import { requireMember } from '@/lib/server/auth/member-session';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/rate-limit';
import { sendVerificationCode } from '@/lib/server/use-cases/send-verification-code';

// POST /api/auth/verification – texts the signed-in member a 6-digit code for their mobile number (409 when a verified member has it)
export const POST = route({
  source: 'json',
  schema: ZSendCodeRequestSchema,
  run: async ({ phone, country, storeId }, { request, locale }) => {
    const app = await container();
    const member = await requireMember(request, app);
    takeTry([AUTH_LIMITS.smsPerAddress, clientIp(request)], [AUTH_LIMITS.smsPerPhone, (phone ?? '').replace(/\D/g, '')]);
    return sendVerificationCode({ app, member, form: { phone, country }, storeId: storeId ?? null, locale });
  },
});
