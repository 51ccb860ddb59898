'use client';

import { useEffect, useState } from 'react';
import { boardEventsUrl } from '@/lib/client/board/board-api';
import type { TBoardOrder, TBoardOrdersEvent } from '@/lib/views/board';

/**
 * The board's orders, live: the server-sent events of /api/board/{storeId}/events (the same kind
 * of stream as the status page's), which the browser reconnects by itself. `reconnecting` while
 * the stream is down; each message carries every order, so nothing is lost in between.
 */
export function useBoardFeed(
  storeId: string,
  initial: TBoardOrder[],
): { orders: TBoardOrder[]; setOrders: (update: (orders: TBoardOrder[]) => TBoardOrder[]) => void; reconnecting: boolean } {
  const [orders, setOrders] = useState(initial);
  const [reconnecting, setReconnecting] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(boardEventsUrl(storeId));
    source.addEventListener('orders', (event) => {
      try {
        setOrders((JSON.parse((event as MessageEvent<string>).data) as TBoardOrdersEvent).orders);
      } catch {
        // a malformed message is skipped; the next one carries every order again
      }
    });
    source.onopen = () => setReconnecting(false);
    source.onerror = () => setReconnecting(true);
    return () => source.close();
  }, [storeId]);

  return { orders, setOrders, reconnecting };
}
