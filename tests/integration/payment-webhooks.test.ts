/**
 * POST /api/payments/stripe/webhook and its sandbox twin through the real route handlers: the
 * signature on the raw body (good, tampered, stale, wrong secret, missing: every bad one 400 with
 * no change), each event id settled once, out-of-order delivery, refunds of payments no order
 * keeps, refunds and disputes from Stripe's side, and the sandbox's own signed webhooks.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { setupServer } from 'msw/node';
import { NextRequest } from 'next/server';
import Stripe from 'stripe';

import { POST as sandboxWebhook } from '@/app/api/payments/sandbox/webhook/route';
import { POST as stripeWebhook } from '@/app/api/payments/stripe/webhook/route';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import type { TPlaceOrderResult } from '@/lib/views/order';
import type { TPaymentWebhookAnswer } from '@/lib/views/payments';
import { contractRequest } from '../contract/payment-gateway.contract';
import {
  completeStripeChallenge,
  failNextStripeRequest,
  resetStripeFake,
  signedStripeEvent,
  STRIPE_TEST_SECRET_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  stripeCharge,
  stripeHandlers,
  stripeIntent,
  stripeRequests,
} from '../contract/stripe.fake';
import { CARD, CHALLENGE_CARD, createCheckoutApp, pickupBody, placeOrderRequest, teardown } from '../support/checkout';
import { ZPaymentWebhookResponseSchema } from '@/lib/schemas/api/payments';
import { expectAnswer } from '../support/answer';

const server = setupServer(...stripeHandlers);
const SANDBOX_SECRET = 'whsec_sandbox_test_secret';
const deliveries: Promise<Response>[] = [];
let app: Container;

function post(handler: typeof stripeWebhook, path: string, body: string, signature: string | null, locale = 'en'): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': locale };
  if (signature !== null) headers['stripe-signature'] = signature;
  return handler(new NextRequest(`http://localhost${path}`, { method: 'POST', body, headers }));
}
const toStripe = (body: string, signature: string | null, locale?: string) => post(stripeWebhook, '/api/payments/stripe/webhook', body, signature, locale);
const send = (event: { body: string; signature: string }) => toStripe(event.body, event.signature);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  app = await createCheckoutApp({
    stripe: { secretKey: STRIPE_TEST_SECRET_KEY, webhookSecret: STRIPE_TEST_WEBHOOK_SECRET, maxNetworkRetries: 0 },
    // The sandbox's webhooks reach its route handler as Stripe's reach theirs.
    sandboxWebhooks: {
      secret: SANDBOX_SECRET,
      send: async (body, signature) => {
        const delivered = post(sandboxWebhook, '/api/payments/sandbox/webhook', body, signature);
        deliveries.push(delivered);
        await delivered;
      },
    },
  });
});
beforeEach(() => resetStripeFake());
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  await teardown(app);
});

/** A Stripe card order waiting for 3-D Secure (two Banquets, above the store's minimum): its order and PaymentIntent. */
async function pendingStripeOrder(): Promise<{ orderId: string; paymentId: string }> {
  const response = await placeOrderRequest('7', pickupBody({ items: [{ id: 'p4', quantity: 2 }], payment: { method: 1, paymentMethodId: 'pm_card_visa' }, expectedTotal: 162.4 }));
  const placed = (await response.json()) as TPlaceOrderResult;
  const tracking = await app.trackingOrders.findById(placed.orderId);
  return { orderId: placed.orderId, paymentId: String((tracking as { PaymentId?: string }).PaymentId) };
}

const orderOf = async (orderId: string) => (await app.trackingOrders.findById(orderId)) as unknown as { OnlineOrderStatus: number; PaymentStatus: string; PaymentId: string };
const eventRecords = () => app.documents.count(COLLECTIONS.paymentEvents);

