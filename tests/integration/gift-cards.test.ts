import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { POST } from '@/app/api/stores/[storeId]/gift-orders/route';
import type { TGiftOrderRequestInput } from '@/lib/schemas/api/gift-orders';
import type { TMenu } from '@/lib/schemas/entities';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import { newGiftCardCode, type TGiftCard } from '@/lib/server/gift-cards/issue-gift-cards';
import type { TrackingOrderDocument } from '@/lib/server/orders/order-documents';
import { settlePayment } from '@/lib/server/payments/use-cases/settle-payment';
import type { TPlaceOrderResult } from '@/lib/views/order';
import { CARD, CONTACT, DECLINED_CARD, checkoutMenu, createCheckoutApp, pickupBody, placeOrderRequest, teardown } from '../support/checkout';
import { ZPlaceOrderResponseSchema } from '@/lib/schemas/api/orders';
import { expectAnswer } from '../support/answer';

/** The checkout menu with two gift cards in its gift-card category (one sold out, one not in Products) and an automatic 10 % discount on the whole order. */
function giftMenu(): TMenu {
  const menu = checkoutMenu();
  return {
    ...menu,
    Products: {
      ...menu.Products,
      'gift-25': { ID: 'gift-25', Name: '$25 gift card', ShortDescription: 'A $25 e-gift card', Price: 25, TaxRate: 0 },
      'gift-50': { ID: 'gift-50', Name: '$50 gift card', ShortDescription: 'A $50 e-gift card', Price: 50, TaxRate: 0, Status: 2 },
      'gift-sold': { ID: 'gift-sold', Name: 'Sold out card', Price: 10, TaxRate: 0, Status: 3 },
    },
    SpecialCategories: {
      SCTypeGiftcard: {
        SubMenuItems: [
          { ID: 'gc-25', ProductID: 'gift-25', Name: '$25 gift card', Price: 25 },
          { ID: 'gc-50', ProductID: 'gift-50', Name: '$50 gift card', Price: 50 },
          { ID: 'gc-sold', ProductID: 'gift-sold', Name: 'Sold out card', Price: 10 },
          { ID: 'gc-gone', ProductID: 'gift-gone', Name: 'Not in the menu', Price: 5 },
        ],
      },
    },
    PriceTriggers: [
      {
        ID: 'auto-10',
        Name: '10 % off everything',
        TriggerType: 0,
        TriggerMode: 0,
        RunType: 1,
        OutcomeType: 0,
        OutcomePriceType: 1,
        DiscountPercentageValue: 0.1,
        Priority: 1,
        StartAt: 0,
        EndAt: 4102444800,
      },
    ],
  };
}

// Each test places orders and mails cards with a QR: more than jest's 5 s on a busy machine.
jest.setTimeout(30_000);

let app: Container;
beforeAll(async () => {
  app = await createCheckoutApp({}, giftMenu);
});
afterAll(() => teardown(app));

const RECIPIENT = { Email: 'grace@example.com', From: 'Ada', To: 'Grace', Message: 'Happy birthday, Grace!' };

/** Two $25 cards and one $50 card for Grace, by card: $100 plus the store's 1.5 % card surcharge. */
function giftBody(overrides: Partial<TGiftOrderRequestInput> = {}): TGiftOrderRequestInput {
  return {
    items: [
      { id: 'gift-25', uniqueId: 'g1', quantity: 2, message: RECIPIENT },
      { id: 'gift-50', uniqueId: 'g2', quantity: 1, message: { ...RECIPIENT, Message: '' } },
    ],
    contact: CONTACT,
    payment: { method: 1, card: CARD },
    expectedTotal: 101.5,
    ...overrides,
  };
}

function giftRequest(storeId: string, body: unknown, key: string | null = randomUUID()) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key !== null) headers['idempotency-key'] = key;
  return POST(new NextRequest(`http://localhost/api/stores/${storeId}/gift-orders`, { method: 'POST', body: JSON.stringify(body), headers }), {
    params: Promise.resolve({ storeId }),
  });
}

async function cardsOf(orderId: string): Promise<TGiftCard[]> {
  const page = await app.documents.query<TGiftCard>(COLLECTIONS.giftCards, { where: [{ field: 'OrderID', op: '==', value: orderId }] });
  return page.docs.map((doc) => doc.data);
}

async function fieldErrors(response: Response): Promise<Record<string, string[]>> {
  const body = (await response.json()) as { error: { fields?: Record<string, string[]>; fieldErrors?: Record<string, string[]> } };
  return body.error.fields ?? body.error.fieldErrors ?? {};
}

