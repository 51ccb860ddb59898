/**
 * Reading a clock timeline (built on the server by clock-timeline.ts). This file imports nothing,
 * so the browser's copy stays a few lines.
 */

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

/** The same timeline with each step's value mapped (a translated text, the opposite flag). */
export function mapTimeline<T, U>(timeline: ClockTimeline<T>, map: (value: T) => U): ClockTimeline<U> {
  return { steps: timeline.steps.map(({ from, value }) => ({ from, value: map(value) })), until: timeline.until };
}

/** A value that never changes, from `from` on. */
export function steadyTimeline<T>(value: T, from: number): ClockTimeline<T> {
  return { steps: [{ from, value }], until: Number.MAX_SAFE_INTEGER };
}
