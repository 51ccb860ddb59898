import { randomUUID } from 'node:crypto';
import { slotLeadMinutes } from '@/lib/domain/time/slot-settings';
import { ZHistoryOrderSchema, ZTrackingOrderSchema } from '@/lib/schemas/entities';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import { canReadOrder } from '@/lib/server/orders/order-access';
import type { TPlaceOrderResult } from '@/lib/views/order';
import { CARD, CHECKOUT_STORE, CONTACT, createCheckoutApp, drivingMinutesTo, firstSlot, pickupBody, PITT_STREET, placeOrderRequest, teardown } from '../support/checkout';
import { tableCode } from '../support/checkout';
import { pinClock } from '../support/clock';

let app: Container;

beforeAll(async () => {
  app = await createCheckoutApp();
});

afterAll(() => teardown(app));

async function order(id: string) {
  return { history: await app.historyOrders.findById(id), tracking: await app.trackingOrders.findById(id) };
}

describe('POST /api/stores/{storeId}/orders: placing', () => {
  it('places a cash pickup: 201, the order written twice with its number, status 1 and the spec’s payload fields', async () => {
    const response = await placeOrderRequest('1', pickupBody({ orderNote: '  ring the bell  ', agreeToReceivePromotionalOffers: true }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as TPlaceOrderResult;
    expect(body).toMatchObject({ orderNumber: expect.stringMatching(/^\d+$/), onlineOrderStatus: 1, total: 25.6, next: { type: 'done' } });
    expect(body.statusUrl).toMatch(new RegExp(`^/store/checkout-store/completeorder/${body.orderId}/[0-9a-f-]{36}\\?t=[\\w-]{43}$`));

    const { history, tracking } = await order(body.orderId);
    expect(ZTrackingOrderSchema.safeParse(tracking).error).toBeUndefined();
    expect(ZHistoryOrderSchema.safeParse(history).error).toBeUndefined();
    expect(tracking).toMatchObject({
      UDID: body.orderId,
      OrderNumber: body.orderNumber,
      OrderType: 3,
      OnlineOrderStatus: 1,
      Source: 'Online Order',
      InvoiceNumber: `1-${body.orderNumber}`,
      StoreID: '1',
      StoreName: 'Checkout Store',
      StoreSlug: 'checkout-store',
      PaymentStatus: 'notRequired',
      OrderNote: 'ring the bell',
      AgreeToReceivePromotionalOffers: true,
      ContactCustomer_FirstName: 'Ada',
      ContactCustomer_Email_Address: 'ada@example.com',
      ContactCustomer_Contact_Number: '0412345678',
      PaymentTransactions: [{ Amount: 25.6, PaymentMethodType: 0, TransactionType: 1 }],
      RewardPoints: 25,
      OrderItems: [
        { Product_ID: 'p1', Name: 'Pork Dumplings', Quantity: 2, UsingUnitPrice: 12.8, CategoryId: 'c1', OrderExtras: [{ Extra_ID: 'm-chilli', Name: 'Chilli', Quantity: 2 }] },
      ],
    });
    expect(tracking).not.toHaveProperty('AccessTokenHash');
    const token = new URL(body.statusUrl, 'http://x').searchParams.get('t');
    expect(canReadOrder(history ?? {}, { token })).toBe(true);
    expect(canReadOrder(history ?? {}, { token: 'guess' })).toBe(false);
  });

  it('pays by card with the bank surcharge, keeping only the last 4 digits', async () => {
    // $25.60 + 1.5 % card surcharge ($0.38)
    const response = await placeOrderRequest('1', pickupBody({ payment: { method: 1, card: CARD }, expectedTotal: 25.98 }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as TPlaceOrderResult;
    expect(body).toMatchObject({ onlineOrderStatus: 1, total: 25.98, next: { type: 'done' } });
    const { tracking } = await order(body.orderId);
    expect(tracking).toMatchObject({ PaymentStatus: 'paid', BankCardSurcharge: 0.38, PaymentTransactions: [{ Amount: 25.98, TransactionType: 99 }] });
    const payment = await app.payments.findByOrder(body.orderId);
    expect(payment).toMatchObject({ state: 'succeeded', amountCents: 2598, card: { last4: '4242' } });
    expect(JSON.stringify(await app.documents.query('sandboxPayments'))).not.toContain('4242424242424242');
  });

  it('answers 409 PRICE_CHANGED with the server’s prices when the browser’s total differs', async () => {
    const response = await placeOrderRequest('1', pickupBody({ expectedTotal: 20 }));
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.error).toMatchObject({
      code: 'PRICE_CHANGED',
      message: 'The prices have changed. The new total is $25.60.',
      details: { total: 25.6, subtotal: 25.6, lines: [{ uniqueId: 'line-a', productId: 'p1', quantity: 2, total: 25.6 }] },
    });
  });

  /** A card delivery to 10 Pitt Street at `scheduledTime`: $25.60 + $5 delivery + 1.5 % card surcharge ($0.46). */
  const deliveryAt = (scheduledTime: number) =>
    placeOrderRequest('1', { ...pickupBody(), orderType: 10, scheduledTime, deliveryAddress: PITT_STREET, payment: { method: 1, card: CARD }, expectedTotal: 31.06 });

  it('places a delivery with its fee inside the zone', async () => {
    const response = await deliveryAt(firstSlot(CHECKOUT_STORE, 'delivery', await drivingMinutesTo(app, CHECKOUT_STORE, PITT_STREET)));
    expect([response.status, response.status === 201 ? null : await response.clone().json()]).toEqual([201, null]);
    const { tracking } = await order(((await response.json()) as TPlaceOrderResult).orderId);
    expect(tracking).toMatchObject({
      OrderType: 10,
      DeliveryFee: 5,
      DeliveryAddress: { StreetAddress: '10 Pitt Street', PostalCode: '2000' },
      DeliveryDuration: expect.any(Number),
    });
  });

  describe('a delivery ordered just before midnight, in a store open around the clock (part 1 §9)', () => {
    const MIDNIGHT = new Date('2026-11-29T00:00:00+11:00').getTime();
    let drive: number;

    beforeAll(async () => {
      drive = await drivingMinutesTo(app, CHECKOUT_STORE, PITT_STREET);
    });
    afterEach(() => jest.useRealTimers());

    /** Half a minute before the lead without the drive reaches midnight: the drive carries the lead past it. */
    function halfAMinuteBeforeTheLeadReachesMidnight(): void {
      pinClock(MIDNIGHT - slotLeadMinutes(CHECKOUT_STORE, 'delivery') * 60_000 - 30_000);
    }

    it('is placed for the slot the page offers: today’s list ends with 12:15 am, its lead counting the drive', async () => {
      halfAMinuteBeforeTheLeadReachesMidnight();
      const offered = firstSlot(CHECKOUT_STORE, 'delivery', drive);
      expect(new Date(offered * 1000)).toEqual(new Date(MIDNIGHT + 15 * 60_000));
      const response = await deliveryAt(offered);
      expect([response.status, response.status === 201 ? null : await response.clone().json()]).toEqual([201, null]);
      const { tracking } = await order(((await response.json()) as TPlaceOrderResult).orderId);
      expect(tracking).toMatchObject({ OrderType: 10, DeliveryFee: 5 });
    });

    it('is refused for midnight itself, before the driver could be there: InvalidDeliveryTime', async () => {
      halfAMinuteBeforeTheLeadReachesMidnight();
      const response = await deliveryAt(MIDNIGHT / 1000);
      expect(response.status).toBe(422);
      expect((await response.json()).error).toMatchObject({ code: 'INVALID_DELIVERY_TIME', message: 'The chosen time is no longer available. Please choose another time.' });
    });
  });

  describe('ASAP chosen on a page whose first slot has since passed its lead (part 1 §9)', () => {
    // The page listed its slots at 12:12:30: 2 minutes to prepare, so ASAP was 12:15. The order arrives at 12:13:30.
    const LISTED = new Date('2026-11-30T12:12:30+11:00');
    const ARRIVED = new Date('2026-11-30T12:13:30+11:00');
    afterEach(() => jest.useRealTimers());

    async function pickupListedThenSent(asap: boolean) {
      pinClock(LISTED);
      const shown = firstSlot(CHECKOUT_STORE);
      expect(new Date(shown * 1000)).toEqual(new Date('2026-11-30T12:15:00+11:00'));
      jest.setSystemTime(ARRIVED);
      return placeOrderRequest('1', pickupBody({ scheduledTime: shown, ...(asap ? { asap: true as const } : {}) }));
    }

    it('is placed for the first slot now, 12:30', async () => {
      const response = await pickupListedThenSent(true);
      expect([response.status, response.status === 201 ? null : await response.clone().json()]).toEqual([201, null]);
      const { tracking } = await order(((await response.json()) as TPlaceOrderResult).orderId);
      expect(tracking?.ScheduledTime).toBe(Date.parse('2026-11-30T12:30:00+11:00') / 1000);
    });

    it('a time chosen for itself is refused once passed: InvalidDeliveryTime', async () => {
      const response = await pickupListedThenSent(false);
      expect(response.status).toBe(422);
      expect((await response.json()).error.code).toBe('INVALID_DELIVERY_TIME');
    });
  });

  it('refuses an address outside the zone: Sorry we cannot deliver to this address', async () => {
    const response = await placeOrderRequest('1', {
      ...pickupBody(),
      orderType: 10,
      scheduledTime: firstSlot(CHECKOUT_STORE, 'delivery'),
      deliveryAddress: { StreetAddress: '1 Smith Street', CityTown: 'Melbourne', State: 'VIC', PostalCode: '3000' },
      expectedTotal: 30.6,
    });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatchObject({ code: 'OUT_OF_DELIVERY_AREA', message: 'Sorry we cannot deliver to this address' });
  });

  it('places a pay-later dine-in: order type 8, status 18, nothing to pay now', async () => {
    const response = await placeOrderRequest('1', {
      orderType: 2,
      items: [{ id: 'p3', quantity: 1 }],
      dineIn: { TableNumber: '12', SecurityCode: tableCode('12'), FirstName: 'Ada', fromScan: true },
      payment: { method: 8 },
      expectedTotal: 3.5,
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as TPlaceOrderResult;
    expect(body.onlineOrderStatus).toBe(18);
    expect((await order(body.orderId)).tracking).toMatchObject({
      OrderType: 8,
      OnlineOrderStatus: 18,
      PaymentStatus: 'notRequired',
      Tables: [{ Name: '12', SecurityCode: tableCode('12') }],
      PaymentTransactions: [{ TransactionType: null }],
    });
  });

  it('places a deliver-to-room order charged to the room', async () => {
    const response = await placeOrderRequest('1', {
      ...pickupBody(),
      orderType: 10,
      scheduledTime: firstSlot(CHECKOUT_STORE, 'delivery'),
      room: { RoomNumber: ' 1204 ' },
      payment: { method: 8 },
      expectedTotal: 25.6,
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as TPlaceOrderResult;
    expect((await order(body.orderId)).tracking).toMatchObject({ OrderType: 10, OnlineOrderStatus: 1, RoomNumber: '1204', DeliveryAddress: null });
  });

  it('skips payment for a zero total, and the card form with it', async () => {
    const response = await placeOrderRequest('1', pickupBody({ items: [{ id: 'p3', quantity: 2 }], couponCodes: ['FREETEA'], expectedTotal: 0, payment: { method: 1 } }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as TPlaceOrderResult;
    expect(body).toMatchObject({ total: 0, onlineOrderStatus: 1, next: { type: 'done' } });
    expect((await order(body.orderId)).tracking).toMatchObject({ PaymentStatus: 'notRequired', AppliedCouponCodes: ['FREETEA'] });
    expect(await app.payments.findByOrder(body.orderId)).toBeNull();
  });

  it('applies a coupon the server looks up, and refuses one that reduces nothing', async () => {
    const tea = await placeOrderRequest('1', pickupBody({ items: [{ id: 'p3', quantity: 2 }], couponCodes: ['tea50'], expectedTotal: 3.5 }));
    expect(tea.status).toBe(201);
    const nothing = await placeOrderRequest('1', pickupBody({ couponCodes: ['NOTHING'] }));
    expect(nothing.status).toBe(422);
    expect((await nothing.json()).error.fieldErrors).toEqual({ couponCodes: ['coupon does not apply to any items'] });
    const unknown = await placeOrderRequest('1', pickupBody({ couponCodes: ['NOPE'] }));
    expect((await unknown.json()).error.fieldErrors).toEqual({ couponCodes: ['The discount code NOPE is not valid'] });
  });
});

describe('POST /api/stores/{storeId}/orders: exactly once', () => {
  it('answers the same key and body with the same answer, one order, one charge', async () => {
    const key = randomUUID();
    const body = pickupBody({ payment: { method: 1, card: CARD }, expectedTotal: 25.98 });
    const first = (await (await placeOrderRequest('1', body, key)).json()) as TPlaceOrderResult;
    const again = await placeOrderRequest('1', body, key);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
  });

  it('makes one order and one charge from 50 concurrent submits with one key', async () => {
    const key = randomUUID();
    const before = await app.documents.count('trackingOrders');
    const paymentsBefore = await app.documents.count('sandboxPayments');
    const body = pickupBody({ payment: { method: 1, card: CARD }, expectedTotal: 25.98 });
    const responses = await Promise.all(Array.from({ length: 50 }, () => placeOrderRequest('1', body, key)));
    const answers = await Promise.all(responses.map((r) => r.json()));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await app.documents.count('trackingOrders')).toBe(before + 1);
    expect(await app.documents.count('sandboxPayments')).toBe(paymentsBefore + 1);
  });

  it('refuses the same key with another body', async () => {
    const key = randomUUID();
    expect((await placeOrderRequest('1', pickupBody(), key)).status).toBe(201);
    const reused = await placeOrderRequest('1', pickupBody({ orderNote: 'changed' }), key);
    expect(reused.status).toBe(422);
    expect((await reused.json()).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('requires an Idempotency-Key of 8 to 200 characters', async () => {
    for (const key of [null, 'short', 'x'.repeat(201)]) {
      const response = await placeOrderRequest('1', pickupBody(), key);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe('The Idempotency-Key header is required (8 to 200 characters).');
    }
  });

  it("answers a body of the wrong shape with 400 and field messages in the caller's language, and writes nothing", async () => {
    const before = (await app.documents.query(COLLECTIONS.historyOrders)).docs.length;
    const wrong = { orderType: 'x', items: [{ id: 'classic', quantity: 0 }], payment: { method: 3 }, expectedTotal: 'ten' };
    const english = await (await placeOrderRequest('1', wrong)).json();
    expect(english.error).toMatchObject({
      code: 'VALIDATION',
      message: 'The request is not valid.',
      fieldErrors: {
        orderType: ['This value is not valid.'],
        'items.0.quantity': ['This must be at least 1.'],
        expectedTotal: ['This field is missing or is not of the right kind.'],
      },
    });
    const chinese = await (await placeOrderRequest('1', wrong, randomUUID(), { 'accept-language': 'zh-CN' })).json();
    expect(chinese.error).toMatchObject({
      message: '请求无效。',
      fieldErrors: { orderType: ['此值无效。'], 'items.0.quantity': ['此值至少为 1。'], expectedTotal: ['此字段缺失或类型不正确。'] },
    });
    expect((await app.documents.query(COLLECTIONS.historyOrders)).docs.length).toBe(before);
  });

  it('gives unique order numbers per store over 1,000 concurrent placements', async () => {
    const bodies = Array.from({ length: 1000 }, () => pickupBody({ contact: CONTACT }));
    const responses = await Promise.all(bodies.map((body) => placeOrderRequest('1', body)));
    const numbers = await Promise.all(responses.map(async (r) => ((await r.json()) as TPlaceOrderResult).orderNumber));
    expect(responses.every((r) => r.status === 201)).toBe(true);
    expect(new Set(numbers).size).toBe(1000);
  }, 30_000);
});
