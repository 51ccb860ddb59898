import { addDays } from './local-date';
import { openPeriods, preparationMinutes, type StoreOpenSettings } from './opening-hours';
import { timelineValueAt, type ClockTimeline, type TimelineStep } from './timeline';
import { localDateMinutesToInstant, storeTimeZone, toLocalDate } from './zoned-time';

export type { ClockTimeline, TimelineStep } from './timeline';

const MS_PER_MINUTE = 60_000;

/**
 * The instants after `now` at which a store's open state or today's hours can change, up to the
 * end of tomorrow in its zone: each open span's start and end, the first millisecond at which an
 * order could no longer be ready before the end (isOpenWithLeadAt), and the local midnights.
 */
export function storeClockChanges(store: StoreOpenSettings, now: Date): { instants: number[]; until: number } {
  const timeZone = storeTimeZone(store);
  const today = toLocalDate(now, timeZone);
  const lead = preparationMinutes(store) * MS_PER_MINUTE;
  const until = localDateMinutesToInstant(addDays(today, 2), 0, timeZone).getTime();
  const midnights = [1, 2].map((days) => localDateMinutesToInstant(addDays(today, days), 0, timeZone).getTime());
  const edges = openPeriods(store, today, 2).flatMap((span) => [span.start, span.end, span.end - lead + 1]);
  const instants = [...new Set([...edges, ...midnights])].filter((instant) => instant > now.getTime() && instant <= until).sort((a, b) => a - b);
  return { instants, until };
}

/**
 * The timeline of `valueAt` from `now`, evaluated at `now` and at each instant where it may change;
 * steps that show the same as the one before are dropped.
 */
export function clockTimeline<T>(now: Date, changes: { instants: readonly number[]; until: number }, valueAt: (instant: Date) => T): ClockTimeline<T> {
  const steps: TimelineStep<T>[] = [{ from: now.getTime(), value: valueAt(now) }];
  for (const instant of changes.instants) {
    const value = valueAt(new Date(instant));
    if (JSON.stringify(value) !== JSON.stringify(steps[steps.length - 1].value)) steps.push({ from: instant, value });
  }
  return { steps, until: changes.until };
}

/**
 * True at an instant when any of the timelines is (a list's "some store is shown"): a step at each
 * instant one of them changes, up to the first one's end.
 */
export function anyTimeline(timelines: readonly ClockTimeline<boolean>[], now: Date): ClockTimeline<boolean> {
  const until = timelines.length === 0 ? Number.MAX_SAFE_INTEGER : Math.min(...timelines.map((timeline) => timeline.until));
  const instants = [...new Set(timelines.flatMap((timeline) => timeline.steps.slice(1).map((step) => step.from)))]
    .filter((instant) => instant > now.getTime() && instant <= until)
    .sort((a, b) => a - b);
  return clockTimeline(now, { instants, until }, (instant) => timelines.some((timeline) => timelineValueAt(timeline, instant.getTime())));
}
