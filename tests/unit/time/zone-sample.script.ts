/**
 * Computes opening and slot answers for a fixed, seeded sample of random stores and prints them
 * as JSON. process-zone-independence.test.ts runs it in child processes with other TZ values and
 * compares the output with its own: the domain must not read the server's zone.
 */
import fc from 'fast-check';
import { isOpenWithLeadAt, isStoreClosed, todaysHours } from '../../../lib/domain/time/opening-hours';
import { timeSlotsForDate } from '../../../lib/domain/time/time-slots';
import { instantArbitrary, storeArbitrary, ZONES } from './store-arbitraries';

export function zoneSample(): unknown[] {
  const scenarios = fc.sample(fc.record({ store: storeArbitrary([...ZONES, 'UTC']), now: instantArbitrary, kind: fc.constantFrom('delivery' as const, 'pickup' as const) }), {
    seed: 20261122,
    numRuns: 60,
  });
  return scenarios.map(({ store, now, kind }) => ({
    closed: isStoreClosed(store, now),
    open: isOpenWithLeadAt(store, now, 0),
    hours: todaysHours(store, now),
    slots: timeSlotsForDate({ ...store, EnablePreoderForDelivery: true, EnablePreoderForPickup: true }, { kind, now }).map((s) => [
      s.start.toISOString(),
      s.value,
      s.date,
      s.label,
    ]),
  }));
}

if (process.argv.includes('--print')) {
  process.stdout.write(JSON.stringify({ offset: new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset(), sample: zoneSample() }));
}
