import type { ApiFetcher } from '@/lib/client/api/api-client';
import { createAttemptKeys } from '@/lib/client/checkout/attempt-key';
import { buildPlaceOrderRequest, type BuildPlaceOrderInput } from '@/lib/client/checkout/build-place-order-request';
import { EMPTY_CHECKOUT_FORM, type TCheckoutFormValues } from '@/lib/client/checkout/checkout-form';
import { cardsMissing, keepPaymentMethod, paymentMethodsFor } from '@/lib/client/checkout/payment-methods';
import { cardTypeCodeForPayment } from '@/lib/domain/surcharges/card-type';
import { submitOrder } from '@/lib/client/checkout/submit-order';
import { validateCheckout, type ValidateCheckoutInput } from '@/lib/client/checkout/validate-checkout';
import { addToHistory, LOCAL_HISTORY_PER_STORE, type TLocalOrder } from '@/lib/client/orders/order-history';
import type { TCartLine } from '@/lib/client/cart/cart-line';
import type { TCheckoutPayments } from '@/lib/views/checkout';

const NOW = new Date('2026-11-23T01:00:00Z');

const filled: TCheckoutFormValues = {
  ...EMPTY_CHECKOUT_FORM,
  contact: { FirstName: ' Ada ', LastName: 'Lovelace', Email: 'ada@example.com', PhoneNumber: '0412 345 678' },
  deliveryAddress: { StreetAddress: '1 Macquarie Street', CityTown: 'Sydney', State: 'NSW', PostalCode: '2000', DeliveryInstructions: '' },
  card: { CardHolder: 'Ada Lovelace', CardNumber: '4242 4242 4242 4242', ExpireDate: '12/30', CVV: '123' },
};

function check(overrides: Partial<ValidateCheckoutInput>) {
  return validateCheckout({
    values: filled,
    kind: 'pickup',
    method: 1,
    total: 20,
    tableFromScan: false,
    dineInSmsConfirmation: false,
    termsRequired: false,
    stripeActivated: false,
    now: NOW,
    timeZone: 'Australia/Sydney',
    ...overrides,
  });
}

