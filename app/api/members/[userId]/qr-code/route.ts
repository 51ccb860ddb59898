import { z } from 'zod';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { getMemberQrCode } from '@/lib/server/use-cases/get-member-qr-code';

const ZNoQuerySchema = z.object({});

// GET /api/members/{userId}/qr-code – the member's QR code (their member code) as QrCode.png; the member themself or their fresh sign-up only, else 404
export const GET = route<typeof ZNoQuerySchema, { userId: string }>({
  source: 'query',
  schema: ZNoQuerySchema,
  run: async (_query, { request, params }) => {
    const png = await getMemberQrCode({ app: await container(), cookies: request.cookies, userId: params.userId });
    return new Response(new Uint8Array(png), {
      headers: { 'Content-Type': 'image/png', 'Content-Disposition': 'inline; filename="QrCode.png"', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
    });
  },
});
