import { z } from 'zod';
import { storeRoute } from '@/lib/server/http/store-route';
import { storeLiveState } from '@/lib/server/use-cases/read-store-state';

const ZNoQuerySchema = z.object({}).loose();

// GET /api/stores/{storeId}/state – what an open store page polls every 30 s: { inOperation, soldOut }
export const GET = storeRoute({
  source: 'query',
  schema: ZNoQuerySchema,
  cacheControl: 'no-store',
  run: async (_query, { store }) => storeLiveState(store),
});
