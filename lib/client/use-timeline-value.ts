'use client';

import { useEffect, useState } from 'react';
import { nextTimelineChange, timelineValueAt, type ClockTimeline } from '@/lib/domain/time/timeline';
import { onServerClockSet, serverNow } from '@/lib/client/server-clock';

/** The longest delay a browser timer takes (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * What a clock timeline shows at the time now: the render's step while hydrating (the HTML
 * agrees), then the step of the time by the server's clock (lib/client/server-clock.ts), moved on
 * by a timer at each change and checked again when the tab becomes visible (timers sleep in a
 * hidden tab) or the page's clock is set anew. A page a cache kept for a while thus never shows a
 * store open after its closing time.
 */
export function useTimelineValue<T>(timeline: ClockTimeline<T>): T {
  const [nowMs, setNowMs] = useState<number | null>(null);
  useEffect(() => {
    let timer: number | undefined;
    const tick = () => {
      const now = serverNow();
      setNowMs(now);
      window.clearTimeout(timer);
      const next = nextTimelineChange(timeline, now);
      if (next > now) timer = window.setTimeout(tick, Math.min(next - now, MAX_TIMER_MS));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    tick();
    document.addEventListener('visibilitychange', onVisible);
    const unsubscribe = onServerClockSet(tick);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      unsubscribe();
    };
  }, [timeline]);
  return timelineValueAt(timeline, nowMs ?? timeline.steps[0].from);
}
