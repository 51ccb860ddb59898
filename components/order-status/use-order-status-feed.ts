'use client';

import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/client/api/api-client';
import { isApiError } from '@/lib/client/api/api-error';
import type { TOrderStatusEvent, TOrderStatusView } from '@/lib/views/order';

export interface LiveStatus {
  onlineOrderStatus: number;
  onlineOrderStatusDescription: string | null;
}

/** How often the page reads the order while the stream is down. */
export const POLL_INTERVAL_MS = 5000;
/** How long after the browser gave up on the stream (an error answer) it is opened again. */
export const STREAM_REOPEN_MS = 30_000;

function sameStatus(a: LiveStatus, b: LiveStatus): boolean {
  return a.onlineOrderStatus === b.onlineOrderStatus && a.onlineOrderStatusDescription === b.onlineOrderStatusDescription;
}

/**
 * Follows an order's status: the server-sent events of /api/orders/{id}/events, which the
 * browser reconnects by itself; while the stream is not open the order is read every few seconds
 * instead (GET /api/orders/{id}), and a stream the browser gave up on is opened again later.
 */
export function useOrderStatusFeed({ orderId, token, initial }: { orderId: string; token: string | null; initial: LiveStatus }): LiveStatus & { reconnecting: boolean } {
  const [live, setLive] = useState<LiveStatus>(initial);
  const [reconnecting, setReconnecting] = useState(false);

  useEffect(() => {
    const query = token ? `?t=${encodeURIComponent(token)}` : '';
    const apply = (next: LiveStatus) => {
      const value = { onlineOrderStatus: next.onlineOrderStatus, onlineOrderStatusDescription: next.onlineOrderStatusDescription };
      setLive((previous) => (sameStatus(previous, value) ? previous : value));
    };
    let stopped = false;
    let source: EventSource | null = null;
    let pollTimer: ReturnType<typeof setInterval> | undefined;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;

    const stopPolling = () => {
      if (pollTimer !== undefined) clearInterval(pollTimer);
      pollTimer = undefined;
      setReconnecting(false);
    };
    const poll = async () => {
      try {
        apply(await apiRequest<TOrderStatusView>(`/api/orders/${encodeURIComponent(orderId)}${query}`, { cache: 'no-store', timeoutMs: POLL_INTERVAL_MS }));
      } catch (error) {
        // The order is gone or no longer ours: nothing more to follow. Offline: the next tick tries again.
        if (isApiError(error) && error.status === 404) stopPolling();
      }
    };
    const startPolling = () => {
      if (stopped || pollTimer !== undefined) return;
      setReconnecting(true);
      pollTimer = setInterval(() => void poll(), POLL_INTERVAL_MS);
      void poll();
    };
    const open = () => {
      if (stopped) return;
      if (typeof EventSource === 'undefined') return startPolling();
      const current = new EventSource(`/api/orders/${encodeURIComponent(orderId)}/events${query}`);
      source = current;
      current.addEventListener('status', (event) => {
        try {
          apply(JSON.parse((event as MessageEvent<string>).data) as TOrderStatusEvent);
        } catch {
          // a malformed message is skipped; the next one carries the whole status again
        }
      });
      current.onopen = () => stopPolling();
      current.onerror = () => {
        startPolling();
        if (current.readyState === EventSource.CLOSED) {
          current.close();
          reopenTimer = setTimeout(open, STREAM_REOPEN_MS);
        }
      };
    };
    open();
    return () => {
      stopped = true;
      source?.close();
      if (pollTimer !== undefined) clearInterval(pollTimer);
      if (reopenTimer !== undefined) clearTimeout(reopenTimer);
    };
  }, [orderId, token]);

  return { ...live, reconnecting };
}
