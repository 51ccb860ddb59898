import type { z } from 'zod';
import { container } from '@/lib/server/container';
import { env } from '@/lib/server/env';
import { JsonAnswer, route } from '@/lib/server/http/route';
import { checkHealth } from '@/lib/server/operations/use-cases/check-health';
import { ZNoQuerySchema } from '@/lib/schemas/api/common';
import { ZHealthResponseSchema } from '@/lib/schemas/api/health';

// GET /api/health – whether this server can serve (database read, adapters in use, version): 200, or 503 when the database cannot be read
export const GET = route({
  source: 'query',
  schema: ZNoQuerySchema,
  run: async () => {
    const health = await checkHealth({ open: container, current: env() });
    return new JsonAnswer(health satisfies z.infer<typeof ZHealthResponseSchema>, health.status === 'ok' ? 200 : 503, { 'Cache-Control': 'no-store' });
  },
});
