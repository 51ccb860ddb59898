import { ZFirebaseSignInRequestSchema } from '@/lib/schemas/api/auth';
import { signedInAnswer } from '@/lib/server/auth/signed-in-answer';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-address';
import { enforceLimits } from '@/lib/server/rate-limit';
import { signInWithFirebase } from '@/lib/server/accounts/use-cases/sign-in-with-firebase';

// POST /api/auth/firebase – a Google or Facebook sign-in: the Firebase ID token verified, the member found or made (201), a new session cookie; 401 for a bad token
export const POST = route({
  source: 'json',
  schema: ZFirebaseSignInRequestSchema,
  run: async ({ idToken, storeId, remember = false }, { request }) => {
    const app = await container();
    await enforceLimits(app.documents, ['signInPerAddress', clientIp(request)]);
    const { account, user, created } = await signInWithFirebase({ app, idToken, storeId: storeId ?? null });
    return signedInAnswer(request, app, { account, user, remember, status: created ? 201 : 200 });
  },
});
