import { ZSetPasswordRequestSchema } from '@/lib/schemas/api/auth';
import { signedInAnswer } from '@/lib/server/auth/signed-in-answer';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { setPasswordFromLink } from '@/lib/server/accounts/use-cases/set-password-from-link';

// POST /api/auth/password-reset – sets the password from an emailed link (once) and signs the member in; 410 when the link has expired
export const POST = route({
  source: 'json',
  schema: ZSetPasswordRequestSchema,
  run: async ({ token, isMobile = false, ...form }, { request }) => {
    const app = await container();
    const { account, user } = await setPasswordFromLink({ app, token, form, isMobile });
    return signedInAnswer(request, app, { account, user, remember: false });
  },
});