describe('POST /api/stores/{storeId}/gift-orders', () => {
  it('charges exactly the cards’ values plus the bank surcharge: no coupon, no automatic discount; IsLiability, order type 3', async () => {
    // The same store discounts a food order by 10 % automatically: the gift order does not get it.
    const food = await placeOrderRequest('1', pickupBody({ expectedTotal: 23.04 }));
    expect(food.status).toBe(201);

    const response = await giftRequest('1', giftBody());
    await expectAnswer(response, ZPlaceOrderResponseSchema);
    expect(response.status).toBe(201);
    const result = (await response.json()) as TPlaceOrderResult;
    expect(result).toMatchObject({ total: 101.5, onlineOrderStatus: 1, next: { type: 'done' } });
    const order = await app.trackingOrders.findById(result.orderId);
    expect(order).toMatchObject({
      IsLiability: true,
      OrderType: 3,
      PaymentStatus: 'paid',
      BankCardSurcharge: 1.5,
      GuestUserIdentifier: expect.any(String),
      OnlineOrderUserIdentifier: null,
      PaymentTransactions: [{ Amount: 101.5 }],
      AppliedCouponCodes: [],
      AppliedPriceTriggerRecords: [],
      GiftLines: [
        { ProductID: 'gift-25', Value: 25, Quantity: 2, ...RECIPIENT },
        { ProductID: 'gift-50', Value: 50, Quantity: 1, ...RECIPIENT, Message: '' },
      ],
    });
    expect((order as Record<string, unknown>).DiscountExcludingTax ?? 0).toBe(0);
  });

  it('refuses a total computed with a discount (409 with the server’s total)', async () => {
    const response = await giftRequest('1', giftBody({ expectedTotal: 91.35 }));
    expect(response.status).toBe(409);
    const body = (await response.json()) as { error: { code: string; details: { total: number; discount: number } } };
    expect(body.error).toMatchObject({ code: 'PRICE_CHANGED', details: { total: 101.5, discount: 0 } });
  });

  it('issues each card once, with its value and a unique unguessable code, and mails the recipient the card, the message and a QR', async () => {
    const key = randomUUID();
    const first = (await (await giftRequest('1', giftBody(), key)).json()) as TPlaceOrderResult;
    // A retry with the same key, and the payment's news again, change nothing.
    const again = (await (await giftRequest('1', giftBody(), key)).json()) as TPlaceOrderResult;
    expect(again.orderId).toBe(first.orderId);
    const order = (await app.documents.get<TrackingOrderDocument>(COLLECTIONS.trackingOrders, first.orderId))!;
    const payment = (await app.payments.retrieve(order.PaymentId!))!;
    await settlePayment({ app, payment });
    await settlePayment({ app, payment, event: { provider: 'sandbox', id: `evt-${key}`, type: 'payment.succeeded' } });

    const cards = await cardsOf(first.orderId);
    expect(cards.map((card) => card.Value).sort()).toEqual([25, 25, 50]);
    expect(cards.every((card) => card.Balance === card.Value && card.RecipientEmail === 'grace@example.com' && card.EmailedOn !== null)).toBe(true);
    const codes = cards.map((card) => card.Code);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);

    const mails = (await app.outbox.list({ to: 'grace@example.com', channel: 'email' })).filter((mail) => codes.some((code) => mail.Text.includes(code)));
    expect(mails).toHaveLength(3);
    const birthday = mails.find((mail) => mail.Text.includes(cards.find((card) => card.Message !== '')!.Code))!;
    expect(birthday.Subject).toBe('Ada sent you a $25.00 Checkout Store gift card');
    expect(birthday.Text).toContain('Happy birthday, Grace!');
    expect(birthday.Html).toMatch(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]+"/);
  });

  it('issues no card and mails nobody when the card is declined', async () => {
    const response = await giftRequest(
      '1',
      giftBody({ payment: { method: 1, card: DECLINED_CARD }, items: [{ id: 'gift-25', quantity: 1, message: { Email: 'declined@example.com' } }], expectedTotal: 25.38 }),
    );
    expect(response.status).toBe(201);
    const result = (await response.json()) as TPlaceOrderResult;
    expect(result.paymentError).toBeDefined();
    expect(await cardsOf(result.orderId)).toEqual([]);
    expect(await app.outbox.list({ to: 'declined@example.com' })).toEqual([]);
  });

  it('codes stay unique across an order and across many codes', async () => {
    const response = await giftRequest('1', giftBody({ items: [{ id: 'gift-25', quantity: 4, message: { Email: 'many@example.com' } }], expectedTotal: 101.5 }));
    const result = (await response.json()) as TPlaceOrderResult;
    const cards = await cardsOf(result.orderId);
    expect(cards).toHaveLength(4);
    expect(new Set(cards.map((card) => card.Code)).size).toBe(4);
    expect(new Set(Array.from({ length: 10_000 }, newGiftCardCode)).size).toBe(10_000);
  });
});

