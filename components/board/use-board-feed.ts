'use client';

import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { boardEventsUrl } from '@/lib/client/board/board-api';
import type { TBoardOrder, TBoardOrdersEvent, TBoardSignInLock } from '@/lib/views/board';

const boardOrdersKey = (storeId: string) => ['board', storeId, 'orders'] as const;

/**
 * The board's orders, live: the server-sent events of /api/board/{storeId}/events (the same kind
 * of stream as the status page's), which the browser reconnects by itself, kept in the query
 * cache. Nothing is fetched: the page's first render fills it and each message carries every
 * order, so nothing is lost while `reconnecting`, and the store's latest board sign-in lock.
 */
export function useBoardFeed(
  storeId: string,
  initial: TBoardOrder[],
  initialLock: TBoardSignInLock | null,
): { orders: TBoardOrder[]; setOrders: (update: (orders: TBoardOrder[]) => TBoardOrder[]) => void; signInLock: TBoardSignInLock | null; reconnecting: boolean } {
  const queryClient = useQueryClient();
  const first: TBoardOrdersEvent = { orders: initial, signInLock: initialLock };
  // A skipped query is typed as possibly empty, though its initial data always fills it.
  const { data = first } = useQuery<TBoardOrdersEvent>({ queryKey: boardOrdersKey(storeId), queryFn: skipToken, initialData: first });
  const [reconnecting, setReconnecting] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(boardEventsUrl(storeId));
    source.addEventListener('orders', (event) => {
      try {
        const next = JSON.parse((event as MessageEvent<string>).data) as TBoardOrdersEvent;
        queryClient.setQueryData<TBoardOrdersEvent>(boardOrdersKey(storeId), { orders: next.orders, signInLock: next.signInLock ?? null });
      } catch {
        // a malformed message is skipped; the next one carries every order again
      }
    });
    source.onopen = () => setReconnecting(false);
    source.onerror = () => setReconnecting(true);
    return () => source.close();
  }, [storeId, queryClient]);

  const setOrders = useCallback(
    (update: (orders: TBoardOrder[]) => TBoardOrder[]) =>
      queryClient.setQueryData<TBoardOrdersEvent>(boardOrdersKey(storeId), (current) => current && { ...current, orders: update(current.orders) }),
    [storeId, queryClient],
  );

  return { orders: data.orders, setOrders, signInLock: data.signInLock, reconnecting };
}