describe('checkout form rules (part 2 §5)', () => {
  it('accepts a complete pickup paid by card', () => {
    expect(check({})).toEqual({});
  });

  it('asks my details with the spec’s messages', () => {
    const errors = check({ values: { ...filled, contact: { FirstName: ' A ', LastName: '', Email: 'not-an-email', PhoneNumber: '0212345678' } } });
    expect(errors).toEqual({
      'contact.FirstName': { key: 'validation.firstNameMin' },
      'contact.LastName': { key: 'validation.lastNameRequired' },
      'contact.Email': { key: 'validation.emailInvalid' },
      'contact.PhoneNumber': { key: 'validation.phoneAuMobile' },
    });
  });

  it('checks the delivery address, with the postcode outside the delivery areas', () => {
    const values = { ...filled, deliveryAddress: { StreetAddress: '', CityTown: 'Sy', State: 'NSW', PostalCode: '2999', DeliveryInstructions: '' } };
    expect(check({ kind: 'delivery', values, deliveryAreas: [{ PostcodeFrom: '2000', PostcodeTo: '2050' }] })).toEqual({
      'deliveryAddress.StreetAddress': { key: 'validation.streetAddressRequired' },
      'deliveryAddress.CityTown': { key: 'validation.suburbMin' },
      'deliveryAddress.PostalCode': { key: 'validation.deliveryNotAvailable', params: { postcode: '2999' } },
    });
  });

  it('needs a room number for deliver-to-room', () => {
    expect(check({ kind: 'room' })).toEqual({ 'room.RoomNumber': { key: 'validation.roomNumberRequired' } });
    expect(check({ kind: 'room', values: { ...filled, room: { RoomNumber: '1204' } } })).toEqual({});
  });

  it('dine in: table and first name required; last name optional after a scan; phone with SMS confirmation; email when paying by card', () => {
    const dineIn = { ...EMPTY_CHECKOUT_FORM.dineIn, FirstName: 'Ada' };
    const values = { ...filled, dineIn };
    expect(check({ kind: 'dineIn', method: 8, values })).toEqual({
      'dineIn.TableNumber': { key: 'validation.tableNumberRequired' },
      'dineIn.LastName': { key: 'validation.lastNameRequired' },
    });
    const scanned = { ...values, dineIn: { ...dineIn, TableNumber: '12', SecurityCode: 'x9' } };
    expect(check({ kind: 'dineIn', method: 8, values: scanned, tableFromScan: true })).toEqual({});
    expect(check({ kind: 'dineIn', method: 8, values: scanned, tableFromScan: true, dineInSmsConfirmation: true })).toEqual({
      'dineIn.PhoneNumber': { key: 'validation.phoneRequired' },
    });
    expect(check({ kind: 'dineIn', method: 1, values: { ...scanned, card: filled.card }, tableFromScan: true })).toEqual({ 'dineIn.Email': { key: 'validation.emailRequired' } });
  });

  it('limits notes to 300 characters and asks the terms only of head offices with IsSushiHub', () => {
    expect(check({ values: { ...filled, orderNote: 'x'.repeat(300) } })).toEqual({});
    expect(check({ values: { ...filled, orderNote: 'x'.repeat(301) } })).toEqual({ orderNote: { key: 'validation.notesMax' } });
    expect(check({ termsRequired: true })).toEqual({ agreeToTerms: { key: 'validation.termsRequired' } });
    expect(check({ termsRequired: true, values: { ...filled, agreeToTerms: true } })).toEqual({});
  });

  it('checks the card only when paying by card above zero, with Amex and 4-digit CVV under StripeActivated', () => {
    const amex = { ...filled, card: { CardHolder: 'Ada Lovelace', CardNumber: '3782 822463 10005', ExpireDate: '12/30', CVV: '1234' } };
    expect(check({ values: amex })).toMatchObject({ 'card.CardNumber': { key: 'validation.cardTypeNotAccepted' }, 'card.CVV': { key: 'validation.cvvThreeDigits' } });
    expect(check({ values: amex, stripeActivated: true })).toEqual({});
    // Issue 36: an Amex's CVV is the 4 digits on its front.
    expect(check({ values: { ...amex, card: { ...amex.card, CVV: '123' } }, stripeActivated: true })).toEqual({ 'card.CVV': { key: 'validation.cvvFourDigits' } });
    const expired = { ...filled, card: { ...filled.card, ExpireDate: '10/26' } };
    expect(check({ values: expired })).toEqual({ 'card.ExpireDate': { key: 'validation.expiryPast' } });
    expect(check({ values: expired, method: 3 })).toEqual({});
    expect(check({ values: { ...filled, card: EMPTY_CHECKOUT_FORM.card }, total: 0 })).toEqual({});
  });

  it('skips the form checks for a zero total with a name present', () => {
    expect(check({ total: 0, values: { ...EMPTY_CHECKOUT_FORM, contact: { ...EMPTY_CHECKOUT_FORM.contact, FirstName: 'Ada' } } })).toEqual({});
  });
});

