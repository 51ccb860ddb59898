import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { learnZoneOffsets, zoneOffsetMs, zoneOffsetSpans } from '../../../lib/domain/time/zoned-time';

/** The offset read straight from Intl, independent of the module's caches and learnt spans. */
function intlOffsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  const whole = Math.floor(instant / 1000) * 1000;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute, parts.second) - whole;
}

const DAY_MS = 86_400_000;
// Half-hour and 45-minute zones, a half-hour daylight saving change (Lord Howe), none at all (Brisbane).
const ZONES = ['Australia/Sydney', 'Australia/Adelaide', 'Australia/Lord_Howe', 'Australia/Brisbane', 'Asia/Kathmandu', 'Asia/Jakarta', 'America/St_Johns', 'Europe/London'];

describe('zone offset spans (learnt from the server, so the browser needs no Intl formatter)', () => {
  it('Sydney across the first Sunday of October 2026: +10 h until 2026-10-03T16:00Z, then +11 h', () => {
    const spans = zoneOffsetSpans('Australia/Sydney', Date.parse('2026-10-01T00:00:00Z'), Date.parse('2026-10-10T00:00:00Z'));
    expect(spans).toEqual([
      { from: Date.parse('2026-10-01T00:00:00Z'), to: Date.parse('2026-10-03T16:00:00Z'), offsetMs: 10 * 3_600_000 },
      { from: Date.parse('2026-10-03T16:00:00Z'), to: Date.parse('2026-10-10T00:00:00Z'), offsetMs: 11 * 3_600_000 },
    ]);
  });

  it('a zone without daylight saving is one span', () => {
    expect(zoneOffsetSpans('Australia/Brisbane', Date.parse('2026-10-01T00:00:00Z'), Date.parse('2026-10-20T00:00:00Z'))).toHaveLength(1);
  });

  it('every instant inside the spans has the offset Intl gives', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.parse('2025-01-01T00:00:00Z'), max: Date.parse('2028-12-31T00:00:00Z') }),
        fc.integer({ min: 0, max: 20 * DAY_MS - 1 }),
        (zone, from, into) => {
          const spans = zoneOffsetSpans(zone, from, from + 20 * DAY_MS);
          const instant = from + into;
          const span = spans.find((s) => s.from <= instant && instant < s.to);
          expect(span?.offsetMs).toBe(intlOffsetMs(instant, zone));
          // Spans follow each other without gaps.
          spans.slice(1).forEach((s, i) => expect(s.from).toBe(spans[i].to));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('once learnt, offsets inside the spans come from them (and outside still from Intl)', () => {
    const zone = 'Australia/Hobart';
    const from = Date.parse('2026-11-20T00:00:00Z');
    learnZoneOffsets(zone, [{ from, to: from + DAY_MS, offsetMs: 42 }]);
    expect(zoneOffsetMs(from + 3_600_000, zone)).toBe(42);
    expect(zoneOffsetMs(from + 2 * DAY_MS, zone)).toBe(11 * 3_600_000);
  });
});
