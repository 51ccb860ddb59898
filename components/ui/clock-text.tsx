'use client';

import { useTimelineValue } from '@/lib/client/use-timeline-value';
import type { ClockTimeline } from '@/lib/domain/time/timeline';

/**
 * A line whose words depend on the clock (a store's hours, its closed notice, a closed badge): the
 * server renders the step of its render and the steps after it; the browser shows its own time's.
 */
export function ClockText({ timeline, as: Tag = 'p', className, role }: { timeline: ClockTimeline<string | null>; as?: 'p' | 'span'; className?: string; role?: 'status' }) {
  const text = useTimelineValue(timeline);
  return text === null ? null : (
    <Tag className={className} role={role}>
      {text}
    </Tag>
  );
}
