import type { z } from 'zod';
import { requireBoardStaff } from '@/lib/server/auth/board-session';
import { storeRoute } from '@/lib/server/http/store-route';
import { ZBoardSoldOutResponseSchema, ZBoardSoldOutSchema } from '@/lib/schemas/api/board';
import { markProductSoldOut } from '@/lib/server/board/use-cases/mark-product-sold-out';

// PUT /api/board/{storeId}/products/{productId} – { soldOut }: the product sold out (Status 3) on the store's menus, or back (staff session of this store)
export const PUT = storeRoute<typeof ZBoardSoldOutSchema, { storeId: string; productId: string }>({
  source: 'json',
  schema: ZBoardSoldOutSchema,
  run: async ({ soldOut }, { request, params, app, store }): Promise<z.infer<typeof ZBoardSoldOutResponseSchema>> => {
    await requireBoardStaff(request, store, app);
    return markProductSoldOut({ app, store, productId: params.productId, soldOut });
  },
});
