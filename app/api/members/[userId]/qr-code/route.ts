import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { getMemberQrCode } from '@/lib/server/membership/use-cases/get-member-qr-code';
import { ZEmptyRequestSchema } from '@/lib/schemas/api/common';

// GET /api/members/{userId}/qr-code – the member's QR code (their member code) as QrCode.png; the member themself or their fresh sign-up only, else 404
export const GET = route<typeof ZEmptyRequestSchema, { userId: string }>({
  source: 'query',
  schema: ZEmptyRequestSchema,
  run: async (_query, { request, params }) => {
    const png = await getMemberQrCode({ app: await container(), cookies: request.cookies, userId: params.userId });
    return new Response(new Uint8Array(png), {
      headers: { 'Content-Type': 'image/png', 'Content-Disposition': 'inline; filename="QrCode.png"', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
    });
  },
});
