import { NextRequest } from 'next/server';
import { POST as cancel } from '@/app/api/orders/[orderId]/cancel/route';
import { GET as getOrder } from '@/app/api/orders/[orderId]/route';
import type { Container } from '@/lib/server/container';
import { loadOrderHistoryPage } from '@/lib/server/pages/load-order-history-page';
import type { TPlaceOrderResult } from '@/lib/views/order';
import { AccountClient, signedInMember } from '../support/accounts';
import { CHECKOUT_STORE, createCheckoutApp, pickupBody, placeOrderRequest, teardown } from '../support/checkout';
import { changeStatus } from '../support/orders';

let app: Container;
beforeAll(async () => {
  app = await createCheckoutApp();
});
afterAll(() => teardown(app));

/** The page's cookies() as the browser of `client` sends them. */
const cookiesOf = (client: AccountClient | null) => {
  const [name, value] = client?.cookie?.split('=') ?? [];
  return { get: (wanted: string) => (client && wanted === name ? { value } : undefined) };
};

async function placeAs(client: AccountClient): Promise<TPlaceOrderResult> {
  const response = await placeOrderRequest(CHECKOUT_STORE.ID, pickupBody(), undefined, { cookie: client.cookie! });
  expect(response.status).toBe(201);
  return (await response.json()) as TPlaceOrderResult;
}

const cancelAs = (client: AccountClient | null, orderId: string) =>
  cancel(
    new NextRequest(`http://localhost/api/orders/${orderId}/cancel`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', ...(client?.cookie ? { cookie: client.cookie } : {}) },
    }),
    { params: Promise.resolve({ orderId }) },
  );

describe('order history (part 1 §2 /{storename}/orderhistory, part 2 §6)', () => {
  it('keeps a member’s order as theirs: listed newest first with its store, items, total and status link', async () => {
    const { client } = await signedInMember('history');
    const first = await placeAs(client);
    const second = await placeAs(client);
    const view = await loadOrderHistoryPage({ app, cookies: cookiesOf(client), storename: CHECKOUT_STORE.Slug });
    if (!view || view === 'signIn') throw new Error('no history');
    expect(new Set(view.orders.map((o) => o.orderId))).toEqual(new Set([first.orderId, second.orderId]));
    expect(view.orders[0].createdOn).toBeGreaterThanOrEqual(view.orders[1].createdOn);
    expect(view.orders[0]).toMatchObject({ storeSlug: CHECKOUT_STORE.Slug, totalCents: 2560, headline: 'orderSent', items: [{ quantity: 2, name: expect.any(String) }] });
    const memberId = ((await client.session()).json.member as unknown as { id: string }).id;
    expect(view.orders[0].statusUrl).toBe(`/store/${CHECKOUT_STORE.Slug}/completeorder/${view.orders[0].orderId}/${memberId}`);
    expect(first.statusUrl).toContain(`/${memberId}`);
  });

  it('shows nobody else’s orders, and sends a visitor without a session to sign in', async () => {
    const { client: owner } = await signedInMember('history');
    const order = await placeAs(owner);
    const { client: other } = await signedInMember('history');
    const view = await loadOrderHistoryPage({ app, cookies: cookiesOf(other), storename: CHECKOUT_STORE.Slug });
    expect(view).toEqual({ storeSlug: CHECKOUT_STORE.Slug, header: { title: CHECKOUT_STORE.Name, branded: false }, orders: [] });
    expect(await loadOrderHistoryPage({ app, cookies: cookiesOf(null), storename: CHECKOUT_STORE.Slug })).toBe('signIn');
    expect(await loadOrderHistoryPage({ app, cookies: cookiesOf(owner), storename: 'no-such-store' })).toBeNull();
    expect(JSON.stringify(view)).not.toContain(order.orderId);
  });

  it('lets the member ask to cancel their own accepted order by their session, and nobody else', async () => {
    const { client: owner } = await signedInMember('history');
    const order = await placeAs(owner);
    // Sent orders cannot be cancelled yet (the rule wants 2 or 4): Cancellation not permitted.
    const early = await cancelAs(owner, order.orderId);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toBe('Cancellation not permitted');
    await changeStatus(app, order.orderId, 2);
    const view = await loadOrderHistoryPage({ app, cookies: cookiesOf(owner), storename: CHECKOUT_STORE.Slug });
    expect(view !== 'signIn' && view?.orders[0]).toMatchObject({ canCancel: true, headline: 'beingPrepared' });
    expect((await cancelAs((await signedInMember('history')).client, order.orderId)).status).toBe(404);
    expect((await cancelAs(null, order.orderId)).status).toBe(404);
    const done = await cancelAs(owner, order.orderId);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ onlineOrderStatus: 12 });
  });

  it('opens the member’s own order by their session, without the link’s token; nobody else’s', async () => {
    const { client: owner } = await signedInMember('history');
    const order = await placeAs(owner);
    const read = (client: AccountClient | null) =>
      getOrder(new NextRequest(`http://localhost/api/orders/${order.orderId}`, { headers: client?.cookie ? { cookie: client.cookie } : {} }), {
        params: Promise.resolve({ orderId: order.orderId }),
      });
    const own = await read(owner);
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ orderId: order.orderId });
    expect((await read((await signedInMember('history')).client)).status).toBe(404);
    expect((await read(null)).status).toBe(404);
  });

  it('tracks only the orders still in progress (part 1 §2 ordertracking)', async () => {
    const { client } = await signedInMember('tracking');
    const open = await placeAs(client);
    const done = await placeAs(client);
    await changeStatus(app, done.orderId, 2);
    await changeStatus(app, done.orderId, 4);
    await changeStatus(app, done.orderId, 5);
    const tracking = await loadOrderHistoryPage({ app, cookies: cookiesOf(client), storename: CHECKOUT_STORE.Slug, list: 'tracking' });
    expect(tracking !== 'signIn' && tracking?.orders.map((o) => o.orderId)).toEqual([open.orderId]);
    const history = await loadOrderHistoryPage({ app, cookies: cookiesOf(client), storename: CHECKOUT_STORE.Slug });
    expect(history !== 'signIn' && history?.orders).toHaveLength(2);
  });
});
