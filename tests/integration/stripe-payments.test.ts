/**
 * Card orders of a StripeActivated store through the real route handlers, Stripe answered by msw:
 * the PaymentMethod from the browser, never card fields; one PaymentIntent per order whatever
 * the retries; declines, 3-D Secure, Stripe being down; refunds when the store rejects.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { NextRequest } from 'next/server';
import { setupServer } from 'msw/node';

import { PUT } from '@/app/api/orders/[orderId]/status/route';
import { COLLECTIONS } from '@/lib/server/collections';
import { setContainerForTests, type Container } from '@/lib/server/container';
import { DEMO_STORE_API_KEY } from '@/lib/server/env';
import { loadOrderStatusPage } from '@/lib/server/pages/load-order-status-page';
import { reconcilePayments, settleReturnedPayment } from '@/lib/server/payments/use-cases/reconcile-payments';
import type { TPlaceOrderResult } from '@/lib/views/order';
import {
  completeStripeChallenge,
  failNextStripeRequest,
  resetStripeFake,
  STRIPE_TEST_SECRET_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  stripeHandlers,
  stripeRequests,
} from '../contract/stripe.fake';
import { contractRequest } from '../contract/payment-gateway.contract';
import { CARD, createCheckoutApp, pickupBody, placeOrderRequest, teardown } from '../support/checkout';

const server = setupServer(...stripeHandlers);
const STRIPE = { secretKey: STRIPE_TEST_SECRET_KEY, webhookSecret: STRIPE_TEST_WEBHOOK_SECRET, maxNetworkRetries: 0, siteUrl: 'https://shop.example.com' };
let app: Container;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  app = await createCheckoutApp({ stripe: STRIPE });
});
beforeEach(() => resetStripeFake());
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  await teardown(app);
});

const stripeCard = (paymentMethodId: string) => ({ method: 1 as const, paymentMethodId });
/** Two Pork Dumplings with chilli by card: $25.60 plus the 1.5 % card surcharge. */
const small = (paymentMethodId: string) => pickupBody({ payment: stripeCard(paymentMethodId), expectedTotal: 25.98 });
/** Two Banquets: $162.40 with the surcharge, above the store's 3-D Secure minimum of $150. */
const large = (paymentMethodId: string) => pickupBody({ items: [{ id: 'p4', quantity: 2 }], payment: stripeCard(paymentMethodId), expectedTotal: 162.4 });

async function place(
  storeId: string,
  body: unknown,
  key?: string,
): Promise<{ status: number; json: TPlaceOrderResult & { error?: { code: string; message: string; fieldErrors?: Record<string, string[]> } } }> {
  const response = await placeOrderRequest(storeId, body, key);
  return { status: response.status, json: await response.json() };
}

const creates = () => stripeRequests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