describe('POST /api/payments/stripe/webhook: signatures', () => {
  it('settles a payment_intent.succeeded with a good signature: the order is paid', async () => {
    const { orderId, paymentId } = await pendingStripeOrder();
    completeStripeChallenge(paymentId, 'complete');
    const response = await send(signedStripeEvent('payment_intent.succeeded', stripeIntent(paymentId)));
    await expectAnswer(response, ZPaymentWebhookResponseSchema);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, handled: true, replay: false, refunded: false } satisfies TPaymentWebhookAnswer);
    expect(await orderOf(orderId)).toMatchObject({ OnlineOrderStatus: 1, PaymentStatus: 'paid', PaymentId: paymentId });
    expect(await app.historyOrders.findById(orderId)).toMatchObject({ PaymentStatus: 'paid' });
  });

  it('refuses every bad signature with 400 and a translated message, and changes nothing', async () => {
    const { orderId, paymentId } = await pendingStripeOrder();
    completeStripeChallenge(paymentId, 'complete');
    const before = await eventRecords();
    const good = signedStripeEvent('payment_intent.succeeded', stripeIntent(paymentId));
    const other = signedStripeEvent('payment_intent.succeeded', { ...stripeIntent(paymentId), amount: 1 });
    const bad: Array<[string, string, string | null]> = [
      ['a tampered body', good.body.replace('"amount":16240', '"amount":1'), good.signature],
      ['another body’s signature', good.body, other.signature],
      [
        'a stale signature (301 s old)',
        good.body,
        Stripe.webhooks.generateTestHeaderString({ payload: good.body, secret: STRIPE_TEST_WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 301 }),
      ],
      // Far enough ahead that a slow run (seconds between signing and checking) still reads it as future.
      [
        'a signature from the future (330 s ahead)',
        good.body,
        Stripe.webhooks.generateTestHeaderString({ payload: good.body, secret: STRIPE_TEST_WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) + 330 }),
      ],
      ['the wrong secret', good.body, Stripe.webhooks.generateTestHeaderString({ payload: good.body, secret: 'whsec_not_ours' })],
      ['no header', good.body, null],
      ['a garbled header', good.body, 'v1=deadbeef'],
      ['an empty body', '', good.signature],
    ];
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const [label, body, signature] of bad) {
      const response = await toStripe(body, signature);
      expect([label, response.status]).toEqual([label, 400]);
      expect(await response.json()).toEqual({ error: { code: 'VALIDATION', message: 'The webhook signature is missing, wrong or too old.' } });
    }
    const zh = await toStripe(good.body, null, 'zh-CN');
    expect((await zh.json()).error.message).toBe('Webhook 签名缺失、错误或已过期。');
    expect(JSON.stringify(warn.mock.calls)).not.toContain(STRIPE_TEST_WEBHOOK_SECRET);
    warn.mockRestore();
    expect(await orderOf(orderId)).toMatchObject({ PaymentStatus: 'pending' });
    expect(await eventRecords()).toBe(before);
    // A signature 299 s old is still inside the tolerance.
    const recent = Stripe.webhooks.generateTestHeaderString({ payload: good.body, secret: STRIPE_TEST_WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 299 });
    expect((await toStripe(good.body, recent)).status).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ PaymentStatus: 'paid' });
  });

  it('answers 404 where Stripe is not configured', async () => {
    const { createContainer, setContainerForTests } = await import('@/lib/server/container');
    const { createSqliteDocumentStore } = await import('@/lib/server/adapters/sqlite/sqlite-document-store');
    const bare = createContainer(createSqliteDocumentStore({ filename: ':memory:' }));
    setContainerForTests(bare);
    const event = signedStripeEvent('payment_intent.succeeded', {});
    expect((await send(event)).status).toBe(404);
    setContainerForTests(app);
    await bare.documents.close();
  });
});