describe('payment methods per order type (part 2 §6)', () => {
  const payments: TCheckoutPayments = {
    cashOnPickup: true,
    payLaterDineIn: true,
    payLaterOnly: false,
    chargeToRoom: true,
    stripeActivated: false,
    cardForm: { provider: 'sandbox' },
    alipay: false,
    wechat: false,
    applePay: false,
    googlePay: false,
    pointsToDollarRatio: null,
  };
  it('offers card everywhere, cash on pickup, pay later at the table and the room bill', () => {
    expect(paymentMethodsFor('pickup', payments)).toEqual([1, 3]);
    expect(paymentMethodsFor('delivery', payments)).toEqual([1]);
    expect(paymentMethodsFor('dineIn', payments)).toEqual([1, 8]);
    expect(paymentMethodsFor('room', payments)).toEqual([1, 8]);
    expect(paymentMethodsFor('dineIn', { ...payments, payLaterOnly: true })).toEqual([8]);
    expect(paymentMethodsFor('pickup', { ...payments, cashOnPickup: false })).toEqual([1]);
  });
  it('offers loyalty points (2) to signed-in members where the menu gives points a value, never with pay later only', () => {
    const loyal = { ...payments, pointsToDollarRatio: 10 };
    expect(paymentMethodsFor('pickup', loyal, true)).toEqual([1, 3, 2]);
    expect(paymentMethodsFor('delivery', loyal, true)).toEqual([1, 2]);
    expect(paymentMethodsFor('pickup', loyal, false)).toEqual([1, 3]);
    expect(paymentMethodsFor('pickup', payments, true)).toEqual([1, 3]);
    expect(paymentMethodsFor('dineIn', { ...loyal, payLaterOnly: true }, true)).toEqual([8]);
    expect(paymentMethodsFor(null, payments)).toEqual([]);
  });
  it('offers no card, Alipay or Wechat when no provider takes the store’s payments', () => {
    expect(paymentMethodsFor('pickup', { ...payments, cardForm: null, alipay: true })).toEqual([3]);
    expect(paymentMethodsFor('delivery', { ...payments, cardForm: null })).toEqual([]);
  });
  it('names the way left to pay where the card is missing, for the notice; nothing where cards are taken or never offered', () => {
    const none = { ...payments, cardForm: null, applePay: true, googlePay: true, pointsToDollarRatio: 10 };
    const missing = (kind: Parameters<typeof cardsMissing>[0], offered: TCheckoutPayments, member = false) => cardsMissing(kind, offered, paymentMethodsFor(kind, offered, member));
    expect(paymentMethodsFor('pickup', none)).toEqual([3]);
    expect(missing('pickup', none)).toBe('cash');
    expect(missing('dineIn', none)).toBe('payLater');
    expect(missing('room', none)).toBe('chargeToRoom');
    expect(missing('delivery', none, true)).toBe('points');
    expect(missing('delivery', none)).toBe('none');
    expect(missing('pickup', { ...none, cashOnPickup: false })).toBe('none');
    // Cards taken, or a PayLaterOnly table (never a card there): no notice.
    expect(missing('pickup', payments)).toBeNull();
    expect(missing('dineIn', { ...none, payLaterOnly: true })).toBeNull();
    expect(missing(null, none)).toBeNull();
  });
  it('offers Alipay (4) and Wechat (5) after the others wherever cards are taken, when the store enables them', () => {
    const both = { ...payments, alipay: true, wechat: true };
    expect(paymentMethodsFor('pickup', both)).toEqual([1, 3, 4, 5]);
    expect(paymentMethodsFor('delivery', { ...payments, wechat: true })).toEqual([1, 5]);
    expect(paymentMethodsFor('dineIn', both)).toEqual([1, 8, 4, 5]);
    expect(paymentMethodsFor('dineIn', { ...both, payLaterOnly: true })).toEqual([8]);
    // The device wallets (6 Apple pay, 7 Google pay) come before the providers' pages.
    expect(paymentMethodsFor('pickup', { ...both, applePay: true, googlePay: true })).toEqual([1, 3, 6, 7, 4, 5]);
  });
  it('keeps the chosen method while offered, and surcharges card payments as card type 5', () => {
    expect(keepPaymentMethod(3, [1, 3])).toBe(3);
    expect(keepPaymentMethod(3, [1])).toBe(1);
    expect(keepPaymentMethod(null, [])).toBeNull();
    expect(cardTypeCodeForPayment(1)).toBe(5);
    expect(cardTypeCodeForPayment(3)).toBeNull();
    // The card the provider reports: credit (or not yet known) is code 5; debit and prepaid are not credit cards.
    expect(cardTypeCodeForPayment(1, 'credit')).toBe(5);
    expect(cardTypeCodeForPayment(1, 'unknown')).toBe(5);
    expect(cardTypeCodeForPayment(1, 'debit')).toBeNull();
    expect(cardTypeCodeForPayment(1, 'prepaid')).toBeNull();
    expect(cardTypeCodeForPayment(4, 'credit')).toBeNull();
  });
});

