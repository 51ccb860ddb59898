import type { z } from 'zod';
import { requireBoardStaff } from '@/lib/server/auth/board-session';
import { storeRoute } from '@/lib/server/http/store-route';
import { readBoard } from '@/lib/server/board/use-cases/read-board';
import { ZLocaleQuerySchema } from '@/lib/schemas/api/common';
import { ZBoardResponseSchema } from '@/lib/schemas/api/board';

// GET /api/board/{storeId}/orders – the board: the store's orders, the pause switch and the products' sold-out switches (staff session of this store: 401 none, 403 another store's)
export const GET = storeRoute({
  source: 'query',
  schema: ZLocaleQuerySchema,
  run: async (_input, { request, app, store }): Promise<z.infer<typeof ZBoardResponseSchema>> => {
    await requireBoardStaff(request, store, app);
    return readBoard({ app, store });
  },
});
