import type { Container } from '@/lib/server/container';
import type { TPlaceOrderResult } from '@/lib/views/order';
import { ALIPAY_STORE, createCheckoutApp, pickupBody, placeOrderRequest, teardown } from '../support/checkout';

let app: Container;

beforeAll(async () => {
  app = await createCheckoutApp();
});

afterAll(() => teardown(app));

const APPLE_PAY = 6 as const;
const GOOGLE_PAY = 7 as const;

async function place(method: typeof APPLE_PAY | typeof GOOGLE_PAY, walletToken?: string, storeId = ALIPAY_STORE.ID) {
  const response = await placeOrderRequest(storeId, pickupBody({ payment: { method, ...(walletToken ? { walletToken } : {}) } }));
  return { status: response.status, json: (await response.json()) as TPlaceOrderResult & { error?: { fieldErrors?: Record<string, string[]> } } };
}

type Transactions = { PaymentTransactions: { TransactionType: number | null; ReferenceNumber: string | null }[]; PaymentGateway?: number | null };

describe('Apple pay and Google pay on the sandbox (part 1 §4: create order, create payment, confirm, extra action step)', () => {
  it('pays with Apple pay: transaction type 15 with the payment’s reference number, PaymentGateway 6, no card surcharge', async () => {
    const { status, json } = await place(APPLE_PAY, 'sbx_wallet_ok');
    expect(status).toBe(201);
    expect(json).toMatchObject({ onlineOrderStatus: 1, total: 25.6, next: { type: 'done' } });
    const order = (await app.historyOrders.findById(json.orderId)) as unknown as Transactions & { PaymentId: string; PaymentStatus: string };
    expect(order).toMatchObject({ PaymentStatus: 'paid', PaymentId: expect.stringMatching(/^sbx_/) });
    expect(order.PaymentTransactions).toEqual([expect.objectContaining({ TransactionType: 15, ReferenceNumber: order.PaymentId })]);
    expect(JSON.stringify(order)).toContain('"PaymentGateway":6');
    expect((await app.payments.findByOrder(json.orderId))?.amountCents).toBe(2560);
  });

  it('pays with Google pay: transaction type 14 with its reference number', async () => {
    const { json } = await place(GOOGLE_PAY, 'sbx_wallet_ok');
    const order = (await app.trackingOrders.findById(json.orderId)) as unknown as Transactions & { PaymentId: string };
    expect(order.PaymentTransactions).toEqual([expect.objectContaining({ TransactionType: 14, ReferenceNumber: order.PaymentId })]);
  });

  it('a wallet card the bank declines leaves the order in payment failed (6), with no reference number', async () => {
    const { json } = await place(APPLE_PAY, 'sbx_wallet_declined');
    expect(json).toMatchObject({ onlineOrderStatus: 6, paymentError: { code: 'card_declined' } });
    const order = (await app.historyOrders.findById(json.orderId)) as unknown as Transactions;
    expect(order.PaymentTransactions[0].ReferenceNumber).toBeNull();
  });

  it('handles the bank’s extra action step as a redirect, pending until it is passed', async () => {
    const { json } = await place(GOOGLE_PAY, 'sbx_wallet_challenge');
    expect(json.next).toEqual({ type: 'redirect', url: expect.stringMatching(/^\/sandbox\/3ds\/sbx_/) });
    expect(await app.trackingOrders.findById(json.orderId)).toMatchObject({ PaymentStatus: 'pending' });
  });

  it('asks for the wallet’s approval, and refuses a wallet the store has not enabled', async () => {
    const missing = await place(APPLE_PAY);
    expect(missing.status).toBe(422);
    expect(missing.json.error?.fieldErrors).toEqual({ 'payment.walletToken': ['Please enter your card details'] });
    const off = await place(APPLE_PAY, 'sbx_wallet_ok', '1');
    expect(off.status).toBe(422);
    expect(off.json.error?.fieldErrors).toEqual({ 'payment.method': ['payment method not available'] });
  });
});
