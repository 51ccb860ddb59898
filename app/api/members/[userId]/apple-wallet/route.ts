import { ZWalletQuerySchema } from '@/lib/schemas/api/members';
import { container } from '@/lib/server/container';
import { appleWalletConfig, env } from '@/lib/server/env';
import { route } from '@/lib/server/http/route';
import { openAppleWallet } from '@/lib/server/membership/use-cases/open-apple-wallet';

// GET /api/members/{userId}/apple-wallet?storeId= – the spec's getAppleWallet: the member's signed pass (membership.pkpass); the member themself or their fresh sign-up only, else 404
export const GET = route<typeof ZWalletQuerySchema, { userId: string }>({
  source: 'query',
  schema: ZWalletQuerySchema,
  run: async ({ storeId }, { request, params }) => {
    const pass = await openAppleWallet({ app: await container(), cookies: request.cookies, userId: params.userId, storeId, config: appleWalletConfig(env()) });
    return new Response(new Uint8Array(pass), {
      status: 200,
      headers: { 'Content-Type': 'application/vnd.apple.pkpass', 'Content-Disposition': 'attachment; filename="membership.pkpass"', 'Cache-Control': 'private, no-store' },
    });
  },
});
