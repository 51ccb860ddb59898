import { NextRequest } from 'next/server';
import { POST as paymentReturn } from '@/app/api/orders/[orderId]/payment-return/route';
import { POST as answerPage } from '@/app/api/payments/sandbox/[paymentId]/challenge/route';
import type { Container } from '@/lib/server/container';
import { ReturnUrlRefusedError } from '@/lib/server/ports/payment-gateway';
import { reconcilePayments } from '@/lib/server/payments/use-cases/reconcile-payments';
import type { TPaymentReturnResult, TPlaceOrderResult } from '@/lib/views/order';
import { ALIPAY_STORE, createCheckoutApp, pickupBody, placeOrderRequest, teardown } from '../support/checkout';
import { ZPaymentReturnResponseSchema } from '@/lib/schemas/api/order-status';
import { expectAnswer } from '../support/answer';

let app: Container;

beforeAll(async () => {
  app = await createCheckoutApp();
});

afterAll(() => teardown(app));

const ALIPAY = 4 as const;
const WECHAT = 5 as const;

async function place(method: typeof ALIPAY | typeof WECHAT, key?: string): Promise<TPlaceOrderResult> {
  const response = await placeOrderRequest(ALIPAY_STORE.ID, pickupBody({ scheduledTime: pickupBody().scheduledTime, payment: { method, isMobile: false } }), key);
  expect(response.status).toBe(201);
  return (await response.json()) as TPlaceOrderResult;
}

const redirectOf = (placed: TPlaceOrderResult) => (placed.next.type === 'redirect' ? placed.next.url : '');
const tokenOf = (placed: TPlaceOrderResult) => new URL(placed.statusUrl, 'http://localhost').searchParams.get('t') ?? '';

