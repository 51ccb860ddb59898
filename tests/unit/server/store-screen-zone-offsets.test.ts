/** @jest-environment node */
import { buildDemoData } from '@/lib/seed';
import { storeScreenConfig } from '@/lib/server/stores/store-screen-config';

const demo = buildDemoData();

/**
 * The offsets the store screen sends cover the wizard's first look at the store (open now, which
 * order types, the first day of slots): a phone opening the wizard builds no Intl formatter.
 */
describe('store screen zone offsets', () => {
  const instants = ['2026-11-23T01:00:00Z', '2026-11-23T15:50:00Z', '2026-10-03T15:30:00Z', '2026-04-04T15:30:00Z'];
  it.each(demo.stores.flatMap((store) => instants.map((iso) => [store.ID, store.TimezoneIanaFormat ?? 'Sydney', iso] as const)))('store %s (%s) at %s', (storeId, _zone, iso) => {
    const store = demo.stores.find((s) => s.ID === storeId)!;
    const now = new Date(iso);
    const config = storeScreenConfig({ store, menu: null, displayMode: false, menuQuery: null, termsHtml: null, logo: null, now });

    jest.isolateModules(() => {
      // A fresh browser: the module's caches are empty, only the learnt spans are known.
      /* eslint-disable @typescript-eslint/no-require-imports */
      const zoned = require('@/lib/domain/time/zoned-time') as typeof import('@/lib/domain/time/zoned-time');
      const { wizardSupport } = require('@/components/wizard/wizard-store') as typeof import('@/components/wizard/wizard-store');
      const { availableSlotDates, timeSlotsForDate } = require('@/lib/domain/time/time-slots') as typeof import('@/lib/domain/time/time-slots');
      /* eslint-enable @typescript-eslint/no-require-imports */
      zoned.learnZoneOffsets(zoned.storeTimeZone(store), config.zoneOffsets);
      const formatter = jest.spyOn(Intl, 'DateTimeFormat');
      try {
        wizardSupport(config.wizardStore, now, null);
        for (const kind of ['delivery', 'pickup'] as const) {
          const [first] = availableSlotDates(config.wizardStore, { kind, now });
          if (first) timeSlotsForDate(config.wizardStore, { kind, now, date: first });
        }
        expect(formatter).not.toHaveBeenCalled();
      } finally {
        formatter.mockRestore();
      }
    });
  });
});
