import { addDays } from './local-date';
import { openPeriods, preparationMinutes, type StoreOpenSettings } from './opening-hours';
import { localDateMinutesToInstant, storeTimeZone, toLocalDate } from './zoned-time';

/** From `from` (epoch ms) on, until the next step, the value is `value`. */
export interface TimelineStep<T> {
  from: number;
  value: T;
}

/**
 * What a page shows that depends on the clock, as steps: the value at the render's instant and
 * each change after it, up to `until`. A page kept by a cache carries its timeline, and the
 * browser shows the step of its own clock (spec: a cached page is never wrong about the time).
 */
export interface ClockTimeline<T> {
  steps: TimelineStep<T>[];
  /** past this instant the timeline knows nothing: the page must be rendered again */
  until: number;
}

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

/** The step showing at `nowMs`: the last one started (the first before the render's instant). */
export function timelineValueAt<T>(timeline: ClockTimeline<T>, nowMs: number): T {
  let value = timeline.steps[0].value;
  for (const step of timeline.steps) {
    if (step.from > nowMs) break;
    value = step.value;
  }
  return value;
}

/** The next step's instant after `nowMs`, or `until` when no step is left. */
export function nextTimelineChange(timeline: ClockTimeline<unknown>, nowMs: number): number {
  return timeline.steps.find((step) => step.from > nowMs)?.from ?? timeline.until;
}