function putStatus(orderId: string, status: number) {
  return PUT(
    new NextRequest(`http://localhost/api/orders/${orderId}/status`, {
      method: 'PUT',
      body: JSON.stringify({ status }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO_STORE_API_KEY}` },
    }),
    { params: Promise.resolve({ orderId }) },
  );
}

describe('card orders of a StripeActivated store', () => {
  it('pays with the browser’s PaymentMethod: one PaymentIntent for the order’s total in cents, with the order’s key, customer and order id', async () => {
    const { status, json } = await place('7', small('pm_card_visa'));
    expect(status).toBe(201);
    expect(json).toMatchObject({ onlineOrderStatus: 1, next: { type: 'done' } });
    const tracking = await app.trackingOrders.findById(json.orderId);
    expect(tracking).toMatchObject({ PaymentStatus: 'paid', PaymentId: expect.stringMatching(/^pi_/) });
    const [create] = creates();
    expect(create.idempotencyKey).toBe(`order:${json.orderId}`);
    expect(create.body).toMatchObject({
      amount: '2598',
      currency: 'aud',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      description: `Order ${json.orderNumber} · Stripe Store`,
      return_url: expect.stringMatching(new RegExp(`^https://shop\\.example\\.com/store/stripe-store/completeorder/${json.orderId}/`)),
      payment_method_options: { card: { request_three_d_secure: 'automatic' } },
      metadata: { order_id: json.orderId, store_id: '7', customer_name: 'Ada Lovelace', customer_email: 'ada@example.com', customer_phone: '0412345678' },
    });
    // The amount is the spec's createpayment Amount: total excluding tax plus tax.
    const order = tracking as unknown as { TotalExcludingTax: number; TotalTax: number };
    expect(Math.round(order.TotalExcludingTax * 100) + Math.round(order.TotalTax * 100)).toBe(2598);
  });

  it('reads the card Stripe reports before setting the amount: a debit card pays no bank surcharge, another brand is refused', async () => {
    const debit = await place('7', pickupBody({ payment: stripeCard('pm_card_visa_debit'), expectedTotal: 25.6 }));
    expect(debit.status).toBe(201);
    expect(stripeRequests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /v1/payment_methods/pm_card_visa_debit', 'POST /v1/payment_intents']);
    expect(creates()[0].body).toMatchObject({ amount: '2560' });
    const asCredit = await place('7', pickupBody({ payment: stripeCard('pm_card_visa_debit'), expectedTotal: 25.98 }));
    expect(asCredit.status).toBe(409);
    const discover = await place('7', pickupBody({ payment: stripeCard('pm_card_discover'), expectedTotal: 25.98 }));
    expect(discover.status).toBe(422);
    expect(discover.json.error?.fieldErrors).toEqual({ 'payment.card': ['This card type is not accepted'] });
    expect(creates()).toHaveLength(1);
  });

  it('answers a retry with the same key from its record: one order, one PaymentIntent', async () => {
    const key = 'retry-key-stripe-1';
    const answers = await Promise.all([place('7', small('pm_card_visa'), key), place('7', small('pm_card_visa'), key), place('7', small('pm_card_visa'), key)]);
    expect(new Set(answers.map((a) => a.json.orderId)).size).toBe(1);
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(new Set(creates().map((c) => c.idempotencyKey))).toEqual(new Set([`order:${answers[0].json.orderId}`]));
    expect((await place('7', small('pm_card_visa'), key)).json.orderId).toBe(answers[0].json.orderId);
  });

  it('leaves a declined card’s order in payment failed (6) with Stripe’s code and message', async () => {
    const { status, json } = await place('7', small('pm_card_chargeDeclinedInsufficientFunds'));
    expect(status).toBe(201);
    expect(json).toMatchObject({ onlineOrderStatus: 6, paymentError: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' } });
    expect(await app.trackingOrders.findById(json.orderId)).toMatchObject({ OnlineOrderStatus: 6, PaymentStatus: 'failed' });
  });

  it('asks for 3-D Secure above the store’s minimum: Stripe’s redirect, pending until the customer passes it', async () => {
    const { json } = await place('7', large('pm_card_visa'));
    expect(creates()[0].body).toMatchObject({ amount: '16240', payment_method_options: { card: { request_three_d_secure: 'any' } } });
    expect(json.next).toEqual({ type: 'redirect', url: expect.stringMatching(/^https:\/\/hooks\.stripe\.com\/3d_secure_2\//) });
    const tracking = await app.trackingOrders.findById(json.orderId);
    expect(tracking).toMatchObject({ PaymentStatus: 'pending' });
    completeStripeChallenge(String((tracking as { PaymentId?: string }).PaymentId), 'complete');
    await reconcilePayments({ app, timeoutMinutes: 30 });
    expect(await app.trackingOrders.findById(json.orderId)).toMatchObject({ OnlineOrderStatus: 1, PaymentStatus: 'paid' });
  });

  it('settles the payment when the customer comes back from 3-D Secure to the status page, once the link’s token is proved', async () => {
    const { json } = await place('7', large('pm_card_visa'));
    const token = new URL(json.statusUrl, 'http://x').searchParams.get('t');
    const tracking = await app.trackingOrders.findById(json.orderId);
    completeStripeChallenge(String((tracking as { PaymentId?: string }).PaymentId), 'complete');
    const settle = jest.fn((orderId: string) => settleReturnedPayment({ app, orderId }));
    const read = { historyOrders: app.historyOrders, trackingOrders: app.trackingOrders, stores: app.stores, orderId: json.orderId, settleReturnedPayment: settle };
    await expect(loadOrderStatusPage({ ...read, token: 'not-the-token' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(settle).not.toHaveBeenCalled();
    const page = await loadOrderStatusPage({ ...read, token });
    expect(settle).toHaveBeenCalledTimes(1);
    expect(page.order.onlineOrderStatus).toBe(1);
    expect(await app.trackingOrders.findById(json.orderId)).toMatchObject({ PaymentStatus: 'paid' });
  });

  it('refuses card fields for a Stripe store (card numbers go to Stripe only) and sends Stripe nothing', async () => {
    const { status, json } = await place('7', pickupBody({ payment: { method: 1, card: CARD }, expectedTotal: 25.98 }));
    expect(status).toBe(422);
    expect(json.error?.fieldErrors).toEqual({
      'payment.card': ["Card details are entered in the card provider's secure form and are not accepted here"],
      'payment.paymentMethodId': ['Please enter your card details'],
    });
    expect(stripeRequests).toEqual([]);
  });

  it('answers 503 "Could not create a payment please try again" while Stripe is down; the same key then charges once', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    failNextStripeRequest(429, { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests' }, /^\/v1\/payment_intents$/);
    const key = 'retry-after-rate-limit';
    const first = await place('7', small('pm_card_visa'), key);
    expect(first.status).toBe(503);
    expect(first.json.error).toEqual({ code: 'UPSTREAM_UNAVAILABLE', message: 'Could not create a payment please try again' });
    const again = await place('7', small('pm_card_visa'), key);
    expect(again.status).toBe(201);
    expect(await app.trackingOrders.findById(again.json.orderId)).toMatchObject({ PaymentStatus: 'paid' });
    // The order written by the first request is the one charged, under its key, by the second.
    expect(creates().map((c) => c.idempotencyKey)).toEqual([`order:${again.json.orderId}`, `order:${again.json.orderId}`]);
    log.mockRestore();
  });

  it('keeps the sandbox for a store without StripeActivated outside production', async () => {
    const { status, json } = await place('1', pickupBody({ payment: { method: 1, card: CARD }, expectedTotal: 25.98 }));
    expect(status).toBe(201);
    expect(await app.trackingOrders.findById(json.orderId)).toMatchObject({ PaymentStatus: 'paid', PaymentId: expect.stringMatching(/^sbx_/) });
    expect(stripeRequests).toEqual([]);
  });
});

describe('the reconciler with Stripe', () => {
  it('finds a payment whose answer was lost through Stripe’s own record of the order, and settles it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    failNextStripeRequest(500, { type: 'api_error', message: 'lost' }, /^\/v1\/payment_intents$/);
    const lost = await place('7', small('pm_card_visa'), 'lost-answer-key');
    expect(lost.status).toBe(503);
    log.mockRestore();
    // The charge went through at Stripe after all; our side never heard of it.
    const [record] = creates();
    const orderId = String((record.body.metadata as Record<string, string>).order_id);
    await app.stripePayments!.createCardPayment({
      ...contractRequest({ type: 'paymentMethod', paymentMethodId: 'pm_card_visa' }),
      orderId,
      idempotencyKey: `order:${orderId}`,
      amountCents: 2598,
    });
    expect(await app.trackingOrders.findById(orderId)).toMatchObject({ PaymentStatus: 'pending', PaymentId: null });
    await reconcilePayments({ app, timeoutMinutes: 30 });
    expect(await app.trackingOrders.findById(orderId)).toMatchObject({ PaymentStatus: 'paid', PaymentId: expect.stringMatching(/^pi_/) });
    expect(stripeRequests.some((r) => r.path === '/v1/payment_intents/search')).toBe(true);
  });

  it('makes a refund still owed (the order rejected, its late payment not yet given back)', async () => {
    const { json } = await place('7', small('pm_card_visa'));
    const tracking = await app.trackingOrders.findById(json.orderId);
    const patch = { OnlineOrderStatus: 11, PaymentStatus: 'refunding' };
    await app.documents.update(COLLECTIONS.trackingOrders, json.orderId, patch);
    await app.documents.update(COLLECTIONS.historyOrders, json.orderId, patch);
    const result = await reconcilePayments({ app, timeoutMinutes: 30 });
    expect(result.refunded).toBeGreaterThanOrEqual(1);
    expect(await app.trackingOrders.findById(json.orderId)).toMatchObject({ OnlineOrderStatus: 11, PaymentStatus: 'refunded' });
    expect((await app.payments.retrieve(String((tracking as { PaymentId?: string }).PaymentId)))?.state).toBe('refunded');
  });
});

describe('refunds through Stripe', () => {
  it('refunds a paid order the store rejects (11), once, with the order’s refund key', async () => {
    const { json } = await place('7', small('pm_card_visa'));
    const response = await putStatus(json.orderId, 11);
    expect(await response.json()).toMatchObject({ onlineOrderStatus: 11, paymentStatus: 'refunded' });
    const refunds = stripeRequests.filter((r) => r.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ idempotencyKey: `refund:${json.orderId}` });
    await putStatus(json.orderId, 11);
    expect(stripeRequests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1);
  });

  it('refunds when the store approves a cancel request (12 → 10 refunded)', async () => {
    const { json } = await place('7', small('pm_card_visa'));
    for (const status of [2, 12]) expect((await putStatus(json.orderId, status)).status).toBe(200);
    expect(await (await putStatus(json.orderId, 10)).json()).toMatchObject({ onlineOrderStatus: 10, paymentStatus: 'refunded' });
    const tracking = await app.trackingOrders.findById(json.orderId);
    expect((await app.payments.retrieve(String((tracking as { PaymentId?: string }).PaymentId)))?.state).toBe('refunded');
  });

  it('cancels a payment still waiting for 3-D Secure when the store rejects the order', async () => {
    const { json } = await place('7', large('pm_card_visa'));
    expect(await (await putStatus(json.orderId, 11)).json()).toMatchObject({ onlineOrderStatus: 11, paymentStatus: 'failed' });
    expect(stripeRequests.some((r) => r.path.endsWith('/cancel'))).toBe(true);
  });

  it('keeps the status when Stripe cannot refund: 503, and the store may try again', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { json } = await place('7', small('pm_card_visa'));
    failNextStripeRequest(500, { type: 'api_error', message: 'oops' }, /refunds/);
    const response = await putStatus(json.orderId, 11);
    expect(response.status).toBe(503);
    expect(await app.trackingOrders.findById(json.orderId)).toMatchObject({ OnlineOrderStatus: 1, PaymentStatus: 'paid' });
    expect(await (await putStatus(json.orderId, 11)).json()).toMatchObject({ paymentStatus: 'refunded' });
    log.mockRestore();
  });
});

describe('production with Stripe keys', () => {
  let production: Container;
  beforeAll(async () => {
    production = await createCheckoutApp({ stripe: STRIPE, production: true });
  });
  afterAll(async () => {
    await production.documents.close();
    setContainerForTests(app);
  });

  it('never uses the sandbox: a store without StripeActivated takes no card payment', async () => {
    expect(production.sandboxPayments).toBeNull();
    const { status, json } = await place('1', pickupBody({ payment: { method: 1, card: CARD }, expectedTotal: 25.98 }));
    expect(status).toBe(422);
    expect(json.error?.fieldErrors?.['payment.method']).toEqual(['payment method not available']);
    expect((await place('1', pickupBody())).status).toBe(201);
    expect((await place('7', small('pm_card_visa'))).status).toBe(201);
  });
});
