import 'server-only';
import type { TStore } from '@/lib/schemas/entities';
import type { TBoardOrdersEvent } from '@/lib/views/board';
import { boardSignInLock } from '@/lib/server/auth/board-sign-in-lock';
import type { Container } from '@/lib/server/container';
import type { Unsubscribe } from '@/lib/server/ports/document-store';
import { boardHub } from '../board-hub';
import { listBoardOrders } from '../board-orders';

/**
 * GET /api/board/{storeId}/events: the store's orders (and its board sign-in lock) now, then
 * again whenever an order arrives or changes (the process's shared reading of the store's
 * orders). The caller has checked the staff session; since a stream outlives that check, each
 * later event is sent only while `signedIn` still holds, and once it does not (the board signed
 * out, its passcode changed) `signedOut` is called instead, to end the stream.
 */
export async function followBoardOrders({
  app,
  store,
  signedIn,
  signedOut,
}: {
  app: Pick<Container, 'documents'>;
  store: TStore;
  signedIn: () => Promise<boolean>;
  signedOut: () => void;
}): Promise<{ initial: TBoardOrdersEvent; subscribe: (listener: (event: TBoardOrdersEvent) => void) => Unsubscribe }> {
  const now = Date.now();
  const [orders, signInLock] = await Promise.all([listBoardOrders(app.documents, store, Math.floor(now / 1000)), boardSignInLock(app.documents, store.ID, now)]);
  return {
    initial: { orders, signInLock },
    subscribe: (listener) => {
      // One check after another, so the events keep their order.
      let checked: Promise<unknown> = Promise.resolve();
      return boardHub(app.documents).subscribe(store, (next) => {
        checked = checked.then(signedIn).then((open) => (open ? listener(next) : signedOut()), signedOut);
      });
    },
  };
}
