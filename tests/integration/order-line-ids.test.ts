/**
 * What a request may name as a line (issue 35 items 7 and 11): product and option ids that are
 * Object.prototype's names (`__proto__`, `constructor`, `toString`, ...) name nothing, so a food
 * order, a gift order or a saved order of them is refused (422) and no order, board card or mail
 * comes of it; an order left with no line is refused on `items`; and a gift card is bought with
 * a gift-card order only: the food order, the saved order and the reorder never take one.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { POST as giftOrderRoute } from '@/app/api/stores/[storeId]/gift-orders/route';
import { POST as saveRoute } from '@/app/api/stores/[storeId]/saved-orders/route';
import { reorderLines } from '@/lib/server/checkout/reorder-lines';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import type { TPlaceOrderResult } from '@/lib/views/order';
import { CARD, CONTACT, createCheckoutApp, menuWithGiftCard, pickupBody, placeOrderRequest, teardown } from '../support/checkout';

/** Every name Object.prototype answers for: `__proto__`, `constructor`, `toString`, `hasOwnProperty`, `valueOf`, ... */
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

jest.setTimeout(60_000);

let app: Container;
beforeAll(async () => {
  app = await createCheckoutApp({}, menuWithGiftCard);
});
afterAll(() => teardown(app));

type ErrorAnswer = { error: { code: string; message: string; fieldErrors?: Record<string, string[]> } };

const ordersWritten = async () => (await app.documents.count(COLLECTIONS.historyOrders)) + (await app.documents.count(COLLECTIONS.trackingOrders));
const mailsTo = async (email: string) => (await app.outbox.list({ to: email, limit: 50 })).length;

