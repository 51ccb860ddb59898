/**
 * Issue 35 item 3: a payment whose amount or currency is not what its order is charged never
 * makes the order paid, from any source of payment news (a correctly signed Stripe webhook, the
 * sandbox's webhook, the customer's return from Alipay, the reconciler): it is recorded in
 * `refusedPayments`, refunded, logged with the order id, and the order stays unpaid (a pending
 * order stays pending, so its real payment still pays it).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { setupServer } from 'msw/node';
import { NextRequest } from 'next/server';
import Stripe from 'stripe';

import { POST as paymentReturn } from '@/app/api/orders/[orderId]/payment-return/route';
import { POST as sandboxWebhook } from '@/app/api/payments/sandbox/webhook/route';
import { POST as stripeWebhook } from '@/app/api/payments/stripe/webhook/route';
import type { TMenu } from '@/lib/schemas/entities';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import { reconcilePayments } from '@/lib/server/payments/use-cases/reconcile-payments';
import type { TPaymentEventRecord, TRefusedPaymentRecord } from '@/lib/server/payments/use-cases/settle-payment';
import type { TPaymentReturnResult, TPlaceOrderResult } from '@/lib/views/order';
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
import { ALIPAY_STORE, CHALLENGE_CARD, checkoutMenu, createCheckoutApp, pickupBody, placeOrderRequest, STRIPE_STORE, teardown } from '../support/checkout';

const server = setupServer(...stripeHandlers);
const SANDBOX_SECRET = 'whsec_sandbox_amount_check';
let app: Container;

/** The checkout menu with an $18.23 set: by credit card (1.5 % surcharge) an AUD 18.50 order. */
function menu(): TMenu {
  const base = checkoutMenu();
  return {
    ...base,
    Products: { ...base.Products, p5: { ID: 'p5', Name: 'Lunch Set', Price: 18.23, TaxRate: 0.1 } },
    Categories: base.Categories.map((category) =>
      category.ID === 'c1' ? { ...category, SubMenuItems: [...category.SubMenuItems, { ProductID: 'p5', Name: 'Lunch Set', Price: 18.23 }] } : category,
    ),
  };
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  app = await createCheckoutApp(
    {
      stripe: { secretKey: STRIPE_TEST_SECRET_KEY, webhookSecret: STRIPE_TEST_WEBHOOK_SECRET, maxNetworkRetries: 0 },
      // The sandbox's own webhooks are not sent here: each test posts the one it means.
      sandboxWebhooks: { secret: SANDBOX_SECRET, send: async () => undefined },
    },
    menu,
  );
});
beforeEach(() => resetStripeFake());
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  await teardown(app);
});

