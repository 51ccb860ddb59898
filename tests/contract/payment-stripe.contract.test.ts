/**
 * The PaymentGateway contract on the Stripe adapter, Stripe's API answered by msw
 * (tests/contract/stripe.fake.ts), plus each call's request body, Idempotency-Key and the
 * mapping of Stripe's errors.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { setupServer } from 'msw/node';

import { isAppError } from '@/lib/domain/errors/app-error';
import { createStripePaymentGateway } from '@/lib/server/adapters/stripe-payments/stripe-payment-gateway';
import { IdempotencyConflictError, RefundNotAllowedError } from '@/lib/server/ports/payment-gateway';

import { contractRequest, describePaymentGatewayContract, redirectRequest, TEST_CARD_NUMBERS, type TestCard } from './payment-gateway.contract';
import { completeStripeChallenge, failNextStripeRequest, resetStripeFake, STRIPE_TEST_SECRET_KEY, STRIPE_TEST_WEBHOOK_SECRET, stripeHandlers, stripeRequests } from './stripe.fake';

const server = setupServer(...stripeHandlers);
const stripe = createStripePaymentGateway({ secretKey: STRIPE_TEST_SECRET_KEY, webhookSecret: STRIPE_TEST_WEBHOOK_SECRET, maxNetworkRetries: 0 });
const PAYMENT_METHODS: Record<TestCard, string> = {
  success: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  insufficientFunds: 'pm_card_chargeDeclinedInsufficientFunds',
  challenge: 'pm_card_authenticationRequired',
};
const pm = (kind: TestCard) => ({ type: 'paymentMethod' as const, paymentMethodId: PAYMENT_METHODS[kind] });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetStripeFake());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describePaymentGatewayContract('Stripe PaymentIntents (msw)', () => ({
  gateway: stripe,
  source: pm,
  foreignSource: { type: 'card', card: { number: TEST_CARD_NUMBERS.success, holder: 'Ada Lovelace', expiryMonth: 12, expiryYear: 2040, cvc: '123' } },
  debitSource: { type: 'paymentMethod', paymentMethodId: 'pm_card_visa_debit' },
  otherBrandSource: { type: 'paymentMethod', paymentMethodId: 'pm_card_discover' },
  answerChallenge: async (payment, outcome) => completeStripeChallenge(payment.id, outcome),
}));

describe('Stripe adapter requests', () => {
  it('starts Alipay with Stripe’s redirect back to the checkout, and Wechat Pay with its QR page, with the order’s key and metadata', async () => {
    const alipay = redirectRequest('alipay');
    const started = await stripe.createRedirectPayment(alipay);
    expect(started).toMatchObject({ method: 'alipay', state: 'requires_action', redirectUrl: expect.stringMatching(/^https:\/\/hooks\.stripe\.com\/redirect\//) });
    expect(stripeRequests[0]).toMatchObject({ method: 'POST', path: '/v1/payment_intents', idempotencyKey: alipay.idempotencyKey });
    expect(stripeRequests[0].body).toMatchObject({
      amount: '2560',
      currency: 'aud',
      confirm: 'true',
      payment_method_types: { '0': 'alipay' },
      payment_method_data: { type: 'alipay' },
      return_url: `http://localhost:3000${alipay.returnUrl}`,
      metadata: { source: 'storefront', order_id: alipay.orderId, store_id: '1001', idempotency_key: alipay.idempotencyKey },
    });
    const wechat = redirectRequest('wechat', { isMobile: true });
    expect(await stripe.createRedirectPayment(wechat)).toMatchObject({ method: 'wechat', redirectUrl: expect.stringMatching(/^https:\/\/payments\.stripe\.com\/wechat_pay\//) });
    expect(stripeRequests[1].body).toMatchObject({
      payment_method_types: { '0': 'wechat_pay' },
      payment_method_data: { type: 'wechat_pay' },
      payment_method_options: { wechat_pay: { client: 'web' } },
    });
    expect(stripeRequests[1].body).not.toHaveProperty('return_url');
  });

  it('creates and confirms one PaymentIntent with the order’s key: cents, currency, the PaymentMethod, 3-D Secure, customer and order in metadata', async () => {
    const input = contractRequest(pm('success'), { amountCents: 16240, requestThreeDSecure: true });
    await stripe.createCardPayment(input);
    const [create] = stripeRequests;
    expect(create).toMatchObject({ method: 'POST', path: '/v1/payment_intents', idempotencyKey: input.idempotencyKey, authorization: `Bearer ${STRIPE_TEST_SECRET_KEY}` });
    expect(create.body).toEqual({
      amount: '16240',
      currency: 'aud',
      payment_method: 'pm_card_visa',
      payment_method_types: { '0': 'card' },
      confirm: 'true',
      use_stripe_sdk: 'false',
      return_url: input.returnUrl,
      payment_method_options: { card: { request_three_d_secure: 'any' } },
      description: 'Order 1042 · Harbour Dumplings',
      metadata: {
        source: 'storefront',
        order_id: input.orderId,
        store_id: '1001',
        idempotency_key: input.idempotencyKey,
        customer_name: 'Ada Lovelace',
        customer_email: 'ada@example.com',
        customer_phone: '0412345678',
      },
      expand: { '0': 'payment_method', '1': 'latest_charge' },
    });
    // Without the store's 3-D Secure minimum reached, Stripe decides (its rules and the card's).
    await stripe.createCardPayment(contractRequest(pm('success')));
    expect(stripeRequests[1].body.payment_method_options).toEqual({ card: { request_three_d_secure: 'automatic' } });
  });

  it('answers 3-D Secure with Stripe’s redirect and the return to the order’s page', async () => {
    const input = contractRequest(pm('challenge'));
    const payment = await stripe.createCardPayment(input);
    expect(payment).toMatchObject({ state: 'requires_action', redirectUrl: expect.stringMatching(/^https:\/\/hooks\.stripe\.com\/3d_secure_2\//), returnUrl: input.returnUrl });
  });

  it('sends the same key again on a retry, and Stripe answers with the first PaymentIntent', async () => {
    const input = contractRequest(pm('success'));
    const first = await stripe.createCardPayment(input);
    const again = await stripe.createCardPayment(input);
    expect(again.id).toBe(first.id);
    expect(stripeRequests.map((r) => r.idempotencyKey)).toEqual([input.idempotencyKey, input.idempotencyKey]);
  });

  it('refunds with the caller’s key, reading the PaymentIntent first', async () => {
    const paid = await stripe.createCardPayment(contractRequest(pm('success')));
    stripeRequests.length = 0;
    await stripe.refund(paid.id, { idempotencyKey: `refund:${paid.orderId}` });
    const refund = stripeRequests.find((r) => r.path === '/v1/refunds');
    expect(refund).toMatchObject({
      idempotencyKey: `refund:${paid.orderId}`,
      body: { payment_intent: paid.id, reason: 'requested_by_customer', metadata: { source: 'storefront', order_id: paid.orderId } },
    });
    expect(stripeRequests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/payment_intents/${paid.id}`, 'POST /v1/refunds', `GET /v1/payment_intents/${paid.id}`]);
  });

  it('finds an order’s payment with Stripe’s search on the order id', async () => {
    const input = contractRequest(pm('success'));
    const paid = await stripe.createCardPayment(input);
    expect((await stripe.findByOrder(input.orderId))?.id).toBe(paid.id);
    expect(stripeRequests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/payment_intents/search', body: { query: `metadata['order_id']:'${input.orderId}'`, limit: '1' } });
    expect(await stripe.findByOrder("x' OR metadata['order_id']:'y")).toBeNull();
  });

  it('keeps the card’s brand and last 4 and Stripe’s decline code for a declined card', async () => {
    const declined = await stripe.createCardPayment(contractRequest(pm('declined')));
    expect(declined).toMatchObject({ state: 'failed', failureCode: 'card_declined', failureMessage: 'Your card was declined.', card: { brand: 'visa', last4: '0002' } });
    await expect(stripe.refund(declined.id, { idempotencyKey: 'k-declined' })).rejects.toBeInstanceOf(RefundNotAllowedError);
  });
});

describe('Stripe kept cards', () => {
  it('makes one Customer per member (keyed by the member), then a SetupIntent confirmed with the PaymentMethod', async () => {
    const member = { userId: 'user-1', email: 'ada@example.com', name: 'Ada Lovelace' };
    const saved = await stripe.saveCard({ idempotencyKey: 'add-1', member, customerId: null, source: pm('success') });
    expect(saved.customerId).toMatch(/^cus_/);
    expect(saved.card.cardIdentifier).toMatch(/^pm_/);
    expect(stripeRequests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      idempotencyKey: 'customer:user-1',
      body: { email: 'ada@example.com', name: 'Ada Lovelace', metadata: { source: 'storefront', user_id: 'user-1' } },
    });
    expect(stripeRequests[1]).toMatchObject({
      method: 'POST',
      path: '/v1/setup_intents',
      idempotencyKey: 'storecard:user-1:add-1',
      body: { customer: saved.customerId, payment_method: 'pm_card_visa', confirm: 'true', usage: 'on_session', payment_method_types: { '0': 'card' } },
    });
    // The next card goes to the same Customer, with no new one made.
    await stripe.saveCard({ idempotencyKey: 'add-2', member, customerId: saved.customerId, source: pm('success') });
    expect(stripeRequests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
    // Paying with it names the Customer with the PaymentMethod; removing it detaches it.
    await stripe.createCardPayment(contractRequest({ type: 'savedCard', customerId: saved.customerId, cardIdentifier: saved.card.cardIdentifier }));
    expect(stripeRequests.at(-1)?.body).toMatchObject({ payment_method: saved.card.cardIdentifier, customer: saved.customerId });
    await stripe.removeCard({ customerId: saved.customerId, cardIdentifier: saved.card.cardIdentifier });
    expect(stripeRequests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/payment_methods/${saved.card.cardIdentifier}/detach` });
  });

  it('refuses a card that asks for 3-D Secure to be kept, cancelling its SetupIntent', async () => {
    const thrown = await stripe
      .saveCard({ idempotencyKey: 'add-3ds', member: { userId: 'user-2', email: 'b@example.com', name: 'B' }, customerId: null, source: pm('challenge') })
      .catch((e: unknown) => e);
    expect(isAppError(thrown) && [thrown.code, thrown.messageKey]).toEqual(['PAYMENT_FAILED', 'storedCards.authenticationRequired']);
    expect(stripeRequests.at(-1)?.path).toMatch(/^\/v1\/setup_intents\/seti_\w+\/cancel$/);
  });
});

describe('Stripe errors', () => {
  const quiet = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

  it.each([
    ['a rate limit', 429, { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests hit the API too quickly.' }],
    ['Stripe’s own error', 500, { type: 'api_error', message: 'Something went wrong on Stripe’s end.' }],
    ['a wrong secret key', 401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${STRIPE_TEST_SECRET_KEY}` }],
    ['a missing permission', 403, { type: 'invalid_request_error', message: 'The provided key does not have the required permissions.' }],
    ['a request still running under the same key', 409, { type: 'idempotency_error', message: 'There is currently another in-progress request using this Idempotent Key.' }],
  ])('answers %s with 503 "Could not create a payment please try again", logging no key', async (_label, status, error) => {
    const log = quiet();
    failNextStripeRequest(status, error);
    const thrown = await stripe.createCardPayment(contractRequest(pm('success'))).catch((e: unknown) => e);
    expect(isAppError(thrown) && [thrown.code, thrown.messageKey]).toEqual(['UPSTREAM_UNAVAILABLE', 'placeOrder.paymentFailed']);
    expect(log).toHaveBeenCalled();
    expect(JSON.stringify(log.mock.calls)).not.toContain(STRIPE_TEST_SECRET_KEY);
    expect(JSON.stringify(log.mock.calls)).not.toContain('ada@example.com');
    log.mockRestore();
  });

  it('answers a dropped connection with 503 too', async () => {
    const log = quiet();
    const { http, HttpResponse } = await import('msw');
    server.use(http.post('https://api.stripe.com/v1/payment_intents', () => HttpResponse.error()));
    const thrown = await stripe.createCardPayment(contractRequest(pm('success'))).catch((e: unknown) => e);
    expect(isAppError(thrown) && thrown.code).toBe('UPSTREAM_UNAVAILABLE');
    log.mockRestore();
  });

  it('answers a PaymentMethod Stripe does not know with 402 and the spec’s text', async () => {
    const log = quiet();
    const thrown = await stripe.createCardPayment(contractRequest({ type: 'paymentMethod', paymentMethodId: 'pm_unknown' })).catch((e: unknown) => e);
    expect(isAppError(thrown) && [thrown.code, thrown.messageKey]).toEqual(['PAYMENT_FAILED', 'placeOrder.paymentFailed']);
    log.mockRestore();
  });

  it('answers a card error without a PaymentIntent with 402 and Stripe’s message', async () => {
    const log = quiet();
    failNextStripeRequest(402, { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' });
    const thrown = await stripe.createCardPayment(contractRequest(pm('success'))).catch((e: unknown) => e);
    expect(isAppError(thrown) && [thrown.code, thrown.messageKey, thrown.values]).toEqual(['PAYMENT_FAILED', 'payments.providerMessage', { message: 'Your card has expired.' }]);
    log.mockRestore();
  });

  it('maps an idempotency_error to IdempotencyConflictError', async () => {
    const input = contractRequest(pm('success'));
    await stripe.createCardPayment(input);
    await expect(stripe.createCardPayment({ ...input, description: 'another order' })).rejects.toBeInstanceOf(IdempotencyConflictError);
  });

  it('answers a failed read with 503, and an unknown PaymentIntent with null', async () => {
    const log = quiet();
    failNextStripeRequest(500, { type: 'api_error', message: 'oops' }, /payment_intents\/pi_/);
    const thrown = await stripe.retrieve('pi_123').catch((e: unknown) => e);
    expect(isAppError(thrown) && thrown.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(await stripe.retrieve('pi_123')).toBeNull();
    expect(await stripe.retrieve('sbx_123')).toBeNull();
    log.mockRestore();
  });

  it('answers a refund Stripe refuses with 503, and the payment stays as it was', async () => {
    const log = quiet();
    const paid = await stripe.createCardPayment(contractRequest(pm('success')));
    failNextStripeRequest(500, { type: 'api_error', message: 'oops' }, /refunds/);
    const thrown = await stripe.refund(paid.id, { idempotencyKey: 'k1' }).catch((e: unknown) => e);
    expect(isAppError(thrown) && thrown.code).toBe('UPSTREAM_UNAVAILABLE');
    expect((await stripe.retrieve(paid.id))?.state).toBe('succeeded');
    log.mockRestore();
  });
});
