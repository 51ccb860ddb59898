import { ZRegisterRequestSchema } from '@/lib/schemas/api/auth';
import { signedInAnswer } from '@/lib/server/auth/signed-in-answer';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-address';
import { enforceLimits } from '@/lib/server/rate-limit';
import { registerMember } from '@/lib/server/membership/use-cases/register-member';

// POST /api/auth/register – a new member account, signed in at once (201), or 409 when the email has one
export const POST = route({
  source: 'json',
  schema: ZRegisterRequestSchema,
  run: async ({ storeId, remember = false, ...form }, { request }) => {
    const app = await container();
    await enforceLimits(app.documents, ['registerPerAddress', clientIp(request)]);
    const { account, user } = await registerMember({ app, form, storeId: storeId ?? null });
    return signedInAnswer(request, app, { account, user, remember, status: 201 });
  },
});