describe('each event settled once, in any order', () => {
  it('settles a replayed event id once, however often and however concurrently it comes', async () => {
    const { orderId, paymentId } = await pendingStripeOrder();
    completeStripeChallenge(paymentId, 'complete');
    const event = signedStripeEvent('payment_intent.succeeded', stripeIntent(paymentId));
    const answers = await Promise.all([send(event), send(event), send(event)].map(async (r) => (await r).json() as Promise<TPaymentWebhookAnswer>));
    expect(answers.filter((a) => !a.replay)).toHaveLength(1);
    expect((await (await send(event)).json()).replay).toBe(true);
    const records = await app.documents.query(COLLECTIONS.paymentEvents, { where: [{ field: 'eventId', op: '==', value: event.id }] });
    expect(records.docs).toHaveLength(1);
    expect(records.docs[0].data).toMatchObject({ provider: 'stripe', type: 'payment_intent.succeeded', paymentId, orderId, refund: 'none' });
  });

  it('never un-pays: a failure delivered after the success leaves the order paid', async () => {
    const { orderId, paymentId } = await pendingStripeOrder();
    const waiting = stripeIntent(paymentId);
    completeStripeChallenge(paymentId, 'complete');
    const succeeded = signedStripeEvent('payment_intent.succeeded', stripeIntent(paymentId));
    const failed = signedStripeEvent('payment_intent.payment_failed', {
      ...waiting,
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    const processing = signedStripeEvent('payment_intent.processing', { ...waiting, status: 'processing' });
    for (const event of [succeeded, failed, processing]) expect((await send(event)).status).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ OnlineOrderStatus: 1, PaymentStatus: 'paid' });
  });

  it('pays an order whose failure arrived first, when the success follows (a late success)', async () => {
    const { orderId, paymentId } = await pendingStripeOrder();
    const waiting = stripeIntent(paymentId);
    await send(
      signedStripeEvent('payment_intent.payment_failed', { ...waiting, status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'card_declined' } }),
    );
    expect(await orderOf(orderId)).toMatchObject({ OnlineOrderStatus: 6, PaymentStatus: 'failed' });
    completeStripeChallenge(paymentId, 'complete');
    await send(signedStripeEvent('payment_intent.succeeded', stripeIntent(paymentId)));
    expect(await orderOf(orderId)).toMatchObject({ OnlineOrderStatus: 1, PaymentStatus: 'paid' });
  });

  it('keeps a processing payment pending', async () => {
    const { orderId, paymentId } = await pendingStripeOrder();
    await send(signedStripeEvent('payment_intent.processing', { ...stripeIntent(paymentId), status: 'processing' }));
    expect(await orderOf(orderId)).toMatchObject({ OnlineOrderStatus: 1, PaymentStatus: 'pending' });
  });
});

describe('money no order keeps goes back', () => {
  it('refunds a succeeded payment whose order cannot be found', async () => {
    const orphan = await app.stripePayments!.createCardPayment(contractRequest({ type: 'paymentMethod', paymentMethodId: 'pm_card_visa' }, { orderId: randomUUID() }));
    const answer = await (await send(signedStripeEvent('payment_intent.succeeded', stripeIntent(orphan.id)))).json();
    expect(answer).toMatchObject({ handled: true, refunded: true });
    expect(stripeCharge(orphan.id)).toMatchObject({ refunded: true });
    expect(stripeRequests.find((r) => r.path === '/v1/refunds')?.idempotencyKey).toBe(`refund:${orphan.id}`);
  });

  it('refunds a payment that succeeds after the store rejected its order', async () => {
    const { orderId, paymentId } = await pendingStripeOrder();
    // The store rejects while the customer is still at 3-D Secure: the payment is cancelled; say it succeeded anyway.
    await app.documents.update(COLLECTIONS.trackingOrders, orderId, { OnlineOrderStatus: 11 });
    await app.documents.update(COLLECTIONS.historyOrders, orderId, { OnlineOrderStatus: 11 });
    completeStripeChallenge(paymentId, 'complete');
    const answer = await (await send(signedStripeEvent('payment_intent.succeeded', stripeIntent(paymentId)))).json();
    expect(answer).toMatchObject({ refunded: true });
    expect(await orderOf(orderId)).toMatchObject({ OnlineOrderStatus: 11, PaymentStatus: 'refunded', PaymentId: paymentId });
  });

  it('answers 503 when the refund fails, so Stripe sends the event again; the redelivery refunds', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const orphan = await app.stripePayments!.createCardPayment(contractRequest({ type: 'paymentMethod', paymentMethodId: 'pm_card_visa' }, { orderId: randomUUID() }));
    const event = signedStripeEvent('payment_intent.succeeded', stripeIntent(orphan.id));
    failNextStripeRequest(500, { type: 'api_error', message: 'oops' }, /refunds/);
    expect((await send(event)).status).toBe(503);
    expect(stripeCharge(orphan.id)).toMatchObject({ refunded: false });
    expect(await (await send(event)).json()).toMatchObject({ replay: true, refunded: true });
    expect(stripeCharge(orphan.id)).toMatchObject({ refunded: true });
    expect(await (await send(event)).json()).toMatchObject({ replay: true, refunded: false });
    log.mockRestore();
  });
});

