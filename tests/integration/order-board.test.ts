import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { GET as getEvents } from '@/app/api/board/[storeId]/events/route';
import { GET as getOrders } from '@/app/api/board/[storeId]/orders/route';
import { PUT as pause } from '@/app/api/board/[storeId]/pause/route';
import { PUT as soldOut } from '@/app/api/board/[storeId]/products/[productId]/route';
import { GET as liveState } from '@/app/api/stores/[storeId]/state/route';
import { DELETE as signOut, POST as signIn } from '@/app/api/board/[storeId]/session/route';
import type { BoardAction } from '@/lib/domain/board/board-flow';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import { setBoardPasscode } from '@/lib/server/board/use-cases/set-board-passcode';
import type { TBoardActionResult, TBoardOrdersEvent, TBoardSnapshot } from '@/lib/views/board';
import type { TPlaceOrderResult } from '@/lib/views/order';
import { boardAction, call, staffCookie, type Handler } from '../support/board';
import { CARD, createCheckoutApp, pickupBody, placeOrderRequest, teardown } from '../support/checkout';
import { ZBoardPauseResponseSchema, ZBoardResponseSchema, ZBoardSoldOutResponseSchema } from '@/lib/schemas/api/board';
import { ZStoreStateResponseSchema } from '@/lib/schemas/api/stores';
import { expectAnswer } from '../support/answer';

let app: Container;
const PASSCODE = '246810';
const OTHER_PASSCODE = '135790';

beforeAll(async () => {
  app = await createCheckoutApp();
  await setBoardPasscode({ app, storeId: '1', passcode: PASSCODE });
  await setBoardPasscode({ app, storeId: '9', passcode: OTHER_PASSCODE });
});

afterAll(() => teardown(app));

const action = boardAction;

async function place(body = pickupBody()): Promise<TPlaceOrderResult> {
  const response = await placeOrderRequest('1', body);
  expect(response.status).toBe(201);
  return (await response.json()) as TPlaceOrderResult;
}

/** Puts an order at a status (and type) directly, as the store's systems might have left it. */
async function setStatus(orderId: string, status: number, orderType?: number) {
  const patch = orderType === undefined ? { OnlineOrderStatus: status } : { OnlineOrderStatus: status, OrderType: orderType };
  await app.documents.update(COLLECTIONS.trackingOrders, orderId, patch);
  await app.documents.update(COLLECTIONS.historyOrders, orderId, patch);
}

describe('board sign-in', () => {
  it('opens a board session with the right passcode only, and keeps the hash, never the passcode', async () => {
    const store = await app.stores.findById('1');
    expect(store?.BoardPasscodeHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(store)).not.toContain(PASSCODE);
    const wrong = await call(signIn as Handler, 'POST', '/api/board/1/session', { storeId: '1' }, { body: { passcode: '000000' } });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.message).toBe('That passcode is not right.');
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect((await call(signIn as Handler, 'POST', '/api/board/1/session', { storeId: '1' }, { body: { passcode: OTHER_PASSCODE } })).status).toBe(401);
    expect((await call(signIn as Handler, 'POST', '/api/board/1/session', { storeId: '1' }, { body: {} })).status).toBe(400);
    // a store without a passcode opens to nobody
    expect((await call(signIn as Handler, 'POST', '/api/board/5/session', { storeId: '5' }, { body: { passcode: PASSCODE } })).status).toBe(401);
    await staffCookie('1', PASSCODE);
  }, 30_000);

  it('is rate-limited: the 11th try from one address in 15 minutes is 429', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < 10; i += 1)
      expect((await call(signIn as Handler, 'POST', '/api/board/1/session', { storeId: '1' }, { body: { passcode: `wrong${i}` }, headers })).status).toBe(401);
    const limited = await call(signIn as Handler, 'POST', '/api/board/1/session', { storeId: '1' }, { body: { passcode: PASSCODE }, headers });
    expect(limited.status).toBe(429);
  }, 30_000);

  it('is its own cookie: the customer session cookie is no board session, and a new passcode signs boards out', async () => {
    const cookie = await staffCookie('1', PASSCODE);
    expect((await call(getOrders as Handler, 'GET', '/api/board/1/orders', { storeId: '1' }, { cookie: 'session=whatever' })).status).toBe(401);
    await setBoardPasscode({ app, storeId: '1', passcode: PASSCODE });
    expect((await call(getOrders as Handler, 'GET', '/api/board/1/orders', { storeId: '1' }, { cookie })).status).toBe(401);
    const out = await call(signOut as Handler, 'DELETE', '/api/board/1/session', { storeId: '1' });
    expect(out.headers.get('set-cookie')).toMatch(/^board-session=; .*Max-Age=0/);
  });
});

