import { z } from 'zod';
import { storeRoute } from '@/lib/server/http/store-route';
import { storeLiveState } from '@/lib/server/stores/store-live-state';
import { ZNoQuerySchema } from '@/lib/schemas/api/common';
import { ZStoreStateResponseSchema } from '@/lib/schemas/api/stores';

// GET /api/stores/{storeId}/state – what an open store page polls every 30 s: { inOperation, soldOut }
export const GET = storeRoute({
  source: 'query',
  schema: ZNoQuerySchema,
  cacheControl: 'no-store',
  run: async (_query, { store }): Promise<z.infer<typeof ZStoreStateResponseSchema>> => storeLiveState(store),
});
