import { NextRequest } from 'next/server';
import { POST as cancel } from '@/app/api/orders/[orderId]/cancel/route';
import { PUT } from '@/app/api/orders/[orderId]/status/route';
import { GET as slots } from '@/app/api/stores/[storeId]/slots/route';
import type { Container } from '@/lib/server/container';
import { DEMO_STORE_API_KEY } from '@/lib/server/env';
import type { TPlaceOrderResult, TSlotsResponse } from '@/lib/views/order';
import { CARD, CHECKOUT_STORE, createCheckoutApp, pickupBody, placeOrderRequest, teardown } from '../support/checkout';
import { pinClock } from '../support/clock';
import { ZStatusChangeResponseSchema } from '@/lib/schemas/api/order-status';
import { ZSlotsResponseSchema } from '@/lib/schemas/api/stores';
import { expectAnswer } from '../support/answer';

let app: Container;

beforeAll(async () => {
  app = await createCheckoutApp();
});

afterAll(() => teardown(app));

function putStatus(orderId: string, body: unknown, key: string | null = DEMO_STORE_API_KEY) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key) headers.authorization = `Bearer ${key}`;
  return PUT(new NextRequest(`http://localhost/api/orders/${orderId}/status`, { method: 'PUT', body: JSON.stringify(body), headers }), { params: Promise.resolve({ orderId }) });
}

function askToCancel(orderId: string, token: string | null) {
  return cancel(
    new NextRequest(`http://localhost/api/orders/${orderId}/cancel`, {
      method: 'POST',
      body: JSON.stringify(token ? { token } : {}),
      headers: { 'content-type': 'application/json' },
    }),
    { params: Promise.resolve({ orderId }) },
  );
}

async function place(body = pickupBody()): Promise<TPlaceOrderResult & { token: string }> {
  const response = await placeOrderRequest('1', body);
  expect(response.status).toBe(201);
  const placed = (await response.json()) as TPlaceOrderResult;
  return { ...placed, token: new URL(placed.statusUrl, 'http://x').searchParams.get('t') ?? '' };
}

describe('PUT /api/orders/{orderId}/status', () => {
  it('moves an order sent → accepted → ready → completed, on both documents', async () => {
    const { orderId } = await place();
    for (const status of [2, 4, 5]) {
      const response = await putStatus(orderId, { status });
      await expectAnswer(response, ZStatusChangeResponseSchema);
      expect(response.status).toBe(200);
      // A cash order is paid once the store completes it (the store took the cash).
      expect(await response.json()).toEqual({ orderId, onlineOrderStatus: status, onlineOrderStatusDescription: null, paymentStatus: status === 5 ? 'paid' : 'notRequired' });
      expect(await app.trackingOrders.findById(orderId)).toMatchObject({ OnlineOrderStatus: status });
      expect(await app.historyOrders.findById(orderId)).toMatchObject({ OnlineOrderStatus: status });
    }
  });

  it('refuses moves outside the table with 409, and out of final states', async () => {
    const { orderId } = await place();
    const back = await putStatus(orderId, { status: 10 });
    expect(back.status).toBe(409);
    expect((await back.json()).error.message).toBe('The order cannot move from status 1 to 10.');
    expect((await putStatus(orderId, { status: 11, description: 'Out of dumplings' })).status).toBe(200);
    expect(await app.trackingOrders.findById(orderId)).toMatchObject({ OnlineOrderStatus: 11, OnlineOrderStatusDescription: 'Out of dumplings' });
    expect((await putStatus(orderId, { status: 2 })).status).toBe(409);
    expect((await putStatus(orderId, { status: 99 })).status).toBe(409);
  });

  it('refunds a paid card order when it is rejected, once', async () => {
    const { orderId } = await place(pickupBody({ payment: { method: 1, card: CARD }, expectedTotal: 25.98 }));
    const response = await putStatus(orderId, { status: 11 });
    expect(await response.json()).toMatchObject({ onlineOrderStatus: 11, paymentStatus: 'refunded' });
    expect((await app.payments.findByOrder(orderId))?.state).toBe('refunded');
  });

  it('needs the store’s bearer key: 401 without it, 404 for an unknown order', async () => {
    const { orderId } = await place();
    expect((await putStatus(orderId, { status: 2 }, null)).status).toBe(401);
    expect((await putStatus(orderId, { status: 2 }, 'not-the-key-at-all')).status).toBe(401);
    expect((await putStatus('no-such-order', { status: 2 })).status).toBe(404);
    expect((await putStatus(orderId, { status: 'two' })).status).toBe(400);
  });
});

describe('POST /api/orders/{orderId}/cancel', () => {
  it('records a cancel request (12) for an accepted order with the status link’s token', async () => {
    const { orderId, token } = await place();
    await putStatus(orderId, { status: 2 });
    const response = await askToCancel(orderId, token);
    await expectAnswer(response, ZStatusChangeResponseSchema);
    expect(response.status).toBe(200);
    expect(await app.trackingOrders.findById(orderId)).toMatchObject({ OnlineOrderStatus: 12 });
  });

  it('answers Cancellation not permitted when the rule does not allow it (status 1)', async () => {
    const { orderId, token } = await place();
    const response = await askToCancel(orderId, token);
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe('Cancellation not permitted');
  });

  it('knows no order for someone without the token', async () => {
    const { orderId } = await place();
    expect((await askToCancel(orderId, null)).status).toBe(404);
    expect((await askToCancel(orderId, 'a-guess')).status).toBe(404);
  });
});

describe('GET /api/stores/{storeId}/slots', () => {
  // Today's slots end at midnight in the store's zone: pin the clock to midday so two slots are always left.
  beforeAll(() => {
    pinClock(new Date('2026-11-30T01:00:00Z'));
  });
  afterAll(() => jest.useRealTimers());

  function get(storeId: string, query: string) {
    return slots(new NextRequest(`http://localhost/api/stores/${storeId}/slots?${query}`), { params: Promise.resolve({ storeId }) });
  }

  it('lists today’s pickup slots, the first one ASAP', async () => {
    const response = await get('1', 'orderType=3');
    await expectAnswer(response, ZSlotsResponseSchema);
    expect(response.status).toBe(200);
    const body = (await response.json()) as TSlotsResponse;
    expect(body.orderType).toBe(3);
    expect(body.dates).toEqual([]);
    expect(body.slots[0]).toMatchObject({ isAsap: true, label: { key: 'timeSlot.asap' } });
    expect(body.slots[1].start - body.slots[0].start).toBe(15 * 60);
  });

  it('answers 400 for a bad order type or date, 404 for a disabled store', async () => {
    expect((await get('1', 'orderType=2')).status).toBe(400);
    expect((await get('1', 'orderType=3&date=tomorrow')).status).toBe(400);
    expect((await get('3', 'orderType=3')).status).toBe(404);
  });

  it('offers a slot the place-order call accepts', async () => {
    const body = (await (await get('1', 'orderType=3')).json()) as TSlotsResponse;
    expect((await placeOrderRequest(CHECKOUT_STORE.ID, pickupBody({ scheduledTime: body.slots[1].start }))).status).toBe(201);
  });
});