describe('the place-order request', () => {
  const line: TCartLine = {
    id: 'classic-cheeseburger',
    uniqueId: 'line-1',
    name: 'Classic cheeseburger',
    price: 18,
    tax: 0.1,
    quantity: 2,
    itemNote: 'no pickles',
    created: 1,
    modifiers: [{ ID: 'cheese', Name: 'Cheese', quantity: 1, Price: 1.5, selectedSubmodifiers: [{ ID: 'cheddar', Name: 'Cheddar', quantity: 1, Price: 0 }] }],
    selectedRollIntos: [{ PriceTriggerID: 'ht-1001-meal', isConfirmed: true, selectedModifiers: [{ ID: 'chips', Name: 'Chips', quantity: 1, Price: 8 }] }],
  };
  const base: BuildPlaceOrderInput = {
    kind: 'delivery',
    method: 1,
    scheduledTime: 1_790_000_000,
    menu: null,
    lines: [line],
    couponCode: 'WELCOME10',
    acceptedTriggerIds: ['ht-1001-free-dessert'],
    values: { ...filled, orderNote: '  ring twice ' },
    tableFromScan: false,
    showNotes: true,
    termsRequired: false,
    showMarketingOptIn: true,
    expectedTotal: 51.76,
  };

  it('sends ids, quantities, selections and notes, never a price, with the total shown', () => {
    const body = buildPlaceOrderRequest(base);
    expect(body).toEqual({
      orderType: 10,
      scheduledTime: 1_790_000_000,
      items: [
        {
          id: 'classic-cheeseburger',
          uniqueId: 'line-1',
          quantity: 2,
          itemNote: 'no pickles',
          modifiers: [{ ID: 'cheese', quantity: 1, selectedSubmodifiers: [{ ID: 'cheddar', quantity: 1 }] }],
          selectedRollIntos: [{ PriceTriggerID: 'ht-1001-meal', isConfirmed: true, selectedModifiers: [{ ID: 'chips', quantity: 1 }] }],
        },
      ],
      couponCodes: ['WELCOME10'],
      acceptedTriggerIds: ['ht-1001-free-dessert'],
      contact: { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com', PhoneNumber: '0412 345 678' },
      deliveryAddress: { StreetAddress: '1 Macquarie Street', CityTown: 'Sydney', State: 'NSW', PostalCode: '2000', DeliveryInstructions: '', Country: 'AU' },
      orderNote: 'ring twice',
      agreeToReceivePromotionalOffers: true,
      payment: { method: 1, card: { CardHolder: 'Ada Lovelace', CardNumber: '4242424242424242', ExpireDate: '12/30', CVV: '123' } },
      expectedTotal: 51.76,
    });
    expect(JSON.stringify(body)).not.toMatch(/"price"|"Price"/);
  });

  it('says ASAP when the chosen slot is today’s first, and nothing of it for dine in', () => {
    expect(buildPlaceOrderRequest({ ...base, asap: true })).toMatchObject({ scheduledTime: 1_790_000_000, asap: true });
    expect(buildPlaceOrderRequest({ ...base, asap: false }).asap).toBeUndefined();
    expect(buildPlaceOrderRequest({ ...base, kind: 'dineIn', method: 8, asap: true }).asap).toBeUndefined();
  });

  it('sends the table for dine in (order type 2, no time), the room for deliver-to-room, no card for cash', () => {
    const dineIn = buildPlaceOrderRequest({
      ...base,
      kind: 'dineIn',
      method: 8,
      values: { ...filled, dineIn: { ...EMPTY_CHECKOUT_FORM.dineIn, TableNumber: '12', SecurityCode: 'x9', FirstName: 'Ada' } },
      tableFromScan: true,
    });
    expect(dineIn).toMatchObject({ orderType: 2, contact: {}, dineIn: { TableNumber: '12', SecurityCode: 'x9', FirstName: 'Ada', fromScan: true }, payment: { method: 8 } });
    expect(dineIn.scheduledTime).toBeUndefined();
    expect(dineIn.deliveryAddress).toBeUndefined();
    const room = buildPlaceOrderRequest({ ...base, kind: 'room', method: 8, values: { ...filled, room: { RoomNumber: ' 1204 ' } } });
    expect(room).toMatchObject({ orderType: 10, room: { RoomNumber: '1204' }, payment: { method: 8 } });
    expect(room.deliveryAddress).toBeUndefined();
    const cash = buildPlaceOrderRequest({ ...base, kind: 'pickup', method: 3, showNotes: false, showMarketingOptIn: false, termsRequired: true });
    expect(cash).toMatchObject({ orderType: 3, payment: { method: 3 }, agreeToTerms: false });
    expect(cash.payment.card).toBeUndefined();
    expect(cash.orderNote).toBeUndefined();
    expect(cash.agreeToReceivePromotionalOffers).toBeUndefined();
  });
});

describe('the attempt’s Idempotency-Key', () => {
  it('stays for every retry of the same attempt and changes only after a failure followed by a change', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    expect(keys.keyFor({ total: 10 })).toBe('key-1');
    expect(keys.keyFor({ total: 10 })).toBe('key-1');
    keys.failed({ total: 10 });
    expect(keys.keyFor({ total: 10 })).toBe('key-1');
    expect(keys.keyFor({ total: 12 })).toBe('key-2');
    expect(keys.keyFor({ total: 10 })).toBe('key-2');
  });
});

