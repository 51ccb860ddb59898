/**
 * The secrets of an order's links (issue 35 item 13): the status link's token is an HMAC under a
 * key of the server's secret, not under the client's Idempotency-Key (a store system's short key
 * gave out guessable tokens), and a retry still gets the same link; the sandbox's payment pages
 * need their link's challenge secret besides the payment id; and no status token or challenge
 * secret is stored in clear in any collection, whatever kind of order was placed.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { POST as answerChallenge } from '@/app/api/payments/sandbox/[paymentId]/challenge/route';
import { POST as giftOrderRoute } from '@/app/api/stores/[storeId]/gift-orders/route';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import { idempotencyRecordId, type TIdempotencyRecord } from '@/lib/server/checkout/idempotency';
import { canReadOrder, hashAccessToken } from '@/lib/server/orders/order-access';
import { loadSandboxChallenge } from '@/lib/server/pages/load-sandbox-challenge';
import type { TPlaceOrderResult } from '@/lib/views/order';
import {
  ALIPAY_STORE,
  CARD,
  CHALLENGE_CARD,
  CHECKOUT_STORE,
  CONTACT,
  createCheckoutApp,
  firstSlot,
  menuWithGiftCard,
  pickupBody,
  placeOrderRequest,
  teardown,
} from '../support/checkout';

jest.setTimeout(60_000);

let app: Container;
beforeAll(async () => {
  app = await createCheckoutApp({}, menuWithGiftCard);
});
afterAll(() => teardown(app));

const tokenOf = (placed: TPlaceOrderResult) => new URL(placed.statusUrl, 'http://localhost').searchParams.get('t') ?? '';
const redirectOf = (placed: TPlaceOrderResult) => new URL(placed.next.type === 'redirect' ? placed.next.url : '/', 'http://localhost');

async function place(body: Parameters<typeof placeOrderRequest>[1], key: string = randomUUID(), storeId = CHECKOUT_STORE.ID): Promise<TPlaceOrderResult> {
  const response = await placeOrderRequest(storeId, body, key);
  expect([response.status, response.status === 201 ? null : await response.clone().json()]).toEqual([201, null]);
  return (await response.json()) as TPlaceOrderResult;
}

function answer(paymentId: string, body: Record<string, unknown>) {
  return answerChallenge(
    new NextRequest(`http://localhost/api/payments/sandbox/${paymentId}/challenge`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    }),
    { params: Promise.resolve({ paymentId }) },
  );
}

/** A card order above the store's 3-D Secure minimum: waiting for the sandbox's challenge page. */
const challengedBody = () => pickupBody({ items: [{ id: 'p4', quantity: 2 }], payment: { method: 1, card: CARD }, expectedTotal: 162.4 });

describe('the status link’s token', () => {
  it('is not the HMAC of the order under the Idempotency-Key: a short key gives nothing away; a retry gets the same link', async () => {
    const key = '12345678';
    const placed = await place(pickupBody(), key);
    const token = tokenOf(placed);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(token).not.toBe(createHmac('sha256', key).update(`order-access:${placed.orderId}`).digest('base64url'));
    const retried = await place(pickupBody(), key);
    expect(retried.statusUrl).toBe(placed.statusUrl);
    expect(canReadOrder((await app.historyOrders.findById(placed.orderId)) ?? {}, { token })).toBe(true);
  });

  it('still answers a record written before with the link it gave then (its key’s token), so links already given keep working', async () => {
    const key = randomUUID();
    const placed = await place(pickupBody(), key);
    const keyed = createHmac('sha256', key).update(`order-access:${placed.orderId}`).digest('base64url');
    // As such a record and order were written: no tokenScheme, the keyed token's hash on the order.
    const recordId = idempotencyRecordId(key);
    const { tokenScheme: _scheme, ...before } = (await app.documents.get<TIdempotencyRecord>(COLLECTIONS.idempotencyKeys, recordId))!;
    await app.documents.set(COLLECTIONS.idempotencyKeys, recordId, before);
    await app.documents.update(COLLECTIONS.historyOrders, placed.orderId, { AccessTokenHash: hashAccessToken(keyed) });
    const retried = await place(pickupBody(), key);
    expect(tokenOf(retried)).toBe(keyed);
    expect(canReadOrder((await app.historyOrders.findById(placed.orderId)) ?? {}, { token: keyed })).toBe(true);
  });
});