describe('every board call checks the staff session of this store itself', () => {
  let orderId: string;
  let otherStoreCookie: string;
  beforeAll(async () => {
    orderId = (await place()).orderId;
    otherStoreCookie = await staffCookie('9', OTHER_PASSCODE);
  });

  const calls: [string, (cookie: string | null) => Promise<Response>][] = [
    ['GET orders', (cookie) => call(getOrders as Handler, 'GET', '/api/board/1/orders', { storeId: '1' }, { cookie })],
    ['GET events', (cookie) => call(getEvents as Handler, 'GET', '/api/board/1/events', { storeId: '1' }, { cookie })],
    ['POST action', (cookie) => action('1', orderId, { action: 'accept' }, cookie)],
    ['PUT pause', (cookie) => call(pause as Handler, 'PUT', '/api/board/1/pause', { storeId: '1' }, { body: { paused: true }, cookie })],
    ['PUT product', (cookie) => call(soldOut as Handler, 'PUT', '/api/board/1/products/p1', { storeId: '1', productId: 'p1' }, { body: { soldOut: true }, cookie })],
  ];

  it.each(calls)('%s: 401 without a session or with a forged one, 403 with another store’s, and nothing changes', async (_name, send) => {
    expect((await send(null)).status).toBe(401);
    expect((await send('board-session=Fe26.2**forged**')).status).toBe(401);
    const other = await send(otherStoreCookie);
    expect(other.status).toBe(403);
    expect((await other.json()).error.message).toBe('This board session is for another store.');
    expect(await app.trackingOrders.findById(orderId)).toMatchObject({ OnlineOrderStatus: 1 });
    expect(await app.stores.findById('1')).toMatchObject({ IsInOperation: true });
    expect((await app.menus.findById('1', 'main'))?.Products.p1.Status).toBeUndefined();
  });
});