describe('the device’s order history', () => {
  const order = (n: number): TLocalOrder => ({ orderId: `o-${n}`, orderNumber: `${n}`, statusUrl: `/store/harbour-sydney/completeorder/o-${n}/guest`, createdOn: n, total: n });
  it('keeps the 4 most recent orders per store, newest first, one entry per order', () => {
    let history = {};
    for (let n = 1; n <= 6; n += 1) history = addToHistory(history, '1001', order(n));
    history = addToHistory(history, '1001', order(6));
    history = addToHistory(history, '2001', order(7));
    expect(LOCAL_HISTORY_PER_STORE).toBe(4);
    expect(history).toEqual({ '1001': [order(6), order(5), order(4), order(3)], '2001': [order(7)] });
  });
});

describe('sending the order', () => {
  const body = buildPlaceOrderRequest({
    kind: 'pickup',
    method: 3,
    scheduledTime: 1,
    menu: null,
    lines: [],
    couponCode: null,
    acceptedTriggerIds: [],
    values: filled,
    tableFromScan: false,
    showNotes: false,
    termsRequired: false,
    showMarketingOptIn: false,
    expectedTotal: 20,
  });
  const placed = {
    orderId: 'o-1',
    orderNumber: '1001-17',
    onlineOrderStatus: 1,
    total: 20,
    statusUrl: '/store/harbour-sydney/completeorder/o-1/guest?t=abc',
    next: { type: 'done' },
  };
  const send = (status: number, answer: unknown) => {
    const fetcher = jest.fn<ReturnType<ApiFetcher>, Parameters<ApiFetcher>>(async () => ({ ok: status < 400, status, text: async () => JSON.stringify(answer) }));
    return { outcome: submitOrder({ storeId: '1001', body, idempotencyKey: 'key-1', locale: 'en', fetcher }), fetcher };
  };

  it('posts to the store’s orders with the key', async () => {
    const { outcome, fetcher } = send(201, placed);
    expect(await outcome).toEqual({ kind: 'placed', result: placed });
    expect(fetcher.mock.calls[0][0]).toBe('/api/stores/1001/orders?locale=en');
    expect(fetcher.mock.calls[0][1].headers['Idempotency-Key']).toBe('key-1');
  });

  it('sorts the answers: 3-D Secure redirect, failed payment (402 or status 6), price changed, fields, other errors', async () => {
    expect(await send(201, { ...placed, next: { type: 'redirect', url: '/payments/sandbox/challenge/p-1' } }).outcome).toMatchObject({
      kind: 'redirect',
      url: '/payments/sandbox/challenge/p-1',
    });
    expect(await send(201, { ...placed, onlineOrderStatus: 6 }).outcome).toEqual({ kind: 'paymentFailed', message: '' });
    expect(await send(402, { error: { code: 'PAYMENT_FAILED', message: 'Your card was declined.' } }).outcome).toEqual({
      kind: 'paymentFailed',
      message: 'Your card was declined.',
    });
    const details = { total: 21.5, subtotal: 21.5, discount: 0, delivery: 0, surcharge: 0, bankCardSurcharge: 0, lines: [], removed: [] };
    expect(await send(409, { error: { code: 'PRICE_CHANGED', message: 'The prices changed', details } }).outcome).toEqual({
      kind: 'priceChanged',
      message: 'The prices changed',
      details,
    });
    expect(await send(422, { error: { code: 'VALIDATION', message: 'Check the form', fieldErrors: { 'contact.Email': ['The Email field is required'] } } }).outcome).toEqual({
      kind: 'invalid',
      message: 'Check the form',
      fieldErrors: { 'contact.Email': ['The Email field is required'] },
    });
    expect(await send(409, { error: { code: 'STORE_CLOSED', message: 'Currently not taking online orders' } }).outcome).toEqual({
      kind: 'error',
      code: 'STORE_CLOSED',
      message: 'Currently not taking online orders',
    });
  });
});
