import { z } from 'zod';
import { requireBoardStaff } from '@/lib/server/auth/board-session';
import { storeRoute } from '@/lib/server/http/store-route';
import { readBoard } from '@/lib/server/use-cases/read-board';

// GET /api/board/{storeId}/orders – the board: the store's orders, the pause switch and the products' sold-out switches (staff session of this store: 401 none, 403 another store's)
export const GET = storeRoute({
  source: 'query',
  schema: z.object({ locale: z.string().optional() }),
  run: async (_input, { request, app, store }) => {
    await requireBoardStaff(request, store, app);
    return readBoard({ app, store });
  },
});