describe('refunds and disputes from Stripe’s side', () => {
  async function paidStripeOrder() {
    const { orderId, paymentId } = await pendingStripeOrder();
    completeStripeChallenge(paymentId, 'complete');
    await send(signedStripeEvent('payment_intent.succeeded', stripeIntent(paymentId)));
    return { orderId, paymentId };
  }

  it('marks an order refunded (status 10) when its payment is refunded in Stripe’s dashboard', async () => {
    const { orderId, paymentId } = await paidStripeOrder();
    await app.stripePayments!.refund(paymentId, { idempotencyKey: 'dashboard-refund' });
    const answer = await (await send(signedStripeEvent('charge.refunded', stripeCharge(paymentId)))).json();
    expect(answer).toMatchObject({ handled: true });
    expect(await orderOf(orderId)).toMatchObject({ OnlineOrderStatus: 10, PaymentStatus: 'refunded' });
  });

  it('marks a disputed payment on its order', async () => {
    const { orderId, paymentId } = await paidStripeOrder();
    await send(
      signedStripeEvent('charge.dispute.created', {
        id: 'dp_1',
        object: 'dispute',
        amount: 16240,
        charge: stripeCharge(paymentId).id,
        payment_intent: paymentId,
        reason: 'fraudulent',
        status: 'needs_response',
      }),
    );
    expect(await orderOf(orderId)).toMatchObject({ OnlineOrderStatus: 1, PaymentStatus: 'disputed' });
  });

  it('acknowledges and leaves events about other payments and other types', async () => {
    const { orderId, paymentId } = await pendingStripeOrder();
    const foreign = { ...stripeIntent(paymentId), metadata: { order_id: orderId } };
    expect(await (await send(signedStripeEvent('payment_intent.succeeded', foreign))).json()).toMatchObject({ handled: false });
    expect(await (await send(signedStripeEvent('customer.created', { id: 'cus_1', object: 'customer' }))).json()).toMatchObject({ handled: false });
    expect(await (await send(signedStripeEvent('charge.refunded', { id: 'ch_x', object: 'charge', payment_intent: null }))).json()).toMatchObject({ handled: false });
    expect(await orderOf(orderId)).toMatchObject({ PaymentStatus: 'pending' });
  });
});

describe('the sandbox’s signed webhooks', () => {
  const drain = async () => {
    while (deliveries.length) await deliveries.shift();
  };

  it('notifies each settled sandbox payment to its route, recorded once beside the direct answer', async () => {
    await drain();
    const response = await placeOrderRequest('1', pickupBody({ payment: { method: 1, card: CARD }, expectedTotal: 25.98 }));
    const placed = (await response.json()) as TPlaceOrderResult;
    await drain();
    const order = await orderOf(placed.orderId);
    expect(order).toMatchObject({ PaymentStatus: 'paid', PaymentId: expect.stringMatching(/^sbx_/) });
    const records = await app.documents.query(COLLECTIONS.paymentEvents, { where: [{ field: 'paymentId', op: '==', value: order.PaymentId }] });
    expect(records.docs.map((d) => d.data)).toEqual([expect.objectContaining({ provider: 'sandbox', type: 'payment_intent.succeeded', orderId: placed.orderId })]);
  });

  it('refuses a sandbox event signed with another secret, and reads what a good one says from the sandbox’s own records', async () => {
    await drain();
    const response = await placeOrderRequest('1', pickupBody({ payment: { method: 1, card: CHALLENGE_CARD }, expectedTotal: 25.98 }));
    const placed = (await response.json()) as TPlaceOrderResult;
    const { PaymentId } = await orderOf(placed.orderId);
    const forged = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: PaymentId, state: 'succeeded', orderId: placed.orderId } },
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const wrong = await post(sandboxWebhook, '/api/payments/sandbox/webhook', forged, Stripe.webhooks.generateTestHeaderString({ payload: forged, secret: 'whsec_guess' }));
    warn.mockRestore();
    expect(wrong.status).toBe(400);
    // Even correctly signed, a body that claims success changes nothing while the sandbox says the challenge waits.
    await post(sandboxWebhook, '/api/payments/sandbox/webhook', forged, Stripe.webhooks.generateTestHeaderString({ payload: forged, secret: SANDBOX_SECRET }));
    expect(await orderOf(placed.orderId)).toMatchObject({ PaymentStatus: 'pending' });
  });
});
