import { dueOrderMessages, isOrderConfirmed, type OrderMessageState } from '@/lib/domain/order-status/order-messages';

const pickup = (overrides: Partial<OrderMessageState> = {}): OrderMessageState => ({
  onlineOrderStatus: 1,
  paymentStatus: 'notRequired',
  orderType: 3,
  hasEmail: true,
  hasPhone: true,
  dineInSmsConfirmation: false,
  sent: [],
  ...overrides,
});

describe('isOrderConfirmed', () => {
  it.each([
    [1, 'notRequired', true],
    [1, 'paid', true],
    [2, 'paid', true],
    [1, 'pending', false],
    [6, 'failed', false],
    [18, 'notRequired', false],
    [19, 'notRequired', true],
    [11, 'refunded', false],
    [10, 'refunded', false],
    [3, 'notRequired', false],
  ])('status %i with payment %s: %s', (status, payment, confirmed) => {
    expect(isOrderConfirmed({ onlineOrderStatus: status, paymentStatus: payment })).toBe(confirmed);
  });
});

describe('dueOrderMessages', () => {
  it('confirms a placed order with nothing to pay online, once', () => {
    expect(dueOrderMessages(pickup())).toEqual(['confirmation']);
    expect(dueOrderMessages(pickup({ sent: ['confirmation'] }))).toEqual([]);
  });

  it('waits for a card payment', () => {
    expect(dueOrderMessages(pickup({ paymentStatus: 'pending' }))).toEqual([]);
    expect(dueOrderMessages(pickup({ paymentStatus: 'paid' }))).toEqual(['confirmation']);
  });

  it('says "ready" for pickup and dine in, "on its way" for delivery and room (OrderType 10), after the confirmation', () => {
    expect(dueOrderMessages(pickup({ onlineOrderStatus: 4 }))).toEqual(['confirmation', 'ready']);
    expect(dueOrderMessages(pickup({ onlineOrderStatus: 4, orderType: 2, sent: ['confirmation'] }))).toEqual(['ready']);
    expect(dueOrderMessages(pickup({ onlineOrderStatus: 4, orderType: 10, sent: ['confirmation'] }))).toEqual(['onItsWay']);
    expect(dueOrderMessages(pickup({ onlineOrderStatus: 4, sent: ['confirmation', 'ready'] }))).toEqual([]);
    expect(dueOrderMessages(pickup({ onlineOrderStatus: 5, sent: ['confirmation'] }))).toEqual([]);
  });

  it('texts a dine-in table only where the store asks for it and a phone is known', () => {
    const dineIn = pickup({ orderType: 8, onlineOrderStatus: 19, dineInSmsConfirmation: true });
    expect(dueOrderMessages(dineIn)).toEqual(['confirmation', 'dineInSms']);
    expect(dueOrderMessages({ ...dineIn, hasEmail: false })).toEqual(['dineInSms']);
    expect(dueOrderMessages({ ...dineIn, hasPhone: false })).toEqual(['confirmation']);
    expect(dueOrderMessages({ ...dineIn, dineInSmsConfirmation: false })).toEqual(['confirmation']);
    expect(dueOrderMessages({ ...dineIn, orderType: 3 })).toEqual(['confirmation']);
    expect(dueOrderMessages({ ...dineIn, onlineOrderStatus: 18 })).toEqual([]);
  });

  it('tells a rejection (11, 20, 3) or a refund (10) once, and only one of them', () => {
    for (const status of [11, 20, 3]) expect(dueOrderMessages(pickup({ onlineOrderStatus: status, sent: ['confirmation'] }))).toEqual(['rejected']);
    expect(dueOrderMessages(pickup({ onlineOrderStatus: 10, paymentStatus: 'refunded', sent: ['confirmation'] }))).toEqual(['refunded']);
    expect(dueOrderMessages(pickup({ onlineOrderStatus: 11, sent: ['confirmation', 'rejected'] }))).toEqual([]);
    expect(dueOrderMessages(pickup({ onlineOrderStatus: 10, sent: ['rejected'] }))).toEqual([]);
    expect(dueOrderMessages(pickup({ onlineOrderStatus: 11, paymentStatus: 'pending' }))).toEqual(['rejected']);
  });

  it('sends no email without an address, and nothing for a failed payment', () => {
    expect(dueOrderMessages(pickup({ hasEmail: false, onlineOrderStatus: 4 }))).toEqual([]);
    expect(dueOrderMessages(pickup({ hasEmail: false, onlineOrderStatus: 11 }))).toEqual([]);
    expect(dueOrderMessages(pickup({ onlineOrderStatus: 6, paymentStatus: 'failed' }))).toEqual([]);
  });
});
