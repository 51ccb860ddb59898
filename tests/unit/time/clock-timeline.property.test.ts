import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { clockTimeline, storeClockChanges } from '../../../lib/domain/time/clock-timeline';
import { nextTimelineChange, timelineValueAt } from '../../../lib/domain/time/timeline';
import { isStoreClosed, todaysHours, type StoreOpenSettings } from '../../../lib/domain/time/opening-hours';
import { addDays } from '../../../lib/domain/time/local-date';
import { storeTimeZone, toLocalDate } from '../../../lib/domain/time/zoned-time';
import { at, sydneyStore } from './fixtures';
import { instantArbitrary, storeArbitrary } from './store-arbitraries';

const shown = (store: StoreOpenSettings) => (instant: Date) => ({ closed: isStoreClosed(store, instant), hours: todaysHours(store, instant) });

describe('a store page’s clock timeline', () => {
  it('shows, at any instant up to its end, what the store’s hours say at that instant', () => {
    fc.assert(
      fc.property(storeArbitrary(), instantArbitrary, fc.double({ min: 0, max: 1, noNaN: true }), (store, now, fraction) => {
        const changes = storeClockChanges(store, now);
        const timeline = clockTimeline(now, changes, shown(store));
        const instant = Math.floor(now.getTime() + fraction * (changes.until - 1 - now.getTime()));
        expect(timelineValueAt(timeline, instant)).toEqual(shown(store)(new Date(instant)));
      }),
      { numRuns: 400 },
    );
  });

  it('agrees with the hours a millisecond either side of every instant where they may change', () => {
    fc.assert(
      fc.property(storeArbitrary(), instantArbitrary, (store, now) => {
        const changes = storeClockChanges(store, now);
        const timeline = clockTimeline(now, changes, shown(store));
        const instants = changes.instants.flatMap((instant) => [instant - 1, instant, instant + 1]).filter((instant) => instant >= now.getTime() && instant < changes.until);
        for (const instant of instants) expect(timelineValueAt(timeline, instant)).toEqual(shown(store)(new Date(instant)));
      }),
      { numRuns: 200 },
    );
  });

  it('knows until the end of tomorrow in the store’s zone (a day of 23 or 25 hours when the clocks change)', () => {
    fc.assert(
      fc.property(storeArbitrary(), instantArbitrary, (store, now) => {
        const { until } = storeClockChanges(store, now);
        const zone = storeTimeZone(store);
        const today = toLocalDate(now, zone);
        expect(toLocalDate(until - 1, zone)).toEqual(addDays(today, 1));
        expect(toLocalDate(until, zone)).toEqual(addDays(today, 2));
      }),
      { numRuns: 400 },
    );
  });

  // Monday 23 November 2026, Sydney (+11:00): open 9 am to 9 pm, 20 minutes to prepare an order.
  const store = sydneyStore({ OrderPreparationTime: 20, OperatingHours: [{ DayOfWeek: 1, OpeningTime: '09:00:00', ClosingTime: '21:00:00' }] });
  const timeline = clockTimeline(at('2026-11-23T12:00:00+11:00'), storeClockChanges(store, at('2026-11-23T12:00:00+11:00')), shown(store));
  const monday = { opening: '9:00', openingPeriod: 'am', closing: '9:00', closingPeriod: 'pm', allDay: false };

  it('closes for orders once an order could not be ready by closing time (20 minutes), and shows “closed today” from midnight on a day without hours', () => {
    expect(timeline.steps).toEqual([
      { from: at('2026-11-23T12:00:00+11:00').getTime(), value: { closed: false, hours: monday } },
      { from: at('2026-11-23T20:40:00+11:00').getTime() + 1, value: { closed: true, hours: monday } },
      { from: at('2026-11-24T00:00:00+11:00').getTime(), value: { closed: true, hours: null } },
    ]);
    expect(timeline.until).toBe(at('2026-11-25T00:00:00+11:00').getTime());
  });

  it('shows the render’s step before the render, and tells when the next change comes', () => {
    expect(timelineValueAt(timeline, at('2026-11-23T11:00:00+11:00').getTime())).toEqual({ closed: false, hours: monday });
    expect(timelineValueAt(timeline, at('2026-11-23T20:40:00+11:00').getTime())).toEqual({ closed: false, hours: monday });
    expect(timelineValueAt(timeline, at('2026-11-23T20:40:01+11:00').getTime())).toEqual({ closed: true, hours: monday });
    expect(nextTimelineChange(timeline, at('2026-11-23T12:00:00+11:00').getTime())).toBe(at('2026-11-23T20:40:00+11:00').getTime() + 1);
    expect(nextTimelineChange(timeline, at('2026-11-24T09:00:00+11:00').getTime())).toBe(timeline.until);
  });
});