describe('the sandbox’s payment pages need their link’s secret', () => {
  it('answers 404 without the secret or with a wrong one, and changes nothing; the link’s own secret settles the payment and returns with the status token', async () => {
    const placed = await place(challengedBody());
    const link = redirectOf(placed);
    const paymentId = link.pathname.split('/').pop()!;
    const secret = link.searchParams.get('c')!;
    expect(secret).toMatch(/^[\w-]{43}$/);
    for (const body of [
      { outcome: 'complete' },
      { outcome: 'complete', secret: 'guess' },
      // (the last character of 32 random bytes in base64url is one of 16: 'A' one time in 16)
      { outcome: 'complete', secret: `${secret.slice(0, -1)}${secret.endsWith('A') ? 'E' : 'A'}` },
      { outcome: 'fail', secret: '' },
    ]) {
      const refused = await answer(paymentId, body);
      expect([refused.status, ((await refused.json()) as { error: { code: string } }).error.code]).toEqual([404, 'NOT_FOUND']);
    }
    expect(await loadSandboxChallenge({ app, paymentId, secret: null })).toBeNull();
    expect(await loadSandboxChallenge({ app, paymentId, secret: 'guess' })).toBeNull();
    expect(await loadSandboxChallenge({ app, paymentId, secret })).toMatchObject({ paymentId, awaitingAnswer: true });
    expect(await app.trackingOrders.findById(placed.orderId)).toMatchObject({ PaymentStatus: 'pending' });

    const ok = await answer(paymentId, { outcome: 'complete', secret });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ returnUrl: placed.statusUrl, onlineOrderStatus: 1 });
    expect(await app.trackingOrders.findById(placed.orderId)).toMatchObject({ PaymentStatus: 'paid' });
  });

  it('gives a retried order the same page link', async () => {
    const key = randomUUID();
    const first = await place(challengedBody(), key);
    const again = await place(challengedBody(), key);
    expect(again.next).toEqual(first.next);
    expect(redirectOf(again).searchParams.get('c')).toMatch(/^[\w-]{43}$/);
  });
});

describe('no status token or challenge secret is stored in clear', () => {
  it('places an order of each kind and finds neither in any document of any collection (the outbox holds them only in the customer’s own mail)', async () => {
    const email = `${randomUUID()}@example.com`;
    const contact = { ...CONTACT, Email: email };
    const placed: TPlaceOrderResult[] = [];
    placed.push(await place(pickupBody({ contact })));
    placed.push(await place(pickupBody({ contact, payment: { method: 1, card: CARD }, expectedTotal: 25.98 })));
    placed.push(
      await place({
        ...pickupBody({ contact }),
        orderType: 10,
        scheduledTime: firstSlot(CHECKOUT_STORE, 'delivery'),
        room: { RoomNumber: '1204' },
        payment: { method: 8 },
        expectedTotal: 25.6,
      }),
    );
    // 3-D Secure, answered and left waiting; Alipay and WeChat Pay, answered and left waiting.
    const challenged = await place({ ...challengedBody(), contact });
    placed.push(
      challenged,
      await place({ ...challengedBody(), contact }),
      await place(pickupBody({ contact, payment: { method: 1, card: CHALLENGE_CARD }, expectedTotal: 25.98 })),
    );
    const alipay = await place(pickupBody({ contact, payment: { method: 4, isMobile: false } }), randomUUID(), ALIPAY_STORE.ID);
    placed.push(alipay, await place(pickupBody({ contact, payment: { method: 5, isMobile: true } }), randomUUID(), ALIPAY_STORE.ID));
    for (const order of [challenged, alipay]) {
      const link = redirectOf(order);
      expect((await answer(link.pathname.split('/').pop()!, { outcome: 'complete', secret: link.searchParams.get('c') })).status).toBe(200);
    }
    const gift = await giftOrderRoute(
      new NextRequest('http://localhost/api/stores/1/gift-orders', {
        method: 'POST',
        body: JSON.stringify({
          items: [{ id: 'gift-25', quantity: 1, message: { Email: 'grace@example.com', From: 'Ada', To: 'Grace', Message: '' } }],
          contact,
          payment: { method: 1, card: CARD },
          expectedTotal: 25.38,
        }),
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      }),
      { params: Promise.resolve({ storeId: '1' }) },
    );
    expect(gift.status).toBe(201);
    placed.push((await gift.json()) as TPlaceOrderResult);

    const secrets = placed.flatMap((order) => [tokenOf(order), ...(order.next.type === 'redirect' ? [redirectOf(order).searchParams.get('c') ?? ''] : [])]);
    expect(secrets.every((secret) => /^[\w-]{43}$/.test(secret))).toBe(true);
    const stored: { collection: string; id: string; text: string }[] = [];
    for (const collection of Object.values(COLLECTIONS)) {
      const page = await app.documents.query(collection, { limit: 10_000 });
      for (const doc of page.docs) stored.push({ collection, id: doc.id, text: `${doc.id} ${JSON.stringify(doc.data)}` });
    }
    const found = stored.flatMap(({ collection, id, text }) =>
      secrets.filter((secret) => text.includes(secret) || text.includes(encodeURIComponent(secret))).map(() => `${collection}/${id}`),
    );
    // The outbox is the mail itself (the development stand-in for the SMTP server): the customer's
    // confirmation carries their link, as the mail sent by SMTP does. Nothing else holds a token.
    expect(found.length).toBeGreaterThan(0);
    const outside = found.filter((where) => !where.startsWith(`${COLLECTIONS.outbox}/`));
    expect(outside).toEqual([]);
    const mails = await app.outbox.list({ to: email, limit: 100 });
    for (const where of found) expect(mails.some((mail) => where.endsWith(`/${mail.ID}`))).toBe(true);
  });
});
