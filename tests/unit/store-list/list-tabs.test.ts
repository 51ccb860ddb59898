import { isNewStore, isShowTab, NEW_STORE_DAYS, newStoreSpan, parseListTab } from '@/lib/domain/store-list/list-tabs';
import { anyTimeline } from '@/lib/domain/time/clock-timeline';
import { steadyTimeline } from '@/lib/domain/time/timeline';

describe('the store list’s New and Open tabs', () => {
  it.each([
    [null, 'new', 'New'],
    ['NSW', 'Open', 'Open'],
    ['nsw', null, 'NSW'],
    ['nsw', 'closed', 'NSW'],
    [undefined, undefined, 'All'],
    ['mars', '', 'All'],
  ] as const)('state %p, show %p: %p', (state, show, tab) => {
    expect(parseListTab(state, show)).toBe(tab);
  });

  it('tells the New and Open tabs from the state tabs', () => {
    expect([isShowTab('New'), isShowTab('Open'), isShowTab('All'), isShowTab('WA')]).toEqual([true, true, false, false]);
  });

  it(`a store is new for ${NEW_STORE_DAYS} days from its CreatedOn, and never without one`, () => {
    const store = { CreatedOn: Date.parse('2026-10-01T00:00:00Z') / 1000 };
    expect(newStoreSpan(store)).toEqual({ start: Date.parse('2026-10-01T00:00:00Z'), end: Date.parse('2026-11-30T00:00:00Z') });
    expect(isNewStore(store, new Date('2026-09-30T23:59:59Z'))).toBe(false);
    expect(isNewStore(store, new Date('2026-10-01T00:00:00Z'))).toBe(true);
    expect(isNewStore(store, new Date('2026-11-29T23:59:59Z'))).toBe(true);
    expect(isNewStore(store, new Date('2026-11-30T00:00:00Z'))).toBe(false);
    expect(newStoreSpan({})).toBeNull();
    expect(isNewStore({}, new Date('2026-10-02T00:00:00Z'))).toBe(false);
  });

  it('anyTimeline is true while one of the timelines is, stepping where they change, up to the first end', () => {
    const now = new Date(1_000);
    const a = {
      steps: [
        { from: 1_000, value: false },
        { from: 5_000, value: true },
        { from: 9_000, value: false },
      ],
      until: 20_000,
    };
    const b = {
      steps: [
        { from: 1_000, value: true },
        { from: 3_000, value: false },
      ],
      until: 15_000,
    };
    expect(anyTimeline([a, b], now)).toEqual({
      steps: [
        { from: 1_000, value: true },
        { from: 3_000, value: false },
        { from: 5_000, value: true },
        { from: 9_000, value: false },
      ],
      until: 15_000,
    });
    expect(anyTimeline([], now)).toEqual(steadyTimeline(false, 1_000));
  });
});
