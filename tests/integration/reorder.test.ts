import { NextRequest } from 'next/server';
import { POST as reorderRoute } from '@/app/api/orders/[orderId]/reorder/route';
import { POST as previousOrdersRoute } from '@/app/api/stores/[storeId]/previous-orders/route';
import type { TStore } from '@/lib/schemas/entities';
import type { Container } from '@/lib/server/container';
import type { TPlaceOrderResult } from '@/lib/views/order';
import type { TPreviousOrdersView } from '@/lib/views/account';
import { AccountClient, signedInMember } from '../support/accounts';
import { testStore } from '../support/catalogue';
import { CHECKOUT_STORE, CLOSED_STORE, DISABLED_STORE, createCheckoutApp, pickupBody, placeOrderRequest, teardown } from '../support/checkout';
import { ZPreviousOrdersResponseSchema, ZReorderResponseSchema } from '@/lib/schemas/api/reorders';
import { expectAnswer } from '../support/answer';

let app: Container;
beforeAll(async () => {
  app = await createCheckoutApp();
  await app.stores.saveMany([NIGHT_STORE, QUIET_STORE, PRE_ORDER_STORE]);
});
afterAll(() => teardown(app));

const noHours = [1, 2, 3, 4, 5, 6, 7].map((DayOfWeek) => ({ DayOfWeek, OpeningTime: '00:00:00', ClosingTime: '00:00:01' }));
/** Outside its hours all day, with its own closing message. */
const NIGHT_STORE: TStore = testStore({ ID: '21', Slug: 'night-store', Name: 'Night Store', OperatingHours: noHours, ClosingStoreMessage: 'Back at dusk.' });
/** Outside its hours, no message of its own. */
const QUIET_STORE: TStore = testStore({ ID: '22', Slug: 'quiet-store', Name: 'Quiet Store', OperatingHours: noHours });
/** Outside its hours, but taking pre-orders. */
const PRE_ORDER_STORE: TStore = testStore({ ID: '23', Slug: 'pre-order-store', Name: 'Pre-order Store', OperatingHours: noHours, EnablePreoderForPickup: true });

type ErrorAnswer = { error: { code: string; message: string } };

async function place(client: AccountClient | null): Promise<TPlaceOrderResult & { token: string | null }> {
  const response = await placeOrderRequest(CHECKOUT_STORE.ID, pickupBody(), undefined, client?.cookie ? { cookie: client.cookie } : {});
  expect(response.status).toBe(201);
  const result = (await response.json()) as TPlaceOrderResult;
  return { ...result, token: new URL(result.statusUrl, 'http://x').searchParams.get('t') };
}

/** The order as if it had been placed at another store (the history keeps the store's id). */
async function moveTo(orderId: string, storeId: string): Promise<void> {
  const order = await app.historyOrders.findById(orderId);
  await app.historyOrders.save(orderId, { ...order!, StoreID: storeId });
}

const reorder = (orderId: string, { client = null, token, locale = 'en' }: { client?: AccountClient | null; token?: string; locale?: string } = {}) =>
  reorderRoute(
    new NextRequest(`http://localhost/api/orders/${orderId}/reorder?locale=${locale}`, {
      method: 'POST',
      body: JSON.stringify(token ? { token } : {}),
      headers: { 'content-type': 'application/json', ...(client?.cookie ? { cookie: client.cookie } : {}) },
    }),
    { params: Promise.resolve({ orderId }) },
  );

const previousOrders = (storeId: string, orders: { orderId: string; token: string }[], client: AccountClient | null = null) =>
  previousOrdersRoute(
    new NextRequest(`http://localhost/api/stores/${storeId}/previous-orders`, {
      method: 'POST',
      body: JSON.stringify({ orders }),
      headers: { 'content-type': 'application/json', ...(client?.cookie ? { cookie: client.cookie } : {}) },
    }),
    { params: Promise.resolve({ storeId }) },
  );