describe('board orders and actions', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await staffCookie('1', PASSCODE);
  });

  it('lists the store’s orders with what the kitchen needs', async () => {
    const { orderId, orderNumber } = await place(pickupBody({ orderNote: 'No onions please' }));
    const response = await call(getOrders as Handler, 'GET', '/api/board/1/orders', { storeId: '1' }, { cookie });
    await expectAnswer(response, ZBoardResponseSchema);
    expect(response.status).toBe(200);
    const board = (await response.json()) as TBoardSnapshot;
    expect(board).toMatchObject({ storeId: '1', paused: false });
    expect(board.products.find((p) => p.id === 'p2')).toEqual({ id: 'p2', name: 'Sold Out Bun', soldOut: true });
    const card = board.orders.find((order) => order.orderId === orderId);
    expect(card).toMatchObject({
      orderNumber,
      column: 'new',
      orderType: 3,
      customerName: 'Ada Lovelace',
      customerPhone: expect.stringContaining('412345678'),
      orderNote: 'No onions please',
      paymentMethod: 'cash',
      paid: false,
      actions: ['accept', 'reject'],
      items: [{ name: 'Pork Dumplings', quantity: 2, note: '', options: [{ name: 'Chilli', quantity: 2, children: [] }] }],
    });
  });

  it('moves an order new → accepted (being prepared) → ready → completed, through the status path', async () => {
    const { orderId } = await place();
    const steps: [BoardAction, number, string][] = [
      ['accept', 2, 'accepted'],
      ['ready', 4, 'ready'],
      ['complete', 5, 'completed'],
    ];
    for (const [name, status, column] of steps) {
      const response = await action('1', orderId, { action: name }, cookie);
      expect(response.status).toBe(200);
      const result = (await response.json()) as TBoardActionResult;
      expect(result).toMatchObject({ orderId, onlineOrderStatus: status, order: { column } });
      expect(await app.historyOrders.findById(orderId)).toMatchObject({ OnlineOrderStatus: status });
    }
  });

  it('answers a repeated Idempotency-Key with the first answer, and refuses the key for another action', async () => {
    const { orderId } = await place();
    const key = randomUUID();
    const first = await action('1', orderId, { action: 'accept' }, cookie, key);
    await setStatus(orderId, 4);
    const again = await action('1', orderId, { action: 'accept' }, cookie, key);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(await app.trackingOrders.findById(orderId)).toMatchObject({ OnlineOrderStatus: 4 });
    expect((await action('1', orderId, { action: 'complete' }, cookie, key)).status).toBe(422);
    expect((await action('1', orderId, { action: 'complete' }, cookie, null)).status).toBe(400);
  });

  it('needs a reason to reject, and does not see another store’s orders', async () => {
    const { orderId } = await place();
    expect((await action('1', orderId, { action: 'reject' }, cookie)).status).toBe(400);
    expect((await action('1', orderId, { action: 'reject', reason: '  ' }, cookie)).status).toBe(400);
    const otherStoreOrder = await placeOrderRequest('8', pickupBody());
    expect(otherStoreOrder.status).toBe(201);
    const { orderId: otherId } = (await otherStoreOrder.json()) as TPlaceOrderResult;
    expect((await action('1', otherId, { action: 'accept' }, cookie)).status).toBe(404);
    expect((await action('1', 'no-such-order', { action: 'accept' }, cookie)).status).toBe(404);
  });

  // The spec's transition table (lib/domain/order-status/transitions.ts), read through the board's actions:
  // the status each action leaves the order at, or 409 where the table refuses the move.
  // The orders are cash pickups, not paid yet: nothing to refund (the card refunds: board-payments.test.ts).
  const TABLE: [string, number, number, Partial<Record<BoardAction, number | 409>>][] = [
    ['sent', 1, 3, { accept: 2, ready: 4, complete: 5, reject: 11, refund: 409, approveCancel: 409, refuseCancel: 409 }],
    ['submitted', 9, 3, { accept: 2, ready: 4, complete: 5, reject: 11, refund: 409, approveCancel: 409 }],
    ['being prepared', 2, 3, { accept: 2, ready: 4, complete: 5, reject: 11, refund: 409, refuseCancel: 409 }],
    ['ready', 4, 3, { accept: 409, ready: 4, complete: 5, reject: 11, refund: 409 }],
    ['completed', 5, 3, { accept: 409, ready: 409, complete: 5, reject: 409, refund: 409 }],
    ['cancel requested', 12, 3, { approveCancel: 10, refuseCancel: 2, complete: 5, accept: 2, reject: 11 }],
    ['refunded', 10, 3, { refund: 409, accept: 409, complete: 409, reject: 409, approveCancel: 409 }],
    ['rejected', 11, 3, { reject: 11, accept: 409, complete: 409, refund: 409 }],
    ['failed', 3, 3, { accept: 409, reject: 409, refund: 409 }],
    ['pay later, pending', 18, 8, { accept: 19, reject: 20, complete: 5, ready: 409, refund: 409 }],
    ['pay later, accepted', 19, 8, { accept: 19, complete: 5, reject: 20, refuseCancel: 409, refund: 409 }],
    ['pay later, cancel requested', 12, 8, { refuseCancel: 19, approveCancel: 10 }],
    ['pay later, rejected', 20, 8, { accept: 409, complete: 409, reject: 20 }],
  ];
  const cases = TABLE.flatMap(([name, from, orderType, outcomes]) =>
    Object.entries(outcomes).map(([act, expected]) => [name, from, orderType, act as BoardAction, expected] as const),
  );

  it.each(cases)('%s (%i, type %i): %s → %s', async (_name, from, orderType, name, expected) => {
    const { orderId } = await place();
    await setStatus(orderId, from, orderType);
    const response = await action('1', orderId, name === 'reject' ? { action: name, reason: 'Kitchen closed early' } : { action: name }, cookie);
    if (expected === 409) {
      expect(response.status).toBe(409);
      expect(await app.trackingOrders.findById(orderId)).toMatchObject({ OnlineOrderStatus: from });
    } else {
      expect(response.status).toBe(200);
      expect(await app.trackingOrders.findById(orderId)).toMatchObject({ OnlineOrderStatus: expected });
    }
  });

  it('refunds a rejected paid order exactly once, even when reject is clicked twice', async () => {
    const { orderId } = await place(pickupBody({ payment: { method: 1, card: CARD }, expectedTotal: 25.98 }));
    expect(await app.trackingOrders.findById(orderId)).toMatchObject({ PaymentStatus: 'paid' });
    const refund = jest.spyOn(app.payments, 'refund');
    try {
      const [first, second] = await Promise.all([
        action('1', orderId, { action: 'reject', reason: 'Out of dumplings' }, cookie),
        action('1', orderId, { action: 'reject', reason: 'Out of dumplings' }, cookie),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const third = await action('1', orderId, { action: 'reject', reason: 'Out of dumplings' }, cookie);
      expect(await third.json()).toMatchObject({ onlineOrderStatus: 11, paymentStatus: 'refunded' });
      const payment = await app.payments.findByOrder(orderId);
      expect(payment?.state).toBe('refunded');
      // the provider was asked at most twice (two racing clicks), always with the order's one refund key, so it refunded once
      expect(refund.mock.calls.length).toBeGreaterThanOrEqual(1);
      expect(new Set(refund.mock.calls.map(([, options]) => options.idempotencyKey))).toEqual(new Set([`refund:${orderId}`]));
      expect(payment?.refundedCents).toBe(payment?.amountCents);
    } finally {
      refund.mockRestore();
    }
    expect(await app.trackingOrders.findById(orderId)).toMatchObject({ OnlineOrderStatus: 11, OnlineOrderStatusDescription: 'Out of dumplings' });
  });

  it('streams the store’s orders at once and a new order within 2 s', async () => {
    const abort = new AbortController();
    const response = await getEvents(new NextRequest('http://localhost/api/board/1/events', { headers: { cookie }, signal: abort.signal }), {
      params: Promise.resolve({ storeId: '1' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextOrders = async (): Promise<TBoardOrdersEvent> => {
      for (;;) {
        const match = /event: orders\ndata: (.*)\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return JSON.parse(match[1]) as TBoardOrdersEvent;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    };
    const initial = await nextOrders();
    const started = Date.now();
    const { orderId } = await place();
    expect(initial.orders.some((order) => order.orderId === orderId)).toBe(false);
    let seen = false;
    while (!seen) seen = (await nextOrders()).orders.some((order) => order.orderId === orderId);
    expect(Date.now() - started).toBeLessThan(2000);
    abort.abort();
  });
});

describe('store controls', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await staffCookie('1', PASSCODE);
  });

  it('pausing makes the next order attempt answer “Currently not taking online orders”, and resuming takes orders again', async () => {
    const paused = await call(pause as Handler, 'PUT', '/api/board/1/pause', { storeId: '1' }, { body: { paused: true }, cookie });
    await expectAnswer(paused, ZBoardPauseResponseSchema);
    expect(paused.status).toBe(200);
    expect(await paused.json()).toEqual({ paused: true });
    const refused = await placeOrderRequest('1', pickupBody());
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({ code: 'STORE_CLOSED', message: 'Currently not taking online orders' });
    const board = (await (await call(getOrders as Handler, 'GET', '/api/board/1/orders', { storeId: '1' }, { cookie })).json()) as TBoardSnapshot;
    expect(board.paused).toBe(true);
    expect((await call(pause as Handler, 'PUT', '/api/board/1/pause', { storeId: '1' }, { body: { paused: false }, cookie })).status).toBe(200);
    expect((await placeOrderRequest('1', pickupBody())).status).toBe(201);
  });

  it('shows open store pages each change in the state they poll every 30 s (GET /api/stores/{storeId}/state), never cached', async () => {
    const read = async () => {
      const response = await call(liveState as Handler, 'GET', '/api/stores/1/state', { storeId: '1' });
      await expectAnswer(response, ZStoreStateResponseSchema);
      expect(response.headers.get('cache-control')).toBe('no-store');
      return response.json();
    };
    const before = await read();
    expect(before.inOperation).toBe(true);
    await call(soldOut as Handler, 'PUT', '/api/board/1/products/p3', { storeId: '1', productId: 'p3' }, { body: { soldOut: true }, cookie });
    await call(pause as Handler, 'PUT', '/api/board/1/pause', { storeId: '1' }, { body: { paused: true }, cookie });
    expect(await read()).toEqual({ inOperation: false, soldOut: [...before.soldOut, 'p3'].sort() });
    await call(soldOut as Handler, 'PUT', '/api/board/1/products/p3', { storeId: '1', productId: 'p3' }, { body: { soldOut: false }, cookie });
    await call(pause as Handler, 'PUT', '/api/board/1/pause', { storeId: '1' }, { body: { paused: false }, cookie });
    expect(await read()).toEqual(before);
  });

  it('marks a product sold out (Status 3) and back with the Status it had', async () => {
    const menu = (await app.menus.findById('1', 'main'))!;
    await app.menus.saveMany('1', [{ ...menu, Products: { ...menu.Products, p3: { ...menu.Products.p3, Status: 2 } } }]);
    const out = await call(soldOut as Handler, 'PUT', '/api/board/1/products/p3', { storeId: '1', productId: 'p3' }, { body: { soldOut: true }, cookie });
    await expectAnswer(out, ZBoardSoldOutResponseSchema);
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ id: 'p3', name: 'Green Tea', soldOut: true });
    expect((await app.menus.findById('1', 'main'))?.Products.p3.Status).toBe(3);
    // marking it twice keeps what it was before the first time
    await call(soldOut as Handler, 'PUT', '/api/board/1/products/p3', { storeId: '1', productId: 'p3' }, { body: { soldOut: true }, cookie });
    const back = await call(soldOut as Handler, 'PUT', '/api/board/1/products/p3', { storeId: '1', productId: 'p3' }, { body: { soldOut: false }, cookie });
    expect(await back.json()).toEqual({ id: 'p3', name: 'Green Tea', soldOut: false });
    expect((await app.menus.findById('1', 'main'))?.Products.p3.Status).toBe(2);
    expect((await call(soldOut as Handler, 'PUT', '/api/board/1/products/nope', { storeId: '1', productId: 'nope' }, { body: { soldOut: true }, cookie })).status).toBe(404);
  });
});
