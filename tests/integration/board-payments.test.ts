import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { GET as getOrders } from '@/app/api/board/[storeId]/orders/route';
import { PUT as putStatus } from '@/app/api/orders/[orderId]/status/route';
import { POST as giftOrder } from '@/app/api/stores/[storeId]/gift-orders/route';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import { DEMO_STORE_API_KEY } from '@/lib/server/env';
import { setBoardPasscode } from '@/lib/server/board/use-cases/set-board-passcode';
import type { TBoardActionResult, TBoardOrder, TBoardSnapshot } from '@/lib/views/board';
import type { TPlaceOrderResult } from '@/lib/views/order';
import { boardAction, call, staffCookie, type Handler } from '../support/board';
import { CARD, CONTACT, createCheckoutApp, menuWithGiftCard, pickupBody, placeOrderRequest, teardown } from '../support/checkout';

/**
 * Issue 36 #17 and #18, through the board's and the store systems' real handlers: gift-card sales
 * stay off the kitchen's columns and take no action; Refund only where something was paid; a
 * cash or pay-later order is paid once the store completes it; Accept is the customer's
 * "accepted" (2).
 */
let app: Container;
let cookie: string;
const PASSCODE = '246810';

beforeAll(async () => {
  app = await createCheckoutApp({}, menuWithGiftCard);
  await setBoardPasscode({ app, storeId: '1', passcode: PASSCODE });
  cookie = await staffCookie('1', PASSCODE);
}, 30_000);
afterAll(() => teardown(app));

async function place(body = pickupBody()): Promise<string> {
  const response = await placeOrderRequest('1', body);
  expect(response.status).toBe(201);
  return ((await response.json()) as TPlaceOrderResult).orderId;
}

async function card(orderId: string): Promise<TBoardOrder | undefined> {
  const board = (await (await call(getOrders as Handler, 'GET', '/api/board/1/orders', { storeId: '1' }, { cookie })).json()) as TBoardSnapshot;
  return board.orders.find((order) => order.orderId === orderId);
}

async function act(orderId: string, action: Parameters<typeof boardAction>[2]['action'], reason?: string) {
  const response = await boardAction('1', orderId, reason ? { action, reason } : { action }, cookie);
  return { status: response.status, body: (await response.json()) as TBoardActionResult };
}

async function patch(orderId: string, fields: Record<string, unknown>) {
  await app.documents.update(COLLECTIONS.trackingOrders, orderId, fields);
  await app.documents.update(COLLECTIONS.historyOrders, orderId, fields);
}

