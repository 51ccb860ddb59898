import 'server-only';
import { isInOperation } from '@/lib/domain/time/opening-hours';
import { storeTimeZone } from '@/lib/domain/time/zoned-time';
import type { TStore } from '@/lib/schemas/entities';
import type { TBoardSnapshot } from '@/lib/views/board';
import type { Container } from '@/lib/server/container';
import { boardSignInLock } from '@/lib/server/auth/board-sign-in-lock';
import { boardProducts, listBoardOrders } from '../board-orders';

/**
 * GET /api/board/{storeId}/orders and the board page: the store's orders, whether online
 * ordering is paused, its products with their sold-out switch, and the latest lock of its board
 * sign-in (too many wrong passcodes) while the board tells of it. The caller has checked the
 * staff session.
 */
export async function readBoard({ app, store, now = new Date() }: { app: Pick<Container, 'documents' | 'menus'>; store: TStore; now?: Date }): Promise<TBoardSnapshot> {
  const [orders, menus, signInLock] = await Promise.all([
    listBoardOrders(app.documents, store, Math.floor(now.getTime() / 1000)),
    app.menus.listByStore(store.ID),
    boardSignInLock(app.documents, store.ID, now.getTime()),
  ]);
  return {
    storeId: store.ID,
    storeName: store.Name,
    timeZone: storeTimeZone(store),
    currencyLocale: store.CurrencyLocaleName ?? null,
    paused: !isInOperation(store),
    orders,
    products: boardProducts(menus),
    signInLock,
  };
}
