import 'server-only';
import type { TStore } from '@/lib/schemas/entities';
import type { TBoardOrdersEvent } from '@/lib/views/board';
import type { Container } from '../container';
import type { Unsubscribe } from '../ports/document-store';
import { boardHub } from '../orders/board-hub';
import { listBoardOrders } from '../orders/board-orders';

/**
 * GET /api/board/{storeId}/events: the store's orders now, then again whenever one arrives or
 * changes (the process's shared reading of the store's orders). The caller has checked the
 * staff session.
 */
export async function followBoardOrders({
  app,
  store,
}: {
  app: Pick<Container, 'documents'>;
  store: TStore;
}): Promise<{ initial: TBoardOrdersEvent; subscribe: (listener: (event: TBoardOrdersEvent) => void) => Unsubscribe }> {
  const orders = await listBoardOrders(app.documents, store, Math.floor(Date.now() / 1000));
  return {
    initial: { orders },
    subscribe: (listener) => boardHub(app.documents).subscribe(store, (next) => listener({ orders: next })),
  };
}
