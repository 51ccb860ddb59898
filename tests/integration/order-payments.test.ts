import { NextRequest } from 'next/server';
import { POST as answerChallenge } from '@/app/api/payments/sandbox/[paymentId]/challenge/route';
import type { Container } from '@/lib/server/container';
import { reconcilePayments } from '@/lib/server/payments/use-cases/reconcile-payments';
import type { TPlaceOrderResult } from '@/lib/views/order';
import { CARD, CHALLENGE_CARD, createCheckoutApp, DECLINED_CARD, pickupBody, placeOrderRequest, teardown } from '../support/checkout';
import { ZChallengeAnswerResponseSchema } from '@/lib/schemas/api/payments';
import { expectAnswer } from '../support/answer';

let app: Container;

beforeAll(async () => {
  app = await createCheckoutApp();
});

afterAll(() => teardown(app));

async function place(card: typeof CARD, quantity = 2): Promise<TPlaceOrderResult> {
  // Banquets ($80 each) go above the store's 3-D Secure minimum of $150 with two of them.
  const items = quantity === 2 ? [{ id: 'p4', quantity: 2 }] : [{ id: 'p1', quantity: 2, modifiers: [{ ID: 'm-chilli', quantity: 1 }] }];
  const expectedTotal = quantity === 2 ? 162.4 : 25.98;
  const response = await placeOrderRequest('1', pickupBody({ items, payment: { method: 1, card }, expectedTotal }));
  expect(response.status).toBe(201);
  return (await response.json()) as TPlaceOrderResult;
}

/** Answers the sandbox page of `url` (/sandbox/3ds/{paymentId}?c={secret}) with its link's secret. */
function challenge(url: string, outcome: 'complete' | 'fail') {
  const link = new URL(url, 'http://localhost');
  const paymentId = link.pathname.split('/').pop() ?? '';
  return answerChallenge(
    new NextRequest(`http://localhost/api/payments/sandbox/${paymentId}/challenge`, {
      method: 'POST',
      body: JSON.stringify({ outcome, secret: link.searchParams.get('c') ?? undefined }),
      headers: { 'content-type': 'application/json' },
    }),
    { params: Promise.resolve({ paymentId }) },
  );
}

describe('card payments on the sandbox', () => {
  it('leaves a declined card’s order in payment failed (status 6) and lets the customer retry with a new order', async () => {
    const declined = await place(DECLINED_CARD, 1);
    expect(declined).toMatchObject({ onlineOrderStatus: 6, next: { type: 'done' } });
    expect(await app.trackingOrders.findById(declined.orderId)).toMatchObject({ OnlineOrderStatus: 6, PaymentStatus: 'failed' });
    const retried = await place(CARD, 1);
    expect(retried).toMatchObject({ onlineOrderStatus: 1 });
    expect(retried.orderId).not.toBe(declined.orderId);
  });

  it('sends a payment above 3DSecureMinimumSpend to the challenge, pending until it is completed, then paid', async () => {
    const placed = await place(CARD);
    expect(placed.next).toEqual({ type: 'redirect', url: expect.stringMatching(/^\/sandbox\/3ds\/sbx_[0-9a-f]{32}\?c=[\w-]{43}$/) });
    expect(await app.trackingOrders.findById(placed.orderId)).toMatchObject({ OnlineOrderStatus: 1, PaymentStatus: 'pending' });
    const url = placed.next.type === 'redirect' ? placed.next.url : '';
    const answer = await challenge(url, 'complete');
    await expectAnswer(answer, ZChallengeAnswerResponseSchema);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ returnUrl: placed.statusUrl, onlineOrderStatus: 1 });
    expect(await app.trackingOrders.findById(placed.orderId)).toMatchObject({ OnlineOrderStatus: 1, PaymentStatus: 'paid' });
    expect(await app.historyOrders.findById(placed.orderId)).toMatchObject({ PaymentStatus: 'paid' });
  });

  it('fails the order when the challenge fails', async () => {
    const placed = await place(CHALLENGE_CARD, 1);
    expect(placed.next.type).toBe('redirect');
    await challenge(placed.next.type === 'redirect' ? placed.next.url : '', 'fail');
    expect(await app.trackingOrders.findById(placed.orderId)).toMatchObject({ OnlineOrderStatus: 6, PaymentStatus: 'failed' });
  });

  it('answers 404 for an unknown challenge', async () => {
    expect((await challenge('/sandbox/3ds/sbx_nope', 'complete')).status).toBe(404);
  });
});

describe('the bank surcharge from the card the provider reports (card type code 5)', () => {
  const DEBIT_CARD = { ...CARD, CardNumber: '4000 0566 5566 5556' };
  const items = [{ id: 'p1', uniqueId: 'line-a', quantity: 2, modifiers: [{ ID: 'm-chilli', quantity: 1 }] }];

  it('charges a credit card the 1.5 % surcharge, and a debit card none: the amount charged is the total shown', async () => {
    const credit = await placeOrderRequest('1', pickupBody({ items, payment: { method: 1, card: CARD }, expectedTotal: 25.98 }));
    expect(credit.status).toBe(201);
    expect((await app.payments.findByOrder(((await credit.json()) as TPlaceOrderResult).orderId))?.amountCents).toBe(2598);
    const debit = await placeOrderRequest('1', pickupBody({ items, payment: { method: 1, card: DEBIT_CARD }, expectedTotal: 25.6 }));
    expect(debit.status).toBe(201);
    const placed = (await debit.json()) as TPlaceOrderResult;
    expect(placed.total).toBe(25.6);
    expect((await app.payments.findByOrder(placed.orderId))?.amountCents).toBe(2560);
  });

  it('answers 409 with the debit card’s lower total when the page priced it as a credit card, and charges nothing', async () => {
    const response = await placeOrderRequest('1', pickupBody({ items, payment: { method: 1, card: DEBIT_CARD }, expectedTotal: 25.98 }));
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatchObject({ code: 'PRICE_CHANGED', details: { total: 25.6, bankCardSurcharge: 0 } });
  });
});

describe('the payment reconciler', () => {
  it('settles a payment that succeeded while marking its order paid did not happen', async () => {
    const placed = await place(CARD);
    const payment = await app.payments.findByOrder(placed.orderId);
    // The challenge succeeds at the provider, but our write after it is lost.
    await app.sandboxPayments?.completeChallenge(payment?.id ?? '', 'complete');
    expect(await app.trackingOrders.findById(placed.orderId)).toMatchObject({ PaymentStatus: 'pending' });
    const result = await reconcilePayments({ app, timeoutMinutes: 30 });
    expect(result.paid).toBeGreaterThanOrEqual(1);
    expect(await app.trackingOrders.findById(placed.orderId)).toMatchObject({ OnlineOrderStatus: 1, PaymentStatus: 'paid' });
  });

  it('gives up a challenge left unanswered past the timeout: payment failed, status 6', async () => {
    const placed = await place(CARD);
    const soon = await reconcilePayments({ app, timeoutMinutes: 30 });
    expect(soon.stillPending).toBeGreaterThanOrEqual(1);
    await reconcilePayments({ app, timeoutMinutes: 30, now: new Date(Date.now() + 31 * 60_000) });
    expect(await app.trackingOrders.findById(placed.orderId)).toMatchObject({ OnlineOrderStatus: 6, PaymentStatus: 'failed' });
    expect((await app.payments.findByOrder(placed.orderId))?.state).toBe('failed');
  });
});
