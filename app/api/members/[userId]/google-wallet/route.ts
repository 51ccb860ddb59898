import { ZWalletQuerySchema } from '@/lib/schemas/api/members';
import { container } from '@/lib/server/container';
import { env, googleWalletConfig } from '@/lib/server/env';
import { route } from '@/lib/server/http/route';
import { siteOrigin } from '@/lib/server/http/site-origin';
import { openGoogleWallet } from '@/lib/server/membership/use-cases/open-google-wallet';

// GET /api/members/{userId}/google-wallet?storeId= – the spec's getGoogleWallet: a redirect to Google's save page with the member's signed card; the member themself or their fresh sign-up only, else 404
export const GET = route<typeof ZWalletQuerySchema, { userId: string }>({
  source: 'query',
  schema: ZWalletQuerySchema,
  run: async ({ storeId }, { request, params }) => {
    const location = await openGoogleWallet({
      app: await container(),
      cookies: request.cookies,
      userId: params.userId,
      storeId,
      config: googleWalletConfig(env()),
      siteUrl: siteOrigin(),
    });
    return new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'private, no-store' } });
  },
});
