/**
 * Issue 35 items 1 and 2: what production (NODE_ENV=production, `npm start`) refuses by default.
 * No key opens any store unless STORE_API_KEYS names it (the public demo key only in development
 * on SQLite, or with DEMO=on); the sandbox gateway is off unless SANDBOX_PAYMENTS=on or DEMO=on,
 * so without Stripe a store takes cash, pay later and charge to room only, the sandbox's routes
 * answer 404, and /api/health says cards are not taken. The server says which at start-up.
 */
import { NextRequest } from 'next/server';
import { GET as health } from '@/app/api/health/route';
import { POST as answerChallenge } from '@/app/api/payments/sandbox/[paymentId]/challenge/route';
import { POST as sandboxWebhook } from '@/app/api/payments/sandbox/webhook/route';
import { paymentsConfigFrom, type Container } from '@/lib/server/container';
import { DEMO_STORE_API_KEY, parseEnv, type TEnv } from '@/lib/server/env';
import { isStoreKey } from '@/lib/server/auth/store-api-keys';
import { startupNotes } from '@/lib/server/startup-notes';
import { changeOrderStatus } from '@/lib/server/orders/use-cases/change-order-status';
import { cardFormOf } from '@/lib/server/pages/load-checkout-page';
import type { TPlaceOrderResult } from '@/lib/views/order';
import { ALIPAY_STORE, CARD, createCheckoutApp, pickupBody, placeOrderRequest, teardown } from '../support/checkout';

const KEYS = JSON.stringify({ '1001': 'a-real-key-of-the-store-1001' });
const production = (more: Record<string, string> = {}) => parseEnv({ NODE_ENV: 'production', ...more });
const firestore = { FIREBASE_PROJECT_ID: 'shop', GOOGLE_APPLICATION_CREDENTIALS: '/run/key.json', SESSION_SECRET: 's'.repeat(32) };

describe('the store API keys (PUT /api/orders/{orderId}/status)', () => {
  it('in production no key opens any store unless STORE_API_KEYS names it: not the public demo key', () => {
    expect(isStoreKey('1001', DEMO_STORE_API_KEY, production())).toBe(false);
    expect(isStoreKey('1001', DEMO_STORE_API_KEY, production({ SANDBOX_PAYMENTS: 'on' }))).toBe(false);
    expect(isStoreKey('1001', 'a-real-key-of-the-store-1001', production({ STORE_API_KEYS: KEYS }))).toBe(true);
    expect(isStoreKey('1002', 'a-real-key-of-the-store-1001', production({ STORE_API_KEYS: KEYS }))).toBe(false);
    expect(isStoreKey('1001', DEMO_STORE_API_KEY, production({ STORE_API_KEYS: KEYS }))).toBe(false);
  });

  it('the demo key opens every store in development on SQLite, or with DEMO=on (never beside STORE_API_KEYS)', () => {
    expect(isStoreKey('1001', DEMO_STORE_API_KEY, parseEnv({}))).toBe(true);
    expect(isStoreKey('1001', DEMO_STORE_API_KEY, parseEnv(firestore))).toBe(false);
    expect(isStoreKey('2002', DEMO_STORE_API_KEY, production({ DEMO: 'on' }))).toBe(true);
    expect(isStoreKey('1001', DEMO_STORE_API_KEY, production({ DEMO: 'on', STORE_API_KEYS: KEYS }))).toBe(false);
  });

  it('takes on and off only for the switches', () => {
    expect(() => parseEnv({ DEMO: 'yes' })).toThrow(/DEMO/);
    expect(() => parseEnv({ SANDBOX_PAYMENTS: 'true' })).toThrow(/SANDBOX_PAYMENTS/);
    expect(paymentsConfigFrom(production())).toMatchObject({ production: true, sandboxSwitchedOn: false });
    expect(paymentsConfigFrom(production({ SANDBOX_PAYMENTS: 'on' }))).toMatchObject({ sandboxSwitchedOn: true });
    expect(paymentsConfigFrom(production({ DEMO: 'on' }))).toMatchObject({ sandboxSwitchedOn: true });
  });
});

