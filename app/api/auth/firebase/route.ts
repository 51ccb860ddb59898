import { ZFirebaseSignInRequestSchema } from '@/lib/schemas/forms/auth-requests';
import { memberView, openSessionCookie } from '@/lib/server/auth/member-session';
import { container } from '@/lib/server/container';
import { JsonAnswer, route } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-address';
import { enforceLimits } from '@/lib/server/rate-limit';
import { signInWithFirebase } from '@/lib/server/use-cases/sign-in-with-firebase';
import type { TSessionView } from '@/lib/views/account';

// POST /api/auth/firebase – a Google or Facebook sign-in: the Firebase ID token verified, the member found or made (201), a new session cookie; 401 for a bad token
export const POST = route({
  source: 'json',
  schema: ZFirebaseSignInRequestSchema,
  run: async ({ idToken, storeId, remember = false }, { request }) => {
    const app = await container();
    await enforceLimits(app.documents, ['signInPerAddress', clientIp(request)]);
    const { account, user, created } = await signInWithFirebase({ app, idToken, storeId: storeId ?? null });
    const body: TSessionView = { member: memberView(user, account) };
    return new JsonAnswer(body, created ? 201 : 200, { 'Set-Cookie': await openSessionCookie(app, account, remember), 'Cache-Control': 'private, no-store' });
  },
});
