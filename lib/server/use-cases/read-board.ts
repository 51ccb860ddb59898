import 'server-only';
import { isInOperation } from '@/lib/domain/time/opening-hours';
import { storeTimeZone } from '@/lib/domain/time/zoned-time';
import type { TStore } from '@/lib/schemas/entities';
import type { TBoardSnapshot } from '@/lib/views/board';
import type { Container } from '../container';
import { boardProducts, listBoardOrders } from '../orders/board-orders';

/**
 * GET /api/board/{storeId}/orders and the board page: the store's orders, whether online
 * ordering is paused and its products with their sold-out switch. The caller has checked the
 * staff session.
 */
export async function readBoard({ app, store, now = new Date() }: { app: Pick<Container, 'documents' | 'menus'>; store: TStore; now?: Date }): Promise<TBoardSnapshot> {
  const [orders, menus] = await Promise.all([listBoardOrders(app.documents, store, Math.floor(now.getTime() / 1000)), app.menus.listByStore(store.ID)]);
  return {
    storeId: store.ID,
    storeName: store.Name,
    timeZone: storeTimeZone(store),
    currencyLocale: store.CurrencyLocaleName ?? null,
    paused: !isInOperation(store),
    orders,
    products: boardProducts(menus),
  };
}
