import { z } from 'zod';
import { AppError } from '@/lib/domain/errors/app-error';
import { selectActiveMenu, soldAtOtherTimes } from '@/lib/domain/menu/active-menu';
import { storeRoute } from '@/lib/server/http/store-route';
import { loadMenus } from '@/lib/server/pages/page-data';
import { ZMenuQuerySchema, ZMenuResponseSchema } from '@/lib/schemas/api/stores';

// GET /api/stores/{storeId}/menu – the store's active menu (products, option groups, discount rules) for the browser's cart, and the products only its other menus sell
export const GET = storeRoute<typeof ZMenuQuerySchema>({
  source: 'query',
  schema: ZMenuQuerySchema,
  // The active menu can change with the time of day: browsers keep it no longer than the spec's 30 s re-evaluation.
  cacheControl: 'public, max-age=30',
  run: async ({ menu: menuQuery }, { store }): Promise<z.infer<typeof ZMenuResponseSchema>> => {
    const menus = await loadMenus(store.ID);
    const menu = selectActiveMenu(menus, { now: new Date(), timeZone: store.TimezoneIanaFormat, menuQuery });
    if (!menu) throw new AppError('NOT_FOUND', 'store.menuEmpty');
    return { storeId: store.ID, menu, soldAtOtherTimes: soldAtOtherTimes(menu, menus) };
  },
});