async function answer(url: string, outcome: 'complete' | 'fail' | 'cancel'): Promise<{ returnUrl: string }> {
  const link = new URL(url, 'http://localhost');
  const paymentId = link.pathname.split('/').pop() ?? '';
  const response = await answerPage(
    new NextRequest(`http://localhost/api/payments/sandbox/${paymentId}/challenge`, {
      method: 'POST',
      body: JSON.stringify({ outcome, secret: link.searchParams.get('c') ?? undefined }),
      headers: { 'content-type': 'application/json' },
    }),
    {
      params: Promise.resolve({ paymentId }),
    },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { returnUrl: string };
}

function back(orderId: string, token: string) {
  return paymentReturn(
    new NextRequest(`http://localhost/api/orders/${orderId}/payment-return`, { method: 'POST', body: JSON.stringify({ token }), headers: { 'content-type': 'application/json' } }),
    {
      params: Promise.resolve({ orderId }),
    },
  );
}

async function backAnswer(placed: TPlaceOrderResult): Promise<TPaymentReturnResult> {
  const response = await back(placed.orderId, tokenOf(placed));
  await expectAnswer(response, ZPaymentReturnResponseSchema);
  expect(response.status).toBe(200);
  return (await response.json()) as TPaymentReturnResult;
}

describe('Alipay and Wechat on the sandbox (part 1 §4 "Place order")', () => {
  it('writes the order, pending, with transaction type 12, and sends the customer to the Alipay page', async () => {
    const placed = await place(ALIPAY);
    expect(placed).toMatchObject({ onlineOrderStatus: 1, total: 25.6, next: { type: 'redirect', url: expect.stringMatching(/^\/sandbox\/pay\/sbx_[0-9a-f]{32}\?c=[\w-]{43}$/) } });
    expect(await app.trackingOrders.findById(placed.orderId)).toMatchObject({ OnlineOrderStatus: 1, PaymentStatus: 'pending' });
    expect(JSON.stringify(await app.historyOrders.findById(placed.orderId))).toContain('"TransactionType":12');
    const payment = await app.payments.findByOrder(placed.orderId);
    expect(payment).toMatchObject({
      method: 'alipay',
      state: 'requires_action',
      amountCents: 2560,
      // Kept without the status link's token: the page's answer puts it back (issue 35).
      returnUrl: `/store/alipay-store/checkout?paymentReturn=${placed.orderId}`,
    });
  });

  it('pays: the page returns with SUCCESS and the trade number, and the return finds the order paid', async () => {
    const placed = await place(ALIPAY);
    const { returnUrl } = await answer(redirectOf(placed), 'complete');
    const paymentId = new URL(redirectOf(placed), 'http://localhost').pathname.split('/').pop();
    expect(returnUrl).toBe(`/store/alipay-store/checkout?paymentReturn=${placed.orderId}&t=${encodeURIComponent(tokenOf(placed))}&result=SUCCESS&trade_no=${paymentId}`);
    expect(await backAnswer(placed)).toEqual({
      outcome: 'paid',
      tradeStatus: 'TRADE_SUCCESS',
      message: null,
      order: { orderId: placed.orderId, orderNumber: placed.orderNumber, onlineOrderStatus: 1, total: 25.6, statusUrl: placed.statusUrl, next: { type: 'done' } },
    });
    expect(await app.trackingOrders.findById(placed.orderId)).toMatchObject({ OnlineOrderStatus: 1, PaymentStatus: 'paid', PaymentId: paymentId });
  });

  it('a refused payment returns with another result: the order fails (status 6) and the trade status is TRADE_CLOSED', async () => {
    const placed = await place(ALIPAY);
    const { returnUrl } = await answer(redirectOf(placed), 'fail');
    expect(returnUrl).toMatch(/&result=FAIL$/);
    expect(await backAnswer(placed)).toMatchObject({ outcome: 'failed', tradeStatus: 'TRADE_CLOSED', message: 'The customer did not approve the payment.' });
    expect(await app.trackingOrders.findById(placed.orderId)).toMatchObject({ OnlineOrderStatus: 6, PaymentStatus: 'failed' });
  });

  it('Wechat (transaction type 13): cancelled on its page, the order fails and nothing is charged', async () => {
    const placed = await place(WECHAT);
    expect(JSON.stringify(await app.historyOrders.findById(placed.orderId))).toContain('"TransactionType":13');
    const { returnUrl } = await answer(redirectOf(placed), 'cancel');
    expect(returnUrl).toMatch(/&result=CANCEL$/);
    expect(await backAnswer(placed)).toMatchObject({ outcome: 'failed', tradeStatus: 'TRADE_CLOSED' });
    expect(await app.payments.findByOrder(placed.orderId)).toMatchObject({ method: 'wechat', state: 'failed', failureCode: 'canceled' });
  });

  it('a forged SUCCESS pays nothing: the return asks the provider, which still waits, so the payment is cancelled and the order fails', async () => {
    const placed = await place(ALIPAY);
    // The customer (or anyone with the link) comes back "with SUCCESS" without paying.
    const forged = await backAnswer(placed);
    expect(forged).toMatchObject({ outcome: 'failed', tradeStatus: 'TRADE_CLOSED' });
    expect(await app.trackingOrders.findById(placed.orderId)).toMatchObject({ OnlineOrderStatus: 6, PaymentStatus: 'failed' });
    // The provider's page can no longer take the money for it.
    await answer(redirectOf(placed), 'complete');
    expect(await app.payments.findByOrder(placed.orderId)).toMatchObject({ state: 'failed', failureCode: 'canceled' });
    expect(await app.trackingOrders.findById(placed.orderId)).toMatchObject({ PaymentStatus: 'failed' });
  });

  it('answers 404 to a return without the order’s token, and changes nothing', async () => {
    const placed = await place(ALIPAY);
    expect((await back(placed.orderId, 'not-the-token')).status).toBe(404);
    expect((await back('../etc', tokenOf(placed))).status).toBe(404);
    expect(await app.trackingOrders.findById(placed.orderId)).toMatchObject({ PaymentStatus: 'pending' });
    expect(await app.payments.findByOrder(placed.orderId)).toMatchObject({ state: 'requires_action' });
  });

  it('the same Idempotency-Key gives the same order and the same provider page: one payment', async () => {
    const key = 'alipay-key-1';
    const [first, second] = await Promise.all([place(ALIPAY, key), place(ALIPAY, key)]);
    expect(second).toEqual(first);
    expect(redirectOf(second)).toBe(redirectOf(first));
  });

  it('paid, then the tab was closed: the order is paid without the customer coming back', async () => {
    const placed = await place(WECHAT);
    await answer(redirectOf(placed), 'complete');
    expect(await app.trackingOrders.findById(placed.orderId)).toMatchObject({ PaymentStatus: 'paid' });
  });

  it('left on the provider’s page and never answered: the reconciler cancels it after the timeout and the order fails', async () => {
    const placed = await place(ALIPAY);
    const later = new Date(Date.now() + 31 * 60_000);
    await reconcilePayments({ app, now: later, timeoutMinutes: 30 });
    expect(await app.trackingOrders.findById(placed.orderId)).toMatchObject({ OnlineOrderStatus: 6, PaymentStatus: 'failed' });
  });

  it('refuses Alipay and Wechat where the store has not enabled them (422 payment.method)', async () => {
    const response = await placeOrderRequest('1', pickupBody({ payment: { method: ALIPAY } }));
    expect(response.status).toBe(422);
    expect((await response.json()).error.fieldErrors).toEqual({ 'payment.method': ['payment method not available'] });
  });

  it('never sends a customer to another site: a return URL that is not a path here is refused', async () => {
    const input = {
      idempotencyKey: 'k-evil',
      amountCents: 100,
      currency: 'aud',
      orderId: 'o-evil',
      storeId: '8',
      method: 'alipay' as const,
      customer: { firstName: '', lastName: '', email: '', phone: '' },
      description: '',
      isMobile: false,
    };
    for (const returnUrl of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      await expect(app.sandboxPayments!.createRedirectPayment({ ...input, returnUrl })).rejects.toBeInstanceOf(ReturnUrlRefusedError);
    }
  });
});