function storeSystemStatus(orderId: string, status: number) {
  return putStatus(
    new NextRequest(`http://localhost/api/orders/${orderId}/status`, {
      method: 'PUT',
      body: JSON.stringify({ status }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO_STORE_API_KEY}` },
    }),
    { params: Promise.resolve({ orderId }) },
  );
}

async function placeGiftOrder(): Promise<string> {
  const body = {
    items: [{ id: 'gift-25', uniqueId: 'g1', quantity: 1, message: { Email: 'grace@example.com', From: 'Ada', To: 'Grace', Message: '' } }],
    contact: CONTACT,
    payment: { method: 1, card: CARD },
    expectedTotal: 25,
  };
  const send = (expectedTotal: number) =>
    giftOrder(
      new NextRequest('http://localhost/api/stores/1/gift-orders', {
        method: 'POST',
        body: JSON.stringify({ ...body, expectedTotal }),
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      }),
      { params: Promise.resolve({ storeId: '1' }) },
    );
  let response = await send(25);
  // The store's card surcharge is on top of the card's value: pay the total the server names.
  if (response.status === 409) response = await send(((await response.json()) as { error: { details: { total: number } } }).error.details.total);
  expect(response.status).toBe(201);
  return ((await response.json()) as TPlaceOrderResult).orderId;
}

describe('gift-card sales on the board (issue 36 #17)', () => {
  it('are listed apart from the kitchen’s columns, with no action, and refuse Accept, Reject and Refund', async () => {
    const orderId = await placeGiftOrder();
    expect(await app.trackingOrders.findById(orderId)).toMatchObject({ IsLiability: true, PaymentStatus: 'paid' });
    expect(await card(orderId)).toMatchObject({ column: 'giftCards', actions: [], paid: true, items: [{ name: '$25 gift card', quantity: 1 }] });
    const refund = jest.spyOn(app.payments, 'refund');
    try {
      for (const action of ['accept', 'reject', 'refund', 'complete'] as const) expect((await act(orderId, action, 'Nobody wants it')).status).toBe(409);
      expect(refund).not.toHaveBeenCalled();
    } finally {
      refund.mockRestore();
    }
    expect(await app.trackingOrders.findById(orderId)).toMatchObject({ OnlineOrderStatus: 1, PaymentStatus: 'paid' });
  });
});

describe('board payment states (issue 36 #18)', () => {
  it('Accept writes 2, the status the customer reads as accepted (being prepared)', async () => {
    const orderId = await place();
    const { status, body } = await act(orderId, 'accept');
    expect(status).toBe(200);
    expect(body).toMatchObject({ onlineOrderStatus: 2, order: { column: 'accepted', actions: ['ready', 'reject'] } });
  });

  it('offers no Refund on an unpaid cash order, and refuses one', async () => {
    const orderId = await place();
    await act(orderId, 'accept');
    expect((await card(orderId))?.actions).not.toContain('refund');
    expect((await act(orderId, 'refund')).status).toBe(409);
    expect(await app.trackingOrders.findById(orderId)).toMatchObject({ OnlineOrderStatus: 2, PaymentStatus: 'notRequired' });
  });

  it('offers and makes a Refund of an order paid by card', async () => {
    const orderId = await place(pickupBody({ payment: { method: 1, card: CARD }, expectedTotal: 25.98 }));
    await act(orderId, 'accept');
    expect((await card(orderId))?.actions).toContain('refund');
    const { status, body } = await act(orderId, 'refund');
    expect(status).toBe(200);
    expect(body).toMatchObject({ onlineOrderStatus: 10, paymentStatus: 'refunded' });
  });

  it('marks a cash order paid when the board completes it; a refund then hands the cash back', async () => {
    const orderId = await place();
    await act(orderId, 'accept');
    await act(orderId, 'ready');
    const done = await act(orderId, 'complete');
    expect(done.body).toMatchObject({ onlineOrderStatus: 5, paymentStatus: 'paid', order: { paid: true, actions: ['refund'] } });
    expect(await app.historyOrders.findById(orderId)).toMatchObject({ OnlineOrderStatus: 5, PaymentStatus: 'paid' });
    expect((await act(orderId, 'refund')).body).toMatchObject({ onlineOrderStatus: 10, paymentStatus: 'refunded', order: { paid: false } });
  });

  it('marks a cash order paid when the store’s systems complete it too (the one status change)', async () => {
    const orderId = await place();
    const response = await storeSystemStatus(orderId, 5);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ onlineOrderStatus: 5, paymentStatus: 'paid' });
  });

  it('marks a pay-later order paid on completion, and leaves a card payment to its provider', async () => {
    const payLater = await place();
    const transactions = ((await app.trackingOrders.findById(payLater)) as { PaymentTransactions: Record<string, unknown>[] }).PaymentTransactions;
    await patch(payLater, { OnlineOrderStatus: 19, OrderType: 8, PaymentTransactions: transactions.map((each) => ({ ...each, TransactionType: null })) });
    expect((await act(payLater, 'complete')).body).toMatchObject({ onlineOrderStatus: 5, paymentStatus: 'paid' });

    const byCard = await place(pickupBody({ payment: { method: 1, card: CARD }, expectedTotal: 25.98 }));
    await patch(byCard, { PaymentStatus: 'refunding' });
    expect((await act(byCard, 'complete')).body).toMatchObject({ onlineOrderStatus: 5, paymentStatus: 'refunding' });
  });
});