describe('production without a payment provider', () => {
  let app: Container;
  beforeAll(async () => {
    app = await createCheckoutApp({ production: true });
  });
  afterAll(() => teardown(app));

  it('has no sandbox: card, Alipay and Apple Pay are refused, cash is taken', async () => {
    expect(app.sandboxPayments).toBeNull();
    expect(app.cardPaymentsFor(false)).toBeNull();
    for (const payment of [
      { method: 1 as const, card: CARD },
      { method: 4 as const, isMobile: false },
      { method: 6 as const, walletToken: 'sbx_wallet_ok' },
    ]) {
      const response = await placeOrderRequest(ALIPAY_STORE.ID, pickupBody({ payment, expectedTotal: payment.method === 1 ? 25.98 : 25.6 }));
      expect([payment.method, response.status]).toEqual([payment.method, 422]);
      expect((await response.json()).error.fieldErrors['payment.method']).toEqual(['payment method not available']);
    }
    const cash = await placeOrderRequest(ALIPAY_STORE.ID, pickupBody());
    expect(cash.status).toBe(201);
    expect(((await cash.json()) as TPlaceOrderResult).onlineOrderStatus).toBe(1);
  });

  it('the operator at the database (npm run order:status) moves an order on without a key; nobody else does', async () => {
    const placed = (await (await placeOrderRequest('1', pickupBody())).json()) as TPlaceOrderResult;
    await expect(changeOrderStatus({ app, orderId: placed.orderId, status: 2, storeKey: null })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(changeOrderStatus({ app, orderId: placed.orderId, status: 2, storeKey: null, operator: true })).resolves.toMatchObject({ onlineOrderStatus: 2 });
  });

  it('the checkout page is given no card form', () => {
    expect(cardFormOf(app, false)).toBeNull();
    expect(cardFormOf(app, true)).toBeNull();
  });

  it('the sandbox’s routes answer 404', async () => {
    const webhook = await sandboxWebhook(
      new NextRequest('http://localhost/api/payments/sandbox/webhook', { method: 'POST', body: '{}', headers: { 'stripe-signature': 't=1,v1=x' } }),
    );
    expect(webhook.status).toBe(404);
    const challenge = await answerChallenge(
      new NextRequest('http://localhost/api/payments/sandbox/sbx_1/challenge', {
        method: 'POST',
        body: JSON.stringify({ outcome: 'complete' }),
        headers: { 'content-type': 'application/json' },
      }),
      { params: Promise.resolve({ paymentId: 'sbx_1' }) },
    );
    expect(challenge.status).toBe(404);
  });

  it('/api/health says no payment provider takes cards', async () => {
    const body = await (await health(new NextRequest('http://localhost/api/health'), { params: Promise.resolve({}) })).json();
    expect(body).toMatchObject({ status: 'ok', adapters: { payments: 'none' }, cardPaymentsTaken: false });
  });
});

describe('production with the sandbox switched on (SANDBOX_PAYMENTS=on or DEMO=on)', () => {
  let app: Container;
  beforeAll(async () => {
    app = await createCheckoutApp({ production: true, sandboxSwitchedOn: true });
  });
  afterAll(() => teardown(app));

  it('takes card payments on the sandbox, and /api/health says so', async () => {
    const response = await placeOrderRequest('1', pickupBody({ payment: { method: 1, card: CARD }, expectedTotal: 25.98 }));
    expect(response.status).toBe(201);
    expect(await app.trackingOrders.findById(((await response.json()) as TPlaceOrderResult).orderId)).toMatchObject({ PaymentStatus: 'paid' });
    const body = await (await health(new NextRequest('http://localhost/api/health'), { params: Promise.resolve({}) })).json();
    expect(body).toMatchObject({ adapters: { payments: 'sandbox' }, cardPaymentsTaken: true });
  });
});

describe('what the server says at start-up', () => {
  const notes = (current: TEnv, providers: { sandbox?: boolean; stripe?: boolean }) =>
    startupNotes(current, {
      sandboxPayments: providers.sandbox ? ({} as Container['sandboxPayments']) : null,
      stripePayments: providers.stripe ? ({} as Container['stripePayments']) : null,
    });

  it('production with nothing set: no store key, no card payment (warn)', () => {
    expect(notes(production(), {})).toEqual([
      { level: 'info', message: 'store API keys: none (STORE_API_KEYS is unset): PUT /api/orders/{id}/status is refused' },
      {
        level: 'warn',
        message: 'payments: no payment provider (Stripe is not configured, the sandbox is off): no card payment; stores take cash, pay later and charge to room only',
      },
    ]);
  });

  it('the demo: DEMO=on opens every store with the public key and takes sandbox payments, loudly', () => {
    expect(notes(production({ DEMO: 'on' }), { sandbox: true })).toEqual([
      { level: 'warn', message: 'store API keys: DEMO=on: the public demo key demo-store-key-sandbox opens every store' },
      { level: 'warn', message: 'payments: DEMO=on: the sandbox gateway takes card payments and counts them as paid; no real money moves' },
    ]);
    expect(notes(production({ SANDBOX_PAYMENTS: 'on' }), { sandbox: true })[1]).toEqual({
      level: 'warn',
      message: 'payments: SANDBOX_PAYMENTS=on: the sandbox gateway takes card payments and counts them as paid; no real money moves',
    });
  });

  it('a real shop: its stores’ keys, Stripe (a sandbox switch beside it is ignored, and said so)', () => {
    const shop = production({ STORE_API_KEYS: JSON.stringify({ '1001': 'k'.repeat(16), '1002': 'l'.repeat(16) }) });
    expect(notes(shop, { stripe: true })).toEqual([
      { level: 'info', message: 'store API keys: STORE_API_KEYS names 2 stores' },
      { level: 'info', message: 'payments: Stripe for stores with StripeActivated; the others take no card payment' },
    ]);
    expect(notes(production({ SANDBOX_PAYMENTS: 'on' }), { stripe: true })[1]).toMatchObject({ level: 'warn', message: expect.stringContaining('SANDBOX_PAYMENTS=on is ignored') });
  });

  it('development: the demo key and the sandbox, as on a laptop', () => {
    expect(notes(parseEnv({}), { sandbox: true })).toEqual([
      { level: 'info', message: 'store API keys: development: the public demo key demo-store-key-sandbox opens every store (in production only with DEMO=on)' },
      { level: 'info', message: 'payments: the sandbox gateway takes card payments (development: no real money moves)' },
    ]);
  });
});