describe('reorder (part 1 §4 "Reorder", part 2 §8)', () => {
  it('opens the checkout of an open store with the order: the member by session, the guest by the link’s token', async () => {
    const { client } = await signedInMember('reorder');
    const own = await place(client);
    const answer = await reorder(own.orderId, { client });
    await expectAnswer(answer, ZReorderResponseSchema);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ checkoutPath: `/store/${CHECKOUT_STORE.Slug}/checkout/${own.orderId}` });

    const guest = await place(null);
    expect(guest.token).toBeTruthy();
    const byToken = await reorder(guest.orderId, { token: guest.token! });
    expect(await byToken.json()).toEqual({ checkoutPath: `/store/${CHECKOUT_STORE.Slug}/checkout/${guest.orderId}?t=${encodeURIComponent(guest.token!)}` });
  });

  it('tells anyone else there is no such order', async () => {
    const { client: owner } = await signedInMember('reorder');
    const order = await place(owner);
    const { client: other } = await signedInMember('reorder');
    expect((await reorder(order.orderId, { client: other })).status).toBe(404);
    expect((await reorder(order.orderId)).status).toBe(404);
    expect((await reorder(order.orderId, { token: 'not-the-token' })).status).toBe(404);
    expect((await reorder('no-such-order', { client: owner })).status).toBe(404);
  });

  it('answers StoreNotFound for an order of a store that no longer exists or is disabled, in both languages', async () => {
    const { client } = await signedInMember('reorder');
    for (const storeId of ['999', DISABLED_STORE.ID]) {
      const order = await place(client);
      await moveTo(order.orderId, storeId);
      const answer = await reorder(order.orderId, { client });
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ error: { code: 'STORE_NOT_FOUND', message: 'StoreNotFound' } });
      expect(((await (await reorder(order.orderId, { client, locale: 'zh-CN' })).json()) as ErrorAnswer).error.message).toBe('找不到门店');
    }
  });

  it('refuses a store not in operation or outside its hours with its closing message, else “Currently not taking online orders”', async () => {
    const { client } = await signedInMember('reorder');
    const cases: [TStore, string, string][] = [
      [CLOSED_STORE, 'Currently not taking online orders', '目前不接受在线订单'],
      [NIGHT_STORE, 'Back at dusk.', 'Back at dusk.'],
      [QUIET_STORE, 'Currently not taking online orders', '目前不接受在线订单'],
    ];
    for (const [store, en, zh] of cases) {
      const order = await place(client);
      await moveTo(order.orderId, store.ID);
      const answer = await reorder(order.orderId, { client });
      expect(answer.status).toBe(409);
      expect(await answer.json()).toEqual({ error: { code: 'STORE_CLOSED', message: en } });
      expect(((await (await reorder(order.orderId, { client, locale: 'zh-CN' })).json()) as ErrorAnswer).error.message).toBe(zh);
    }
  });

  it('lets a closed store taking pre-orders be reordered from (another store: its own checkout)', async () => {
    const { client } = await signedInMember('reorder');
    const order = await place(client);
    await moveTo(order.orderId, PRE_ORDER_STORE.ID);
    expect(await (await reorder(order.orderId, { client })).json()).toEqual({ checkoutPath: `/store/${PRE_ORDER_STORE.Slug}/checkout/${order.orderId}` });
  });
});

describe('previous orders of the store screen (part 1 §2 reorder carousel)', () => {
  it('lists the member’s orders of this store only, newest first, at most 4, with their items in the store’s zone', async () => {
    const { client } = await signedInMember('carousel');
    const placed = [];
    for (let i = 0; i < 5; i += 1) placed.push(await place(client));
    await moveTo(placed[0].orderId, NIGHT_STORE.ID);
    const answer = await previousOrders(CHECKOUT_STORE.ID, [], client);
    await expectAnswer(answer, ZPreviousOrdersResponseSchema);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const view = (await answer.json()) as TPreviousOrdersView;
    expect(view.orders).toHaveLength(4);
    expect(new Set(view.orders.map((o) => o.orderId))).toEqual(new Set(placed.slice(1).map((o) => o.orderId)));
    expect(view.orders.map((o) => o.createdOn)).toEqual([...view.orders.map((o) => o.createdOn)].sort((a, b) => b - a));
    expect(view.orders[0]).toMatchObject({ timeZone: 'Australia/Sydney', items: [{ name: 'Pork Dumplings', quantity: 2 }] });
    const night = (await (await previousOrders(NIGHT_STORE.ID, [], client)).json()) as TPreviousOrdersView;
    expect(night.orders.map((o) => o.orderId)).toEqual([placed[0].orderId]);
  });

  it('lists a guest’s orders proven by their tokens, skips any other, and shows nobody else’s orders', async () => {
    const { client: member } = await signedInMember('carousel');
    const theirs = await place(member);
    const guest = await place(null);
    const other = await place(null);
    const view = (await (
      await previousOrders(CHECKOUT_STORE.ID, [
        { orderId: guest.orderId, token: guest.token! },
        { orderId: other.orderId, token: 'forged' },
        { orderId: theirs.orderId, token: guest.token! },
      ])
    ).json()) as TPreviousOrdersView;
    expect(view.orders.map((o) => o.orderId)).toEqual([guest.orderId]);
    expect((await (await previousOrders(CHECKOUT_STORE.ID, [])).json()) as TPreviousOrdersView).toEqual({ orders: [] });
  });

  it('answers 404 for an unknown store and 400 for more than 4 orders of the device', async () => {
    expect((await previousOrders('999', [])).status).toBe(404);
    const many = Array.from({ length: 5 }, (_, i) => ({ orderId: `o${i}`, token: 't' }));
    expect((await previousOrders(CHECKOUT_STORE.ID, many)).status).toBe(400);
  });
});
