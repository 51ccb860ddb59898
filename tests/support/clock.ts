/**
 * Pins the clock (Date) at `now` for tests that run real requests: timers, ticks and microtasks
 * stay real, so the route handlers, the database and React's scheduling run as they do in the app.
 * Undo with jest.useRealTimers().
 */
export function pinClock(now: Date | number): void {
  jest.useFakeTimers({
    now,
    doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'clearImmediate', 'queueMicrotask', 'hrtime', 'performance'],
  });
}
