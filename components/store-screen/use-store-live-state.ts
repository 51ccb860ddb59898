'use client';

import { useEffect, useRef } from 'react';
import { apiRequest } from '@/lib/client/api/api-client';
import type { TStoreLiveState } from '@/lib/views/store';

const fingerprint = (state: TStoreLiveState) => `${state.inOperation}|${state.soldOut.join(',')}`;

/**
 * Spec part 1 §9 (re-evaluated every 30 s): at each tick of the page's clock the store's live
 * state is read again (a tiny, uncached call); when the board paused ordering or marked a product
 * sold out (or back) since the page was rendered, `onChange` runs once for that change. Without a
 * starting state (a page that did not render with one) the first answer is the baseline.
 */
export function useStoreLiveState(storeId: string, initial: TStoreLiveState | null, nowMs: number, onChange: () => void): void {
  const known = useRef(initial ? fingerprint(initial) : null);
  const firstTick = useRef(nowMs);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    if (nowMs === firstTick.current) return;
    const controller = new AbortController();
    apiRequest<TStoreLiveState>(`/api/stores/${storeId}/state`, { signal: controller.signal, cache: 'no-store' })
      .then((state) => {
        const next = fingerprint(state);
        const changed = known.current !== null && known.current !== next;
        known.current = next;
        if (changed) latest.current();
      })
      // A missed reading waits for the next tick.
      .catch(() => undefined);
    return () => controller.abort();
  }, [storeId, nowMs]);
}