describe('gift item rules (part 2 §5) and gift checkout errors, with the spec’s messages', () => {
  const item = (patch: Record<string, unknown>, message: Record<string, unknown> = RECIPIENT) =>
    giftBody({ items: [{ id: 'gift-25', quantity: 1, message, ...patch } as TGiftOrderRequestInput['items'][number]], expectedTotal: 25.38 });

  it.each([
    ['recipient email missing', item({}, { ...RECIPIENT, Email: '' }), { 'items.0.Email': ["The recipient's email is required"] }],
    ['recipient email invalid', item({}, { ...RECIPIENT, Email: 'grace@' }), { 'items.0.Email': ['Please enter a valid email address'] }],
    ['quantity 0', item({ quantity: 0 }), { 'items.0.quantity': ['The quantity must be at least 1'] }],
    ['quantity 1.5', item({ quantity: 1.5 }), { 'items.0.quantity': ['The quantity must be at least 1'] }],
  ])('%s: 422', async (_name, body, expected) => {
    const response = await giftRequest('1', body);
    expect(response.status).toBe(422);
    expect(await fieldErrors(response)).toEqual(expected);
  });

  it('answers the zh-CN message in Chinese', async () => {
    const response = await POST(
      new NextRequest('http://localhost/api/stores/1/gift-orders?locale=zh-CN', {
        method: 'POST',
        body: JSON.stringify(item({}, { Email: '' })),
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      }),
      { params: Promise.resolve({ storeId: '1' }) },
    );
    expect(response.status).toBe(422);
    expect((await fieldErrors(response))['items.0.Email']?.[0]).not.toMatch(/[a-z]{4}/);
  });

  it.each([
    ['a product outside the gift-card category', 'p1', 'p1 is no longer available'],
    ['a sold-out card', 'gift-sold', 'Sold out card is no longer available'],
    ['a card whose product is not in the menu', 'gift-gone', 'gift-gone is no longer available'],
  ])('refuses %s', async (_name, id, message) => {
    const response = await giftRequest('1', giftBody({ items: [{ id, quantity: 1, message: RECIPIENT }], expectedTotal: 10 }));
    expect(response.status).toBe(422);
    expect((await fieldErrors(response))['items.0']).toEqual([message]);
  });

  it('takes card payments only', async () => {
    const response = await giftRequest('1', giftBody({ payment: { method: 3 }, expectedTotal: 100 }));
    expect(response.status).toBe(422);
    expect((await fieldErrors(response))['payment.method']).toEqual(['Gift cards are paid by card.']);
  });

  it('checks the buyer’s details by the checkout’s rules', async () => {
    const response = await giftRequest('1', giftBody({ contact: { ...CONTACT, Email: 'nope' } }));
    expect(response.status).toBe(422);
    expect((await fieldErrors(response))['contact.Email']).toEqual(['Please enter a valid email address']);
  });

  it('needs an Idempotency-Key', async () => {
    expect((await giftRequest('1', giftBody(), null)).status).toBe(400);
  });

  it('needs the total to reach the minimum of order type 3 (part 2 §5: for gift cards the total must reach the minimum)', async () => {
    await app.documents.update(COLLECTIONS.stores, '1', { OrderTypeConstraintRules: { '3': { MinimumTotalPrice: 120 } } });
    try {
      const response = await giftRequest('1', giftBody());
      expect(response.status).toBe(422);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe('minimum purchase is $120.00 (excluding delivery fee)');
      // The bank surcharge counts: $100 of cards plus $1.50 reaches a $101.50 minimum.
      await app.documents.update(COLLECTIONS.stores, '1', { OrderTypeConstraintRules: { '3': { MinimumTotalPrice: 101.5 } } });
      expect((await giftRequest('1', giftBody())).status).toBe(201);
    } finally {
      await app.documents.update(COLLECTIONS.stores, '1', { OrderTypeConstraintRules: { '10': { MinimumTotalPrice: 20 } } });
    }
  });

  it('answers a closed store (not in operation) with its message', async () => {
    const response = await giftRequest('2', giftBody());
    expect(response.status).toBe(409);
  });
});
