import { ZSignInRequestSchema } from '@/lib/schemas/api/auth';
import { knownUserId } from '@/lib/server/auth/known-device';
import { signedInAnswer } from '@/lib/server/auth/signed-in-answer';
import { normalizeEmail } from '@/lib/server/ports/auth';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-address';
import { signInMember } from '@/lib/server/accounts/use-cases/sign-in-member';

// POST /api/auth/sign-in – email and password: a new session cookie and the known-device cookie, or 401 for a wrong pair; 429 once the email's or the address's tries are spent (a known device's right password still passes the email's)
export const POST = route({
  source: 'json',
  schema: ZSignInRequestSchema,
  run: async ({ remember = false, ...form }, { request }) => {
    const app = await container();
    const known = await knownUserId(request, normalizeEmail(form.email ?? ''));
    const { account, user } = await signInMember({ app, form, clientAddress: clientIp(request), knownUserId: known });
    return signedInAnswer(request, app, { account, user, remember });
  },
});