function webhook(handler: typeof stripeWebhook, path: string, body: string, signature: string): Promise<Response> {
  return handler(new NextRequest(`http://localhost${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } }));
}
const toStripe = (event: { body: string; signature: string }) => webhook(stripeWebhook, '/api/payments/stripe/webhook', event.body, event.signature);
function toSandbox(paymentId: string): Promise<Response> {
  const body = JSON.stringify({ id: `evt_${paymentId}`, object: 'event', type: 'payment_intent.succeeded', data: { object: { id: paymentId } } });
  return webhook(sandboxWebhook, '/api/payments/sandbox/webhook', body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SANDBOX_SECRET }));
}

/** An AUD 18.50 card order of the Stripe store waiting for 3-D Secure: its order and PaymentIntent. */
async function pendingStripeOrder(): Promise<{ orderId: string; paymentId: string }> {
  const body = pickupBody({ items: [{ id: 'p5', quantity: 1 }], payment: { method: 1, paymentMethodId: 'pm_card_authenticationRequired' }, expectedTotal: 18.5 });
  const response = await placeOrderRequest(STRIPE_STORE.ID, body);
  expect(response.status).toBe(201);
  const placed = (await response.json()) as TPlaceOrderResult;
  const tracking = await orderOf(placed.orderId);
  expect(tracking).toMatchObject({ PaymentStatus: 'pending', ChargeAmountCents: 1850, ChargeCurrency: 'aud' });
  return { orderId: placed.orderId, paymentId: tracking.PaymentId };
}

/** A PaymentIntent of ours at Stripe that names the order but is for another amount or currency. */
async function strayIntent(orderId: string, money: { amountCents: number; currency: string }): Promise<string> {
  const stray = await app.stripePayments!.createCardPayment({
    ...contractRequest({ type: 'paymentMethod', paymentMethodId: 'pm_card_visa' }),
    orderId,
    storeId: STRIPE_STORE.ID,
    idempotencyKey: `stray:${orderId}:${money.amountCents}${money.currency}`,
    ...money,
  });
  expect(stray.state).toBe('succeeded');
  return stray.id;
}

type Order = { OnlineOrderStatus: number; PaymentStatus: string; PaymentId: string; ChargeAmountCents?: number; ChargeCurrency?: string };
const orderOf = async (orderId: string) => (await app.trackingOrders.findById(orderId)) as unknown as Order;
const refusedOf = (paymentId: string) => app.documents.get<TRefusedPaymentRecord>(COLLECTIONS.refusedPayments, paymentId);
const warnings = () => jest.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('a correctly signed Stripe event for another amount or currency', () => {
  it('1 US cent on an AUD 18.50 order: the order stays pending, the cent is refunded, the event and the payment are recorded, the order id logged', async () => {
    const { orderId, paymentId } = await pendingStripeOrder();
    const stray = await strayIntent(orderId, { amountCents: 1, currency: 'usd' });
    const event = signedStripeEvent('payment_intent.succeeded', stripeIntent(stray));
    const warn = warnings();
    const response = await toStripe(event);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, handled: true, replay: false, refunded: true });
    expect(await orderOf(orderId)).toMatchObject({ OnlineOrderStatus: 1, PaymentStatus: 'pending', PaymentId: paymentId });
    expect(await app.historyOrders.findById(orderId)).toMatchObject({ PaymentStatus: 'pending' });
    expect(stripeCharge(stray)).toMatchObject({ refunded: true });
    expect(stripeRequests.filter((r) => r.path === '/v1/refunds').map((r) => r.idempotencyKey)).toEqual([`refund:${stray}`]);
    expect(await app.documents.get<TPaymentEventRecord>(COLLECTIONS.paymentEvents, `stripe:${event.id}`)).toMatchObject({ paymentId: stray, orderId, refund: 'done' });
    expect(await refusedOf(stray)).toMatchObject({
      paymentId: stray,
      orderId,
      amountCents: 1,
      currency: 'usd',
      expected: { amountCents: 1850, currency: 'aud' },
      eventId: event.id,
      refund: 'done',
    });
    const logged = warn.mock.calls.map((call) => String(call[0])).find((line) => line.includes('refused a payment'));
    warn.mockRestore();
    expect(logged).toContain(orderId);
    expect(logged).toContain(stray);

    // The order's own payment still pays it.
    completeStripeChallenge(paymentId, 'complete');
    await toStripe(signedStripeEvent('payment_intent.succeeded', stripeIntent(paymentId)));
    expect(await orderOf(orderId)).toMatchObject({ OnlineOrderStatus: 1, PaymentStatus: 'paid', PaymentId: paymentId });
  });

  it('the right amount in another currency, or one cent less, pays nothing either; a replay refunds nothing twice', async () => {
    const { orderId } = await pendingStripeOrder();
    const warn = warnings();
    for (const money of [
      { amountCents: 1850, currency: 'usd' },
      { amountCents: 1849, currency: 'aud' },
    ]) {
      const event = signedStripeEvent('payment_intent.succeeded', stripeIntent(await strayIntent(orderId, money)));
      expect(await (await toStripe(event)).json()).toMatchObject({ handled: true, refunded: true });
      expect(await (await toStripe(event)).json()).toMatchObject({ replay: true, refunded: false });
    }
    warn.mockRestore();
    expect(await orderOf(orderId)).toMatchObject({ PaymentStatus: 'pending' });
    expect(stripeRequests.filter((r) => r.path === '/v1/refunds')).toHaveLength(2);
  });

  it('answers 503 when its refund fails, so Stripe sends it again; the redelivery refunds it', async () => {
    const { orderId } = await pendingStripeOrder();
    const stray = await strayIntent(orderId, { amountCents: 1, currency: 'usd' });
    const event = signedStripeEvent('payment_intent.succeeded', stripeIntent(stray));
    const warn = warnings();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    failNextStripeRequest(500, { type: 'api_error', message: 'oops' }, /refunds/);
    expect((await toStripe(event)).status).toBe(503);
    expect(await refusedOf(stray)).toMatchObject({ refund: 'owed' });
    expect(await (await toStripe(event)).json()).toMatchObject({ replay: true, refunded: true });
    expect(await refusedOf(stray)).toMatchObject({ refund: 'done' });
    error.mockRestore();
    warn.mockRestore();
    expect(await orderOf(orderId)).toMatchObject({ PaymentStatus: 'pending' });
  });

  it('an order written before it kept its charge is checked against its totals in the store’s currency', async () => {
    const { orderId, paymentId } = await pendingStripeOrder();
    const older = { ChargeAmountCents: undefined, ChargeCurrency: undefined };
    await app.documents.update(COLLECTIONS.trackingOrders, orderId, older);
    await app.documents.update(COLLECTIONS.historyOrders, orderId, older);
    expect(await orderOf(orderId)).not.toHaveProperty('ChargeCurrency');
    const warn = warnings();
    await toStripe(signedStripeEvent('payment_intent.succeeded', stripeIntent(await strayIntent(orderId, { amountCents: 1850, currency: 'usd' }))));
    warn.mockRestore();
    expect(await orderOf(orderId)).toMatchObject({ PaymentStatus: 'pending' });
    completeStripeChallenge(paymentId, 'complete');
    await toStripe(signedStripeEvent('payment_intent.succeeded', stripeIntent(paymentId)));
    expect(await orderOf(orderId)).toMatchObject({ PaymentStatus: 'paid', PaymentId: paymentId });
  });
});

describe('the sandbox, the payment return and the reconciler', () => {
  /** The sandbox's own record of a payment says it succeeded for another amount (what its webhook and return read). */
  async function strayOnSandbox(paymentId: string): Promise<void> {
    await app.documents.update(COLLECTIONS.sandboxPayments, paymentId, { state: 'succeeded', redirectUrl: null, amountCents: 1, currency: 'usd' });
  }

  it('the sandbox’s signed webhook for another amount leaves the order pending and refunds the payment', async () => {
    const response = await placeOrderRequest('1', pickupBody({ items: [{ id: 'p5', quantity: 1 }], payment: { method: 1, card: CHALLENGE_CARD }, expectedTotal: 18.5 }));
    const placed = (await response.json()) as TPlaceOrderResult;
    const { PaymentId } = await orderOf(placed.orderId);
    await strayOnSandbox(PaymentId);
    const warn = warnings();
    expect(await (await toSandbox(PaymentId)).json()).toEqual({ received: true, handled: true, replay: false, refunded: true });
    warn.mockRestore();
    expect(await orderOf(placed.orderId)).toMatchObject({ OnlineOrderStatus: 1, PaymentStatus: 'pending' });
    expect(await app.payments.retrieve(PaymentId)).toMatchObject({ state: 'refunded' });
    expect(await refusedOf(PaymentId)).toMatchObject({
      orderId: placed.orderId,
      amountCents: 1,
      currency: 'usd',
      expected: { amountCents: 1850, currency: 'aud' },
      refund: 'done',
    });
  });

  it('the customer back from Alipay: a payment for another amount is refunded and the order is not paid', async () => {
    const response = await placeOrderRequest(ALIPAY_STORE.ID, pickupBody({ items: [{ id: 'p5', quantity: 1 }], payment: { method: 4, isMobile: false }, expectedTotal: 18.23 }));
    const placed = (await response.json()) as TPlaceOrderResult;
    const { PaymentId } = await orderOf(placed.orderId);
    await strayOnSandbox(PaymentId);
    const token = new URL(placed.statusUrl, 'http://localhost').searchParams.get('t') ?? '';
    const warn = warnings();
    const back = await paymentReturn(
      new NextRequest(`http://localhost/api/orders/${placed.orderId}/payment-return`, {
        method: 'POST',
        body: JSON.stringify({ token }),
        headers: { 'content-type': 'application/json' },
      }),
      { params: Promise.resolve({ orderId: placed.orderId }) },
    );
    warn.mockRestore();
    expect(back.status).toBe(200);
    expect(((await back.json()) as TPaymentReturnResult).outcome).not.toBe('paid');
    expect(await orderOf(placed.orderId)).toMatchObject({ PaymentStatus: 'pending' });
    expect(await app.payments.retrieve(PaymentId)).toMatchObject({ state: 'refunded' });
    expect(await refusedOf(PaymentId)).toMatchObject({ orderId: placed.orderId, expected: { amountCents: 1823, currency: 'aud' }, refund: 'done' });
  });

  it('the reconciler refunds a payment it finds for another amount, and fails the order once its time is up', async () => {
    // The order's own charge never reached Stripe; the reconciler looks the order up there and finds only a stray one.
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    failNextStripeRequest(500, { type: 'api_error', message: 'lost' }, /^\/v1\/payment_intents$/);
    const lost = await placeOrderRequest(
      STRIPE_STORE.ID,
      pickupBody({ items: [{ id: 'p5', quantity: 1 }], payment: { method: 1, paymentMethodId: 'pm_card_visa' }, expectedTotal: 18.5 }),
    );
    error.mockRestore();
    expect(lost.status).toBe(503);
    const orderId = String((stripeRequests.find((r) => r.path === '/v1/payment_intents')?.body.metadata as Record<string, string>).order_id);
    expect(await orderOf(orderId)).toMatchObject({ PaymentStatus: 'pending', PaymentId: null });
    const stray = await strayIntent(orderId, { amountCents: 1, currency: 'usd' });
    const warn = warnings();
    const before = await reconcilePayments({ app, timeoutMinutes: 30 });
    expect(before.paid).toBe(0);
    expect(await orderOf(orderId)).toMatchObject({ PaymentStatus: 'pending', PaymentId: null });
    expect(stripeCharge(stray)).toMatchObject({ refunded: true });
    await reconcilePayments({ app, timeoutMinutes: 0, now: new Date(Date.now() + 60_000) });
    warn.mockRestore();
    expect(await orderOf(orderId)).toMatchObject({ OnlineOrderStatus: 6, PaymentStatus: 'failed' });
    expect(await refusedOf(stray)).toMatchObject({ orderId, refund: 'done' });
  });
});
