import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { POST as saveRoute } from '@/app/api/stores/[storeId]/saved-orders/route';
import { lineFromItem } from '@/lib/client/cart/line-from-item';
import jsQR from 'jsqr';
import type { TMenu } from '@/lib/schemas/entities';
import type { TSaveOrderRequestInput } from '@/lib/schemas/api/saved-orders';
import type { Container } from '@/lib/server/container';
import { SAVED_ORDER_TTL_SECONDS } from '@/lib/server/checkout/saved-orders';
import { loadMobileCartPage } from '@/lib/server/pages/load-mobile-cart-page';
import type { TSavedOrderCartView, TSavedOrderView } from '@/lib/views/saved-order';
import { rasteriseQrSvg, rgbaOf, svgOfDataUrl } from '../support/qr-svg';
import type { TPlaceOrderResult } from '@/lib/views/order';
import { CHECKOUT_STORE, DISABLED_STORE, TERMS_STORE, checkoutMenu, createCheckoutApp, pickupBody, placeOrderRequest, teardown } from '../support/checkout';
import { ZSaveOrderResponseSchema } from '@/lib/schemas/api/saved-orders';
import { expectAnswer } from '../support/answer';

let app: Container;
beforeAll(async () => {
  app = await createCheckoutApp();
});
afterAll(() => teardown(app));

type ErrorAnswer = { error: { code: string; message: string; fieldErrors?: Record<string, string[]> } };

const CART: TSaveOrderRequestInput = {
  items: [
    { id: 'p1', quantity: 2, itemNote: 'no onion', modifiers: [{ ID: 'm-soy', quantity: 1 }] },
    { id: 'p3', quantity: 1, modifiers: [] },
  ],
};

function save(storeId: string, body: unknown, { key = randomUUID(), locale = 'en' }: { key?: string | null; locale?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key !== null) headers['idempotency-key'] = key;
  return saveRoute(new NextRequest(`http://localhost/api/stores/${storeId}/saved-orders?locale=${locale}`, { method: 'POST', body: JSON.stringify(body), headers }), {
    params: Promise.resolve({ storeId }),
  });
}

async function saved(storeId = CHECKOUT_STORE.ID, body: unknown = CART): Promise<TSavedOrderView> {
  const answer = await save(storeId, body);
  await expectAnswer(answer, ZSaveOrderResponseSchema);
  expect(answer.status).toBe(201);
  return (await answer.json()) as TSavedOrderView;
}

async function open(id: string, { storename = CHECKOUT_STORE.Slug, now = new Date() }: { storename?: string; now?: Date } = {}): Promise<TSavedOrderCartView | null> {
  const page = await loadMobileCartPage({ app, storename, menuQuery: null, savedOrderId: id, now });
  if (page.status !== 'found') throw new Error(`page ${page.status}`);
  return page.view.savedOrder;
}

async function setMenu(change: (menu: TMenu) => TMenu): Promise<void> {
  await app.menus.saveMany(CHECKOUT_STORE.ID, [change(checkoutMenu())]);
}

describe('saving an order (POST /api/stores/{storeId}/saved-orders)', () => {
  it('keeps the cart for a day under an unguessable id and answers its QR image, which reads back as the id', async () => {
    const before = Math.floor(Date.now() / 1000);
    const view = await saved();
    expect(view.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(view.expiresAt).toBeGreaterThanOrEqual(before + SAVED_ORDER_TTL_SECONDS);
    expect(view.expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + SAVED_ORDER_TTL_SECONDS);
    expect(view.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const { luma, size } = rasteriseQrSvg(svgOfDataUrl(view.qrCode));
    expect(jsQR(rgbaOf(luma), size, size)?.data).toBe(view.id);
    // Another cart, another id: ids are not counted up.
    expect((await saved()).id).not.toBe(view.id);
  });

  it('answers the same saved order to a retry with the same key, refuses the key with another body, and needs a key', async () => {
    const key = randomUUID();
    const first = (await (await save(CHECKOUT_STORE.ID, CART, { key })).json()) as TSavedOrderView;
    const again = await save(CHECKOUT_STORE.ID, CART, { key });
    expect(again.status).toBe(201);
    expect(((await again.json()) as TSavedOrderView).id).toBe(first.id);
    const other = await save(CHECKOUT_STORE.ID, { items: [{ id: 'p3', quantity: 5 }] }, { key });
    expect(other.status).toBe(422);
    expect(((await other.json()) as ErrorAnswer).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await save(CHECKOUT_STORE.ID, CART, { key: null })).status).toBe(400);
    // The same key at another store is another saved order.
    const elsewhere = (await (await save(TERMS_STORE.ID, CART, { key })).json()) as TSavedOrderView;
    expect(elsewhere.id).not.toBe(first.id);
  });

  it("refuses an empty cart with the spec's 'Error...Try again!', in the page's language", async () => {
    const answer = await save(CHECKOUT_STORE.ID, { items: [] });
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as ErrorAnswer).error.message).toBe('Error...Try again!');
    const zh = await save(CHECKOUT_STORE.ID, { items: [] }, { locale: 'zh-CN' });
    expect(((await zh.json()) as ErrorAnswer).error.message).toBe('出错了……请重试！');
  });

  it('refuses what the menu does not sell or allow, too many lines, too long a note, and an unknown or disabled store', async () => {
    const unknown = await save(CHECKOUT_STORE.ID, { items: [{ id: 'p-none', quantity: 1 }] });
    expect(unknown.status).toBe(422);
    expect((await save(CHECKOUT_STORE.ID, { items: [{ id: 'p2', quantity: 1 }] })).status).toBe(422);
    // Sauce is a single choice: two are refused.
    expect(
      (
        await save(CHECKOUT_STORE.ID, {
          items: [
            {
              id: 'p1',
              quantity: 1,
              modifiers: [
                { ID: 'm-soy', quantity: 1 },
                { ID: 'm-chilli', quantity: 1 },
              ],
            },
          ],
        })
      ).status,
    ).toBe(422);
    expect((await save(CHECKOUT_STORE.ID, { items: [{ id: 'p3', quantity: 21 }] })).status).toBe(400);
    expect((await save(CHECKOUT_STORE.ID, { items: Array.from({ length: 51 }, () => ({ id: 'p3', quantity: 1 })) })).status).toBe(400);
    expect((await save(CHECKOUT_STORE.ID, { items: [{ id: 'p3', quantity: 1, itemNote: 'x'.repeat(301) }] })).status).toBe(422);
    expect((await save('999', CART)).status).toBe(404);
    expect((await save(DISABLED_STORE.ID, CART)).status).toBe(404);
    const broken = await saveRoute(
      new NextRequest('http://localhost/api/stores/1/saved-orders', {
        method: 'POST',
        body: '{',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      }),
      {
        params: Promise.resolve({ storeId: '1' }),
      },
    );
    expect(broken.status).toBe(400);
  });
});

