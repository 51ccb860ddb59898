import type { z } from 'zod';
import { ZSendCodeRequestSchema, ZSendCodeResponseSchema } from '@/lib/schemas/api/auth';
import { requireMember } from '@/lib/server/auth/member-session';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-address';
import { enforceLimits } from '@/lib/server/rate-limit';
import { sendVerificationCode } from '@/lib/server/accounts/use-cases/send-verification-code';

// POST /api/auth/verification – texts the signed-in member a 6-digit code for their mobile number (409 when a verified member has it)
export const POST = route({
  source: 'json',
  schema: ZSendCodeRequestSchema,
  run: async ({ phone, country, storeId }, { request, locale }) => {
    const app = await container();
    const member = await requireMember(request, app);
    await enforceLimits(app.documents, ['smsPerAddress', clientIp(request)], ['smsPerPhone', (phone ?? '').replace(/\D/g, '')]);
    return (await sendVerificationCode({ app, member, form: { phone, country }, storeId: storeId ?? null, locale })) satisfies z.infer<typeof ZSendCodeResponseSchema>;
  },
});