function post(handler: typeof saveRoute, path: string, storeId: string, body: unknown, locale = 'en') {
  return handler(
    new NextRequest(`http://localhost${path}?locale=${locale}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    }),
    { params: Promise.resolve({ storeId }) },
  );
}
const saveOrder = (body: unknown, locale?: string) => post(saveRoute, '/api/stores/1/saved-orders', '1', body, locale);
const giftOrder = (body: unknown) => post(giftOrderRoute, '/api/stores/1/gift-orders', '1', body);

describe('ids that are Object.prototype names', () => {
  it.each(PROTOTYPE_NAMES)('a food order of product %p is refused with 422 on the line and on items; nothing is written or mailed', async (id) => {
    const email = `${randomUUID()}@example.com`;
    const before = await ordersWritten();
    const response = await placeOrderRequest('1', pickupBody({ items: [{ id, quantity: 1, modifiers: [] }], contact: { ...CONTACT, Email: email }, expectedTotal: 0 }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorAnswer;
    expect(body.error.code).toBe('INVALID_FIELDS');
    expect(body.error.fieldErrors).toEqual({
      'items.0': [`${id} is no longer available`],
      items: ['Your order has no items. Please add something from the menu.'],
    });
    expect(await ordersWritten()).toBe(before);
    expect(await mailsTo(email)).toBe(0);
  });

  it.each(PROTOTYPE_NAMES)('an option %p of a real product is refused (422), and so is a meal upgrade or reward of that id', async (id) => {
    const option = await placeOrderRequest(
      '1',
      pickupBody({
        items: [
          {
            id: 'p1',
            quantity: 1,
            modifiers: [
              { ID: 'm-chilli', quantity: 1 },
              { ID: id, quantity: 1 },
            ],
          },
        ],
      }),
    );
    expect(option.status).toBe(422);
    expect(((await option.json()) as ErrorAnswer).error.fieldErrors).toHaveProperty(['items.0.modifiers']);
    const upgrade = await placeOrderRequest(
      '1',
      pickupBody({ items: [{ id: 'p3', quantity: 1, modifiers: [], selectedRollIntos: [{ PriceTriggerID: id, isConfirmed: true, selectedModifiers: [] }] }] }),
    );
    expect(upgrade.status).toBe(422);
    const reward = await placeOrderRequest('1', pickupBody({ items: [{ id: 'p3', quantity: 1, modifiers: [], reward: { type: 'points', id } }], expectedTotal: 0 }));
    expect(reward.status).toBe(422);
  });

  it.each(PROTOTYPE_NAMES)('a gift order of card %p is refused with 422; nothing is written', async (id) => {
    const before = await ordersWritten();
    const response = await giftOrder({
      items: [{ id, quantity: 1, message: { Email: 'grace@example.com', From: 'Ada', To: 'Grace', Message: '' } }],
      contact: CONTACT,
      payment: { method: 1, card: CARD },
      expectedTotal: 0,
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorAnswer).error.fieldErrors).toMatchObject({ 'items.0': [`${id} is no longer available`], items: [expect.any(String)] });
    expect(await ordersWritten()).toBe(before);
  });

  it.each(PROTOTYPE_NAMES)('a saved order of product %p is refused with 422; nothing is kept', async (id) => {
    const before = await app.documents.count(COLLECTIONS.savedOrders);
    const response = await saveOrder({ items: [{ id, quantity: 1, modifiers: [] }] });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorAnswer).error.fieldErrors).toHaveProperty(['items.0']);
    expect(await app.documents.count(COLLECTIONS.savedOrders)).toBe(before);
  });

  it('the refusal of an empty order is translated', async () => {
    const response = await placeOrderRequest('1', pickupBody({ items: [{ id: 'constructor', quantity: 1, modifiers: [] }], expectedTotal: 0 }), randomUUID(), {
      'accept-language': 'zh-CN',
    });
    expect(((await response.json()) as ErrorAnswer).error.fieldErrors?.items).toEqual(['您的订单中没有商品，请从菜单中添加。']);
  });

  it('no id outside the menu ever places an order (any string, Object.prototype names included)', async () => {
    const before = await ordersWritten();
    const known = new Set(Object.keys(menuWithGiftCard().Products));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), fc.constantFrom(...PROTOTYPE_NAMES)).filter((id) => id.trim() !== '' && !known.has(id.trim())),
        async (id) => {
          const response = await placeOrderRequest('1', pickupBody({ items: [{ id, quantity: 1, modifiers: [] }], expectedTotal: 0 }));
          expect([400, 422]).toContain(response.status);
        },
      ),
      { numRuns: 60 },
    );
    expect(await ordersWritten()).toBe(before);
  });
});

describe('gift cards are bought with a gift-card order only', () => {
  it('refuses a gift card in a food order with 422 on its line, in both languages; nothing is written', async () => {
    const before = await ordersWritten();
    const alone = await placeOrderRequest('1', pickupBody({ items: [{ id: 'gift-25', quantity: 1, modifiers: [] }], expectedTotal: 25 }));
    expect(alone.status).toBe(422);
    expect(((await alone.json()) as ErrorAnswer).error.fieldErrors).toMatchObject({ 'items.0': ['$25 gift card is a gift card: gift cards are bought in the gift card store.'] });
    const withFood = await placeOrderRequest(
      '1',
      pickupBody({ items: [...pickupBody().items, { id: 'gift-25', quantity: 1, modifiers: [] }], expectedTotal: 50.6 }),
      randomUUID(),
      { 'accept-language': 'zh-CN' },
    );
    expect(withFood.status).toBe(422);
    expect(((await withFood.json()) as ErrorAnswer).error.fieldErrors).toEqual({ 'items.1': ['$25 gift card 是礼品卡：礼品卡请在礼品卡商店购买。'] });
    expect(await ordersWritten()).toBe(before);
  });

  it('refuses a gift card in a saved order', async () => {
    const response = await saveOrder({ items: [{ id: 'gift-25', quantity: 1, modifiers: [] }] });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorAnswer).error.fieldErrors).toMatchObject({ 'items.0': [expect.stringContaining('gift card store')] });
  });

  it('still sells it through POST /api/stores/{storeId}/gift-orders', async () => {
    const response = await giftOrder({
      items: [{ id: 'gift-25', quantity: 1, message: { Email: 'grace@example.com', From: 'Ada', To: 'Grace', Message: '' } }],
      contact: CONTACT,
      payment: { method: 1, card: CARD },
      expectedTotal: 25.38,
    });
    expect(response.status).toBe(201);
    const placed = (await response.json()) as TPlaceOrderResult;
    // A reorder of the gift order leaves the card out of the food cart and names it.
    const history = await app.historyOrders.findById(placed.orderId);
    expect(reorderLines(history?.OrderItems, menuWithGiftCard())).toEqual({ lines: [], missing: ['$25 gift card'], soldOut: [] });
  });
});
