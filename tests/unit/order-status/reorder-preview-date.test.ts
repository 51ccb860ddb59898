import fc from 'fast-check';
import { reorderDateParts } from '@/lib/domain/order-status/order-date';
import { REORDER_LISTED_ITEMS, reorderPreview } from '@/lib/domain/order-status/reorder';

describe('reorder preview (part 1 §2: up to 4 items, then "Plus N items")', () => {
  it('lists the first 4 items in order and counts the rest, for any order', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 40 }), (items) => {
        const { listed, more } = reorderPreview(items);
        expect(listed).toEqual(items.slice(0, REORDER_LISTED_ITEMS));
        expect(listed.length + more).toBe(items.length);
        expect(more).toBe(Math.max(0, items.length - 4));
      }),
    );
  });

  it('counts nothing up to 4 items and 1 for the fifth', () => {
    expect(reorderPreview(['a', 'b', 'c', 'd']).more).toBe(0);
    expect(reorderPreview(['a', 'b', 'c', 'd', 'e'])).toEqual({ listed: ['a', 'b', 'c', 'd'], more: 1 });
    expect(reorderPreview([])).toEqual({ listed: [], more: 0 });
  });
});

const ZONES = [
  'Australia/Sydney',
  'Australia/Perth',
  'Australia/Adelaide',
  'Australia/Lord_Howe',
  'Asia/Jakarta',
  'Asia/Shanghai',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'America/New_York',
  'UTC',
];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** An independent reading of the same instant: Intl's own parts in the zone. */
function intlParts(epochSeconds: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h12',
  }).formatToParts(epochSeconds * 1000);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    weekday: WEEKDAYS.indexOf(get('weekday')) + 1,
    day: Number(get('day')),
    month: Number(get('month')),
    time: `${get('hour').padStart(2, '0')}:${get('minute')}`,
    period: get('dayPeriod').toLowerCase(),
  };
}

describe('reorder date (part 1 §9: weekday day month hh:mm am/pm, in the store’s zone)', () => {
  it('agrees with the zone’s own calendar and clock for any instant and zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 946_684_800, max: 2_208_988_800 }), fc.constantFrom(...ZONES), (seconds, zone) => {
        expect(reorderDateParts(seconds, zone)).toEqual(intlParts(seconds, zone));
      }),
      { numRuns: 500 },
    );
  });

  it('writes a two-digit 12-hour clock: midnight 12 am, noon 12 pm', () => {
    // 2025-03-03 is a Monday; Sydney is UTC+11 in March.
    const mondayMidnightSydney = Date.UTC(2025, 2, 2, 13, 0) / 1000;
    expect(reorderDateParts(mondayMidnightSydney, 'Australia/Sydney')).toEqual({ weekday: 1, day: 3, month: 3, time: '12:00', period: 'am' });
    expect(reorderDateParts(mondayMidnightSydney + 12 * 3600 + 5 * 60, 'Australia/Sydney')).toEqual({ weekday: 1, day: 3, month: 3, time: '12:05', period: 'pm' });
    expect(reorderDateParts(mondayMidnightSydney + 19 * 3600 + 45 * 60, 'Australia/Sydney')).toEqual({ weekday: 1, day: 3, month: 3, time: '07:45', period: 'pm' });
    // The same instant is still Sunday evening in Perth.
    expect(reorderDateParts(mondayMidnightSydney, 'Australia/Perth')).toEqual({ weekday: 7, day: 2, month: 3, time: '09:00', period: 'pm' });
  });
});
