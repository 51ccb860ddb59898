import { describe, expect, it } from '@jest/globals';
import { checkoutButtonState, checkoutRedirectsToStore, isOrderDisabled } from '../../../lib/domain/availability/checkout-state';

const store = {
  TimezoneIanaFormat: 'Australia/Sydney',
  IsInOperation: true,
  OperatingHours: [{ DayOfWeek: 1, OpeningTime: '09:00:00', ClosingTime: '21:00:00' }],
};
const OPEN = new Date('2026-11-23T12:00:00+11:00');
const CLOSED = new Date('2026-11-23T22:00:00+11:00');

describe('checkout button', () => {
  it.each([
    ['open with items', store, OPEN, 2, false, { disabled: false, label: 'cart.checkout' }],
    ['open, empty cart', store, OPEN, 0, false, { disabled: true, label: 'cart.checkout' }],
    ['saved-order payment type', store, OPEN, 1, true, { disabled: false, label: 'cart.placeOrder' }],
    ['closed', store, CLOSED, 2, false, { disabled: true, label: 'cart.storeClosed' }],
    ['closed but pre-order on', { ...store, EnablePreoderForPickup: true }, CLOSED, 2, false, { disabled: false, label: 'cart.checkout' }],
  ])('%s', (_name, s, now, itemCount, savedOrderPayment, expected) => {
    expect(checkoutButtonState(s, now, { itemCount, savedOrderPayment })).toEqual(expected);
  });

  it('a closed store without pre-order sends checkout back to the store', () => {
    expect(checkoutRedirectsToStore(store, CLOSED)).toBe(true);
    expect(checkoutRedirectsToStore({ ...store, EnablePreoderForDelivery: true }, CLOSED)).toBe(false);
    expect(checkoutRedirectsToStore(store, OPEN)).toBe(false);
  });
});

describe('order disabled', () => {
  const ready = { hasOrderType: true, enabledItemCount: 1, hasTime: true, minimumMet: true, hasPaymentMethod: true };
  it.each([
    ['ready', store, {}, false],
    ['no order type', store, { hasOrderType: false }, true],
    ['no enabled items', store, { enabledItemCount: 0 }, true],
    ['no time', store, { hasTime: false }, true],
    ['minimum unmet', store, { minimumMet: false }, true],
    ['not in operation', { ...store, IsInOperation: false }, {}, true],
    ['no way to pay (no card provider, nothing else for this order type)', store, { hasPaymentMethod: false }, true],
  ])('%s', (_name, s, patch, expected) => {
    expect(isOrderDisabled(s, { ...ready, ...patch })).toBe(expected);
  });
});
