'use client';

import { useEffect, useState } from 'react';
import { boardEventsUrl } from '@/lib/client/board/board-api';
import type { TBoardOrder, TBoardOrdersEvent, TBoardSignInLock } from '@/lib/views/board';

/**
 * The board's orders, live: the server-sent events of /api/board/{storeId}/events (the same kind
 * of stream as the status page's), which the browser reconnects by itself. `reconnecting` while
 * the stream is down; each message carries every order, so nothing is lost in between, and the
 * store's latest board sign-in lock.
 */
export function useBoardFeed(
  storeId: string,
  initial: TBoardOrder[],
  initialLock: TBoardSignInLock | null,
): { orders: TBoardOrder[]; setOrders: (update: (orders: TBoardOrder[]) => TBoardOrder[]) => void; signInLock: TBoardSignInLock | null; reconnecting: boolean } {
  const [orders, setOrders] = useState(initial);
  const [signInLock, setSignInLock] = useState(initialLock);
  const [reconnecting, setReconnecting] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(boardEventsUrl(storeId));
    source.addEventListener('orders', (event) => {
      try {
        const next = JSON.parse((event as MessageEvent<string>).data) as TBoardOrdersEvent;
        setOrders(next.orders);
        setSignInLock(next.signInLock ?? null);
      } catch {
        // a malformed message is skipped; the next one carries every order again
      }
    });
    source.onopen = () => setReconnecting(false);
    source.onerror = () => setReconnecting(true);
    return () => source.close();
  }, [storeId]);

  return { orders, setOrders, signInLock, reconnecting };
}
