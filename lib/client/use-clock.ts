'use client';

import { useEffect, useState } from 'react';
import { onServerClockSet, serverNow } from '@/lib/client/server-clock';

/** Spec part 1 §9: the active menu is re-evaluated every 30 s; totals and rule windows follow the same tick. */
export const MENU_REEVALUATION_MS = 30_000;

/**
 * The time by the server's clock (lib/client/server-clock.ts), in epoch milliseconds, renewed
 * every `intervalMs` while the page is open, when the tab becomes visible again (timers sleep in a
 * hidden tab) and when the page's clock is set anew.
 */
export function useClock(intervalMs: number = MENU_REEVALUATION_MS): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const tick = () => setNow(serverNow());
    const timer = window.setInterval(tick, intervalMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    const unsubscribe = onServerClockSet(tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      unsubscribe();
    };
  }, [intervalMs]);
  return now;
}
