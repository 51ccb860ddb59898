import { NextRequest } from 'next/server';
import { GET as getEvents } from '@/app/api/orders/[orderId]/events/route';
import { GET as getOrder } from '@/app/api/orders/[orderId]/route';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { COLLECTIONS } from '@/lib/server/collections';
import { createContainer, setContainerForTests, type Container } from '@/lib/server/container';
import { orderStatusHub } from '@/lib/server/orders/order-status-hub';
import { loadCatalogue } from '@/lib/server/catalogue/use-cases/load-catalogue';
import { loadOrderStatusPage } from '@/lib/server/pages/load-order-status-page';
import type { TOrderStatusEvent, TOrderStatusView } from '@/lib/views/order';
import { testStore } from '../support/catalogue';
import { changeStatus, writeGuestOrder } from '../support/orders';
import { ZOrderStatusResponseSchema } from '@/lib/schemas/api/order-status';
import { expectAnswer } from '../support/answer';

let app: Container;

beforeAll(async () => {
  app = createContainer(createSqliteDocumentStore({ filename: ':memory:', pollIntervalMs: 50 }));
  await loadCatalogue({
    documents: app.documents,
    catalogue: {
      stores: [
        testStore({
          ID: '1',
          Slug: 'harbour',
          Name: 'Harbour Kitchen',
          OfficePhone: '02 5550 1001',
          OrderPreparationTime: 20,
          OrderPreparationDeliveryBuffer: 10,
          HQCompanyID: undefined,
        }),
        testStore({ ID: '2', Slug: 'quiet', Name: 'Quiet Cafe', IsDisableStatusTracking: true }),
      ],
      menus: {},
      coupons: [],
    },
  });
  setContainerForTests(app);
});

afterAll(async () => {
  setContainerForTests(undefined);
  await app.documents.close();
});

const params = (orderId: string) => ({ params: Promise.resolve({ orderId }) });
const read = (orderId: string, query = '', headers: Record<string, string> = {}) =>
  getOrder(new NextRequest(`http://localhost/api/orders/${orderId}${query}`, { headers }), params(orderId));

describe('GET /api/orders/{orderId}', () => {
  it('answers the status view to the holder of the status link’s token', async () => {
    const { orderId, token } = await writeGuestOrder(app, {
      storeId: '1',
      storeName: 'Harbour Kitchen',
      storeSlug: 'harbour',
      orderType: 10,
      deliveryDuration: 900,
      email: 'ada@example.com',
    });
    const response = await read(orderId, `?t=${token}`);
    await expectAnswer(response, ZOrderStatusResponseSchema);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const view = (await response.json()) as TOrderStatusView;
    expect(view).toEqual({
      orderId,
      orderNumber: '1042',
      storeId: '1',
      storeSlug: 'harbour',
      storeName: 'Harbour Kitchen',
      storeAddress: '1 George Street, Sydney NSW 2000',
      storePhone: '02 5550 1001',
      onlineOrderStatus: 1,
      onlineOrderStatusDescription: null,
      orderType: 10,
      createdOn: Date.UTC(2026, 2, 5, 3, 30) / 1000,
      scheduledTime: Date.UTC(2026, 2, 5, 3, 30) / 1000 + 1800,
      timeZone: 'Australia/Sydney',
      // 900 s of driving is 15 min, plus 20 min preparation and a 10 min buffer; shown to 10 min later
      estimateMinutes: { from: 45, to: 55 },
      isDisableStatusTracking: false,
      total: 25.6,
      guest: true,
      accountCreatedAtCheckout: false,
    });
    // nothing private crosses: no token hash, no payment details, no contact data
    const text = JSON.stringify(view);
    expect(text).not.toMatch(/AccessTokenHash|PaymentTransactions|ada@example.com|Lovelace/);
  });

  it('answers 404 NOT_FOUND without a token, with a wrong one, and for an unknown order alike', async () => {
    const { orderId, token } = await writeGuestOrder(app, { storeId: '1', storeName: 'Harbour Kitchen', storeSlug: 'harbour' });
    const other = await writeGuestOrder(app, { storeId: '1', storeName: 'Harbour Kitchen', storeSlug: 'harbour' });
    const answers = await Promise.all([
      read(orderId),
      read(orderId, '?t='),
      read(orderId, `?t=${other.token}`),
      read(orderId, `?t=${token.slice(0, -2)}xx`),
      read('00000000-0000-4000-8000-000000000000', `?t=${token}`),
      read('..%2Fstores', `?t=${token}`),
    ]);
    for (const response of answers) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'This order cannot be found.' } });
    }
    const chinese = await read(orderId, '', { 'accept-language': 'zh-CN' });
    expect((await chinese.json()).error).toEqual({ code: 'NOT_FOUND', message: '找不到该订单。' });
  });

  it('gives no estimate for dine-in, the preparation range for pickup, and the store’s tracking switch', async () => {
    const dineIn = await writeGuestOrder(app, { storeId: '1', storeName: 'Harbour Kitchen', storeSlug: 'harbour', orderType: 8, status: 18 });
    expect(((await (await read(dineIn.orderId, `?t=${dineIn.token}`)).json()) as TOrderStatusView).estimateMinutes).toBeNull();
    const pickup = await writeGuestOrder(app, { storeId: '1', storeName: 'Harbour Kitchen', storeSlug: 'harbour', orderType: 3 });
    expect(((await (await read(pickup.orderId, `?t=${pickup.token}`)).json()) as TOrderStatusView).estimateMinutes).toEqual({ from: 20, to: 30 });
    const quiet = await writeGuestOrder(app, { storeId: '2', storeName: 'Quiet Cafe', storeSlug: 'quiet' });
    expect(((await (await read(quiet.orderId, `?t=${quiet.token}`)).json()) as TOrderStatusView).isDisableStatusTracking).toBe(true);
  });

  it('falls back to the history order when the tracking order is gone', async () => {
    const { orderId, token } = await writeGuestOrder(app, { storeId: '1', storeName: 'Harbour Kitchen', storeSlug: 'harbour' });
    await changeStatus(app, orderId, 5);
    await app.documents.delete(COLLECTIONS.trackingOrders, orderId);
    const view = (await (await read(orderId, `?t=${token}`)).json()) as TOrderStatusView;
    expect(view.onlineOrderStatus).toBe(5);
    expect(view.storeSlug).toBe('harbour');
  });
});