describe('opening a saved order in the mobile cart (/shoppingcartmobile/{qrcode})', () => {
  afterEach(() => setMenu((menu) => menu));

  it('gives its lines priced from the menu of today, never from what was saved', async () => {
    const { id } = await saved();
    await setMenu((menu) => ({ ...menu, Products: { ...menu.Products, p1: { ...menu.Products.p1, Price: 14 } } }));
    const view = await open(id);
    expect(view?.status).toBe('loaded');
    if (view?.status !== 'loaded') return;
    expect(view.missing).toEqual([]);
    expect(view.lines.map((line) => [line.id, line.name, line.price, line.quantity, line.itemNote])).toEqual([
      ['p1', 'Pork Dumplings', 14, 2, 'no onion'],
      ['p3', 'Green Tea', 3.5, 1, undefined],
    ]);
    expect(view.lines[0].modifiers).toEqual([expect.objectContaining({ ID: 'm-soy', Name: 'Soy', Price: 0.5, quantity: 1 })]);
    // Each line is one the browser's cart takes as it is.
    expect(view.lines.map((line) => lineFromItem({ ...line, uniqueId: '' }))).not.toContain(null);
  });

  it('names the lines the menu no longer sells and loads the others', async () => {
    const { id } = await saved();
    await setMenu((menu) => ({ ...menu, Products: { ...menu.Products, p3: { ...menu.Products.p3, Status: 3 } } }));
    const view = await open(id);
    expect(view).toEqual(expect.objectContaining({ status: 'loaded', missing: ['Green Tea'] }));
    if (view?.status === 'loaded') expect(view.lines.map((line) => line.id)).toEqual(['p1']);
  });

  it('tells an expired order from an unknown one, and treats another store’s id as unknown', async () => {
    const { id, expiresAt } = await saved();
    expect((await open(id, { now: new Date((expiresAt - 1) * 1000) }))?.status).toBe('loaded');
    expect(await open(id, { now: new Date(expiresAt * 1000) })).toEqual({ status: 'expired' });
    expect(await open('AAAAAAAAAAAAAAAAAAAAAA')).toEqual({ status: 'unknown' });
    expect(await open('not an id')).toEqual({ status: 'unknown' });
    expect(await open(id, { storename: TERMS_STORE.Slug })).toEqual({ status: 'unknown' });
  });

  it('opens no saved order when the path has no code', async () => {
    const page = await loadMobileCartPage({ app, storename: CHECKOUT_STORE.Slug, menuQuery: null, now: new Date() });
    expect(page.status === 'found' && page.view.savedOrder).toBeNull();
  });
});

describe('opening an order to pay in the mobile cart (/shoppingcartmobile/{qrcode}/{orderid})', () => {
  async function placed(): Promise<{ orderId: string; token: string }> {
    const answer = await placeOrderRequest(CHECKOUT_STORE.ID, pickupBody());
    expect(answer.status).toBe(201);
    const result = (await answer.json()) as TPlaceOrderResult;
    return { orderId: result.orderId, token: new URL(result.statusUrl, 'http://x').searchParams.get('t') ?? '' };
  }
  const openToPay = async (orderId: string, token: string | null, storename = CHECKOUT_STORE.Slug) => {
    const page = await loadMobileCartPage({ app, storename, menuQuery: null, savedOrderId: 'scan', orderToPay: { orderId, token, userId: null }, now: new Date() });
    return page.status === 'found' ? page.view.savedOrder : null;
  };

  it('gives the order’s lines from today’s menu to the holder of its link’s token, and nothing to anyone else', async () => {
    const { orderId, token } = await placed();
    const view = await openToPay(orderId, token);
    expect(view).toEqual(expect.objectContaining({ status: 'loaded', id: orderId, missing: [] }));
    if (view?.status === 'loaded') expect(view.lines.map((line) => [line.id, line.quantity, line.price])).toEqual([['p1', 2, 12.8]]);
    if (view?.status === 'loaded') expect(view.lines.map((line) => lineFromItem({ ...line, uniqueId: '' }))).not.toContain(null);
    expect(await openToPay(orderId, null)).toEqual({ status: 'unknown' });
    expect(await openToPay(orderId, 'wrong-token')).toEqual({ status: 'unknown' });
    expect(await openToPay(orderId, token, TERMS_STORE.Slug)).toEqual({ status: 'unknown' });
    expect(await openToPay('no-such-order', token)).toEqual({ status: 'unknown' });
  });
});
