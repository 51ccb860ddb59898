import { describe, expect, it } from '@jest/globals';
import { type AvailabilityStore, availableOrderTypes, checkoutOrderType, isOrderTypeAvailable, validateOrderType } from '../../../lib/domain/availability/available-order-types';
import { isOrderTypeFlagged } from '../../../lib/domain/availability/order-type-flags';

const store = (overrides: Partial<AvailabilityStore> = {}): AvailabilityStore => ({
  TimezoneIanaFormat: 'Australia/Sydney',
  IsInOperation: true,
  OrderPreparationTime: 20,
  OperatingHours: [1, 2, 3, 4, 5, 6, 7].map((d) => ({ DayOfWeek: d, OpeningTime: '09:00:00', ClosingTime: '21:00:00' })),
  Delivery: true,
  PickUp: true,
  EatIn: true,
  ChargeToRoom: true,
  ...overrides,
});
const OPEN = new Date('2026-11-23T12:00:00+11:00');
const BEFORE_OPENING = new Date('2026-11-23T08:00:00+11:00');
const NEAR_CLOSING = new Date('2026-11-23T20:50:00+11:00');

describe('availableOrderTypes (part 1 §4)', () => {
  it.each([
    ['open: all four in fallback order', store(), OPEN, undefined, ['pickup', 'delivery', 'dineIn', 'room']],
    ['closed, no pre-order: none', store(), BEFORE_OPENING, undefined, []],
    ['closed, delivery pre-order: delivery and room', store({ EnablePreoderForDelivery: true }), BEFORE_OPENING, undefined, ['delivery', 'room']],
    ['closed, pickup pre-order: pickup', store({ EnablePreoderForPickup: true }), BEFORE_OPENING, undefined, ['pickup']],
    ['closing inside the preparation time: none', store(), NEAR_CLOSING, undefined, []],
    ['closing inside the preparation time, pickup pre-order: pickup only, no dine in', store({ EnablePreoderForPickup: true }), NEAR_CLOSING, undefined, ['pickup']],
    ['not in operation: none even with pre-order', store({ IsInOperation: false, EnablePreoderForPickup: true }), OPEN, undefined, []],
    ['a table query hides other types', store(), OPEN, { table: '12' }, ['dineIn']],
    ['a table query 0 still means a table', store(), OPEN, { table: 0 }, ['dineIn']],
    ['an empty table query is ignored', store(), OPEN, { table: ' ' }, ['pickup', 'delivery', 'dineIn', 'room']],
    ['a table query on a closed store: none', store({ EnablePreoderForPickup: true }), BEFORE_OPENING, { table: '12' }, []],
    ['flags off', store({ Delivery: false, ChargeToRoom: false }), OPEN, undefined, ['pickup', 'dineIn']],
    [
      'view config flags alone switch types on',
      store({ Delivery: undefined, PickUp: undefined, EatIn: undefined, ChargeToRoom: undefined, ViewComponentConfigs: { Delivery: true, DeliverToRoom: true } }),
      OPEN,
      undefined,
      ['delivery', 'room'],
    ],
    ['a view config false switches a store flag off', store({ ViewComponentConfigs: { PickUp: false, EatIn: false } }), OPEN, undefined, ['delivery', 'room']],
  ] as const)('%s', (_name, s, now, options, expected) => {
    expect(availableOrderTypes(s, now, options)).toEqual(expected);
  });
});

describe('isOrderTypeFlagged', () => {
  it.each([
    [{ Delivery: true }, true],
    [{ ViewComponentConfigs: { Delivery: true } }, true],
    [{ Delivery: true, ViewComponentConfigs: { Delivery: false } }, false],
    [{ Delivery: false, ViewComponentConfigs: { Delivery: true } }, false],
    [{}, false],
    [{ Delivery: null, ViewComponentConfigs: null }, false],
  ])('%j -> %s', (flags, expected) => {
    expect(isOrderTypeFlagged(flags, 'delivery')).toBe(expected);
  });
});

describe('checkoutOrderType: fallback pickup, delivery, dine-in, deliver-to-room', () => {
  it.each([
    ['keeps an available type', store(), 'delivery', OPEN, 'delivery'],
    ['falls back to pickup first', store({ Delivery: false }), 'delivery', OPEN, 'pickup'],
    ['then delivery', store({ PickUp: false, EatIn: false }), 'dineIn', OPEN, 'delivery'],
    ['then dine-in', store({ PickUp: false, Delivery: false }), 'room', BEFORE_OPENING, null],
    ['then dine-in (open)', store({ PickUp: false, Delivery: false }), null, OPEN, 'dineIn'],
    ['then deliver-to-room', store({ PickUp: false, Delivery: false, EatIn: false }), undefined, OPEN, 'room'],
  ] as const)('%s', (_name, s, current, now, expected) => {
    expect(checkoutOrderType(s, current, now)).toBe(expected);
  });
});

describe('validateOrderType (InvalidOrderType)', () => {
  it.each([
    ['available', 'pickup', OPEN, { ok: true }],
    ['missing', null, OPEN, { ok: false, code: 'InvalidOrderType' }],
    ['no longer available', 'dineIn', NEAR_CLOSING, { ok: false, code: 'InvalidOrderType' }],
  ] as const)('%s', (_name, kind, now, expected) => {
    expect(validateOrderType(store(), kind, now)).toEqual(expected);
  });

  it('dine in never uses pre-order', () => {
    expect(isOrderTypeAvailable(store({ EnablePreoderForPickup: true, EnablePreoderForDelivery: true }), 'dineIn', BEFORE_OPENING)).toBe(false);
  });
});