describe('the status page loader', () => {
  it('offers retry while the store is enabled, and needs the token', async () => {
    const { orderId, token } = await writeGuestOrder(app, { storeId: '1', storeName: 'Harbour Kitchen', storeSlug: 'harbour', email: 'ada@example.com' });
    const page = await loadOrderStatusPage({ historyOrders: app.historyOrders, trackingOrders: app.trackingOrders, stores: app.stores, orderId, token });
    expect(page).toMatchObject({ signedIn: false, retryAvailable: true, branded: false });
    await expect(loadOrderStatusPage({ historyOrders: app.historyOrders, trackingOrders: app.trackingOrders, stores: app.stores, orderId, token: null })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

/** Reads server-sent events off a response body. */
function eventReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<{ event?: string; data?: string; retry?: string; comment?: string }> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields: Record<string, string> = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) fields.comment = line.slice(1).trim();
          else {
            const colon = line.indexOf(':');
            fields[line.slice(0, colon)] = line.slice(colon + 1).trim();
          }
        }
        return fields;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

describe('GET /api/orders/{orderId}/events', () => {
  it('sends the current status at once, then each change made through the DocumentStore, and stops watching on abort', async () => {
    const { orderId, token } = await writeGuestOrder(app, { storeId: '1', storeName: 'Harbour Kitchen', storeSlug: 'harbour' });
    const abort = new AbortController();
    const response = await getEvents(new NextRequest(`http://localhost/api/orders/${orderId}/events?t=${token}`, { signal: abort.signal }), params(orderId));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    const next = eventReader(response);
    expect(await next()).toEqual({ retry: '3000' });
    const first = await next();
    expect(first.event).toBe('status');
    expect(JSON.parse(first.data!)).toEqual({ orderId, onlineOrderStatus: 1, onlineOrderStatusDescription: null } satisfies TOrderStatusEvent);

    await changeStatus(app, orderId, 2);
    expect(JSON.parse((await next()).data!)).toEqual({ orderId, onlineOrderStatus: 2, onlineOrderStatusDescription: null });
    await changeStatus(app, orderId, 3, 'We had problems reaching the store');
    expect(JSON.parse((await next()).data!)).toEqual({ orderId, onlineOrderStatus: 3, onlineOrderStatusDescription: 'We had problems reaching the store' });

    const hub = orderStatusHub(app.documents);
    expect(hub.stats()).toEqual({ orders: 1, listeners: 1 });
    abort.abort();
    await expect(next()).rejects.toThrow('stream ended');
    expect(hub.stats()).toEqual({ orders: 0, listeners: 0 });
  });

  it('shares one watch of the order among many streams', async () => {
    const { orderId, token } = await writeGuestOrder(app, { storeId: '1', storeName: 'Harbour Kitchen', storeSlug: 'harbour' });
    const watch = jest.spyOn(app.documents, 'watch');
    const aborts = Array.from({ length: 20 }, () => new AbortController());
    const streams = await Promise.all(
      aborts.map((abort) => getEvents(new NextRequest(`http://localhost/api/orders/${orderId}/events?t=${token}`, { signal: abort.signal }), params(orderId))),
    );
    const readers = streams.map(eventReader);
    await Promise.all(readers.map(async (next) => (await next(), await next())));
    expect(watch).toHaveBeenCalledTimes(1);
    await changeStatus(app, orderId, 4);
    const events = await Promise.all(readers.map((next) => next()));
    expect(events.every((event) => JSON.parse(event.data!).onlineOrderStatus === 4)).toBe(true);
    aborts.forEach((abort) => abort.abort());
    expect(orderStatusHub(app.documents).stats()).toEqual({ orders: 0, listeners: 0 });
    watch.mockRestore();
  });

  it('answers 404 in the API’s error shape without a valid token, and opens no stream', async () => {
    const { orderId } = await writeGuestOrder(app, { storeId: '1', storeName: 'Harbour Kitchen', storeSlug: 'harbour' });
    const response = await getEvents(new NextRequest(`http://localhost/api/orders/${orderId}/events?t=nope`), params(orderId));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'This order cannot be found.' } });
  });
});
