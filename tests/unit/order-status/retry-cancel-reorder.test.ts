import { describe, expect, it } from '@jest/globals';
import { canCancelOrder } from '../../../lib/domain/order-status/cancellation';
import { progressStep } from '../../../lib/domain/order-status/progress-step';
import { checkReorderStore, NOT_TAKING_ONLINE_ORDERS_TEXT, reorderItems } from '../../../lib/domain/order-status/reorder';
import { showsRetry } from '../../../lib/domain/order-status/retry';

describe('retry (part 1 §4)', () => {
  it.each([
    ['failed (3)', 3, true],
    ['rejected (11)', 11, true],
    ['payment failed (6)', 6, true],
    ['pay later rejected (20): no retry', 20, false],
    ['accepted (2): no retry', 2, false],
  ])('%s', (_name, status, shown) => {
    expect(showsRetry(progressStep(status)!, status)).toBe(shown);
  });
});

describe('cancellation (part 2 §5)', () => {
  const store = { OrderCancellation: { OrderCancellationAllowed: true, CancellationTimeBufferInMinutes: 30 } };
  const scheduled = Date.parse('2026-11-23T13:00:00+11:00') / 1000;
  it.each([
    ['accepted, 31 minutes before', store, 2, scheduled, '2026-11-23T12:29:00+11:00', true],
    ['on its way, 31 minutes before', store, 4, scheduled, '2026-11-23T12:29:00+11:00', true],
    ['exactly at the buffer', store, 2, scheduled, '2026-11-23T12:30:00+11:00', false],
    ['inside the buffer', store, 2, scheduled, '2026-11-23T12:45:00+11:00', false],
    ['status 1 (sent)', store, 1, scheduled, '2026-11-23T10:00:00+11:00', false],
    ['status 5 (completed)', store, 5, scheduled, '2026-11-23T10:00:00+11:00', false],
    ['store does not allow it', { OrderCancellation: { OrderCancellationAllowed: false, CancellationTimeBufferInMinutes: 30 } }, 2, scheduled, '2026-11-23T10:00:00+11:00', false],
    ['no cancellation settings', {}, 2, scheduled, '2026-11-23T10:00:00+11:00', false],
    ['no buffer: up to the scheduled time', { OrderCancellation: { OrderCancellationAllowed: true } }, 2, scheduled, '2026-11-23T12:59:00+11:00', true],
    ['scheduled time as a Date', store, 2, new Date(scheduled * 1000), '2026-11-23T12:00:00+11:00', true],
    ['no scheduled time', store, 2, null, '2026-11-23T12:00:00+11:00', false],
    ['buffer as text', { OrderCancellation: { OrderCancellationAllowed: true, CancellationTimeBufferInMinutes: '90' } }, 2, scheduled, '2026-11-23T11:45:00+11:00', false],
  ])('%s', (_name, s, status, time, now, expected) => {
    expect(canCancelOrder(s, { OnlineOrderStatus: status, ScheduledTime: time }, new Date(now))).toBe(expected);
  });

  it('no store: not allowed', () => {
    expect(canCancelOrder(null, { OnlineOrderStatus: 2, ScheduledTime: scheduled }, new Date('2026-11-23T10:00:00+11:00'))).toBe(false);
  });
});

describe('reorder', () => {
  const open = {
    TimezoneIanaFormat: 'Australia/Sydney',
    IsInOperation: true,
    OperatingHours: [{ DayOfWeek: 1, OpeningTime: '09:00:00', ClosingTime: '21:00:00' }],
  };
  const MONDAY_NOON = new Date('2026-11-23T12:00:00+11:00');
  const MONDAY_NIGHT = new Date('2026-11-23T22:00:00+11:00');
  it.each([
    ['store not found', null, MONDAY_NOON, { ok: false, code: 'StoreNotFound' }],
    ['open', open, MONDAY_NOON, { ok: true }],
    [
      'closed with a closing message',
      { ...open, ClosingStoreMessage: ' Back tomorrow at 9 ' },
      MONDAY_NIGHT,
      { ok: false, code: 'StoreClosed', message: 'Back tomorrow at 9', messageKey: 'reorder.closingMessage' },
    ],
    [
      'closed without a message',
      open,
      MONDAY_NIGHT,
      { ok: false, code: 'StoreClosed', message: 'Currently not taking online orders', messageKey: 'reorder.notTakingOnlineOrders' },
    ],
    [
      'not in operation',
      { ...open, IsInOperation: false, ClosingStoreMessage: '' },
      MONDAY_NOON,
      { ok: false, code: 'StoreClosed', message: NOT_TAKING_ONLINE_ORDERS_TEXT, messageKey: 'reorder.notTakingOnlineOrders' },
    ],
    ['closed hours but pre-order on', { ...open, EnablePreoderForPickup: true }, MONDAY_NIGHT, { ok: true }],
    [
      'in a blackout',
      { ...open, BlackoutDates: [{ Date: '2026-11-23' }] },
      MONDAY_NOON,
      { ok: false, code: 'StoreClosed', message: NOT_TAKING_ONLINE_ORDERS_TEXT, messageKey: 'reorder.notTakingOnlineOrders' },
    ],
  ])('%s', (_name, store, now, expected) => {
    expect(checkReorderStore(store, now)).toEqual(expected);
  });

  it('skips sold-out items and reports missing ones', () => {
    const lines = [
      { Product_ID: 'p1', Name: 'Pho', Quantity: 2 },
      { Product_ID: 'p2', Name: 'Banh mi', Quantity: 1 },
      { Product_ID: 'p3', Name: 'Old special', Quantity: 1 },
      { Product_ID: 4, Name: 'Tea', Quantity: 1 },
      { Product_ID: 'toString', Name: 'Odd id', Quantity: 1 },
    ];
    const result = reorderItems(lines, { p1: { Status: 2 }, p2: { Status: 3 }, 4: {} });
    expect(result.items.map((l) => l.Product_ID)).toEqual(['p1', 4]);
    expect(result.soldOut.map((l) => l.Product_ID)).toEqual(['p2']);
    expect(result.missing.map((l) => l.Product_ID)).toEqual(['p3', 'toString']);
  });
});
