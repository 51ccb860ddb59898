/** Half-open spans of instants in epoch milliseconds: start is inside, end is not. */
export interface Interval {
  start: number;
  end: number;
}

/** Sorts and joins overlapping or touching spans (a shift to midnight and one from midnight are one). */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const next of sorted) {
    const last = merged[merged.length - 1];
    if (last && next.start <= last.end) last.end = Math.max(last.end, next.end);
    else merged.push({ ...next });
  }
  return merged;
}

/** The parts of `intervals` not covered by any of `holes`. */
export function subtractIntervals(intervals: readonly Interval[], holes: readonly Interval[]): Interval[] {
  let remaining = mergeIntervals(intervals);
  for (const hole of mergeIntervals(holes)) {
    remaining = remaining.flatMap((span) => {
      if (hole.end <= span.start || hole.start >= span.end) return [span];
      const pieces: Interval[] = [];
      if (hole.start > span.start) pieces.push({ start: span.start, end: hole.start });
      if (hole.end < span.end) pieces.push({ start: hole.end, end: span.end });
      return pieces;
    });
  }
  return remaining;
}

/** The parts covered by both lists. */
export function intersectIntervals(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const result: Interval[] = [];
  for (const x of mergeIntervals(a)) {
    for (const y of mergeIntervals(b)) {
      const start = Math.max(x.start, y.start);
      const end = Math.min(x.end, y.end);
      if (end > start) result.push({ start, end });
    }
  }
  return mergeIntervals(result);
}

/** The span containing an instant, if any. */
export function spanAt(intervals: readonly Interval[], instant: number): Interval | undefined {
  return intervals.find((i) => instant >= i.start && instant < i.end);
}
