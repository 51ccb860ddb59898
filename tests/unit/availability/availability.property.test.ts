import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { availableOrderTypes } from '../../../lib/domain/availability/available-order-types';
import { isOrderTypeFlagged } from '../../../lib/domain/availability/order-type-flags';
import { isOpenForOrders, isStoreClosed } from '../../../lib/domain/time/opening-hours';
import { instantArbitrary, storeArbitrary } from '../time/store-arbitraries';

const flags = fc.record({
  Delivery: fc.option(fc.boolean(), { nil: undefined }),
  PickUp: fc.option(fc.boolean(), { nil: undefined }),
  EatIn: fc.option(fc.boolean(), { nil: undefined }),
  ChargeToRoom: fc.option(fc.boolean(), { nil: undefined }),
});

describe('availability properties over random stores, instants and zones', () => {
  it('closed stores offer nothing; every offered type is flagged, and open now unless pre-ordered', () => {
    fc.assert(
      fc.property(storeArbitrary(), flags, instantArbitrary, fc.option(fc.constantFrom('7', 0), { nil: undefined }), (store, storeFlags, now, table) => {
        const full = { ...store, ...storeFlags };
        const offered = availableOrderTypes(full, now, { table });
        const openNow = isOpenForOrders(full, now);
        if (isStoreClosed(full, now) || full.IsInOperation === false) expect(offered).toEqual([]);
        if (table !== undefined) expect(offered.filter((kind) => kind !== 'dineIn')).toEqual([]);
        for (const kind of offered) {
          expect(isOrderTypeFlagged(full, kind)).toBe(true);
          const preOrdered = kind === 'pickup' ? full.EnablePreoderForPickup : kind === 'dineIn' ? false : full.EnablePreoderForDelivery;
          if (!preOrdered) expect(openNow).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
