/**
 * Issue 36 on the server: the card-funding lookup the checkout asks before Pay (a debit card
 * carries no card surcharge, and the order is priced by the same report), an American Express
 * card's 4-digit CVV, a member's order going to the account's email, and what /checkout/{orderid}
 * restores from the order (its type, address and room).
 */
import { NextRequest } from 'next/server';
import { POST as cardFunding } from '@/app/api/stores/[storeId]/card-funding/route';
import { kindOfOrder } from '@/lib/domain/order/codes';
import type { TPlaceOrderRequestInput } from '@/lib/schemas/api/orders';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import { loadCheckoutPage } from '@/lib/server/pages/load-checkout-page';
import type { TPlaceOrderResult } from '@/lib/views/order';
import { STRIPE_TEST_SECRET_KEY, STRIPE_TEST_WEBHOOK_SECRET } from '../contract/stripe.fake';
import { signedInMember } from '../support/accounts';
import { CARD, CHECKOUT_STORE, createCheckoutApp, drivingMinutesTo, firstSlot, pickupBody, PITT_STREET, placeOrderRequest, STRIPE_STORE, teardown } from '../support/checkout';
import { ZCardFundingResponseSchema } from '@/lib/schemas/api/card-funding';
import { expectAnswer } from '../support/answer';

const DEBIT = '4000 0566 5566 5556';
const PREPAID = '5105 1051 0510 5100';

function askFunding(storeId: string, body: unknown) {
  return cardFunding(
    new NextRequest(`http://localhost/api/stores/${storeId}/card-funding`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    { params: Promise.resolve({ storeId }) },
  );
}

async function answer(response: Response) {
  if (response.ok) await expectAnswer(response, ZCardFundingResponseSchema);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /api/stores/{storeId}/card-funding on the sandbox', () => {
  let app: Container;
  beforeAll(async () => {
    app = await createCheckoutApp();
  });
  afterAll(() => teardown(app));

  it.each([
    [CARD.CardNumber, 'credit'],
    [DEBIT, 'debit'],
    [PREPAID, 'prepaid'],
  ])('answers %s as %s', async (number, funding) => {
    expect(await answer(await askFunding(CHECKOUT_STORE.ID, { card: { CardNumber: number } }))).toEqual({ status: 200, body: { funding } });
  });

  it('refuses what is not a whole card (422 on card.CardNumber), a body of the wrong shape (400) and an unknown store (404)', async () => {
    const partial = await answer(await askFunding(CHECKOUT_STORE.ID, { card: { CardNumber: '4000 0566' } }));
    expect(partial.status).toBe(422);
    expect((partial.body.error as { fieldErrors: unknown }).fieldErrors).toEqual({ 'card.CardNumber': ['The card number is not valid'] });
    expect((await askFunding(CHECKOUT_STORE.ID, { CardNumber: DEBIT })).status).toBe(400);
    expect((await askFunding('999', { card: { CardNumber: DEBIT } })).status).toBe(404);
  });

  it('prices a debit card’s order as it said: no card surcharge ($25.60, not $25.98)', async () => {
    const debit = { payment: { method: 1 as const, card: { ...CARD, CardNumber: DEBIT } } };
    expect((await placeOrderRequest(CHECKOUT_STORE.ID, pickupBody({ ...debit, expectedTotal: 25.6 }))).status).toBe(201);
    const credit = await placeOrderRequest(CHECKOUT_STORE.ID, pickupBody({ payment: { method: 1, card: CARD }, expectedTotal: 25.6 }));
    expect(credit.status).toBe(409);
    expect(((await credit.json()) as { error: { details: { total: number } } }).error.details.total).toBe(25.98);
  });
});

describe('POST /api/stores/{storeId}/card-funding where Stripe takes the cards', () => {
  let app: Container;
  beforeAll(async () => {
    app = await createCheckoutApp({ stripe: { secretKey: STRIPE_TEST_SECRET_KEY, webhookSecret: STRIPE_TEST_WEBHOOK_SECRET, maxNetworkRetries: 0 } });
  });
  afterAll(() => teardown(app));

  it('refuses a card number: Stripe’s cards never reach this server', async () => {
    const refused = await answer(await askFunding(STRIPE_STORE.ID, { card: { CardNumber: DEBIT } }));
    expect(refused.status).toBe(422);
    expect((refused.body.error as { fieldErrors: unknown }).fieldErrors).toEqual({
      'card.CardNumber': ["Card details are entered in the card provider's secure form and are not accepted here"],
    });
  });
});

describe('an American Express card’s CVV (part 2 §5: 4 digits with StripeActivated)', () => {
  let app: Container;
  beforeAll(async () => {
    app = await createCheckoutApp();
  });
  afterAll(() => teardown(app));

  const amex = (CVV: string): Partial<TPlaceOrderRequestInput> => ({ payment: { method: 1, card: { ...CARD, CardNumber: '3782 822463 10005', CVV } }, expectedTotal: 25.98 });

  it('refuses 3 digits with the spec’s words, and takes 4', async () => {
    const three = await placeOrderRequest(STRIPE_STORE.ID, pickupBody(amex('123')));
    expect(three.status).toBe(422);
    expect(((await three.json()) as { error: { fieldErrors: unknown } }).error.fieldErrors).toEqual({
      'payment.card.CVV': ["An American Express card's CVV is the 4 digits on its front"],
    });
    expect((await placeOrderRequest(STRIPE_STORE.ID, pickupBody(amex('1234')))).status).toBe(201);
  });

  it('refuses a Visa’s 4 digits there too', async () => {
    const visa = await placeOrderRequest(STRIPE_STORE.ID, pickupBody({ payment: { method: 1, card: { ...CARD, CVV: '1234' } }, expectedTotal: 25.98 }));
    expect(((await visa.json()) as { error: { fieldErrors: unknown } }).error.fieldErrors).toEqual({ 'payment.card.CVV': ['The CVV must be 3 digits'] });
  });
});

describe('a member’s details and an earlier order at checkout', () => {
  let app: Container;
  beforeAll(async () => {
    app = await createCheckoutApp();
  });
  afterAll(() => teardown(app));

  it('sends a member’s order to their account’s email, whatever the request names', async () => {
    const { client, email } = await signedInMember('contact');
    const body = pickupBody({ contact: { FirstName: 'Ada', LastName: 'Lovelace', Email: 'someone.else@example.com', PhoneNumber: '0412345678' } });
    const response = await placeOrderRequest(CHECKOUT_STORE.ID, body, undefined, { cookie: client.cookie! });
    expect(response.status).toBe(201);
    const { orderId } = (await response.json()) as TPlaceOrderResult;
    const order = (await app.documents.get<Record<string, unknown>>(COLLECTIONS.historyOrders, orderId))!;
    expect(order).toMatchObject({ ContactCustomer_Email_Address: email, Email: email, ContactCustomer_FirstName: 'Ada' });
  });

  it('keeps a guest’s email as typed', async () => {
    const response = await placeOrderRequest(
      CHECKOUT_STORE.ID,
      pickupBody({ contact: { FirstName: 'Ada', LastName: 'Lovelace', Email: 'guest@example.com', PhoneNumber: '0412345678' } }),
    );
    const { orderId } = (await response.json()) as TPlaceOrderResult;
    expect(await app.documents.get(COLLECTIONS.historyOrders, orderId)).toMatchObject({ ContactCustomer_Email_Address: 'guest@example.com' });
  });

  it('restores a declined delivery order’s type and address at /checkout/{orderid} (part 1 §4), for the holder of its link', async () => {
    const drive = await drivingMinutesTo(app, CHECKOUT_STORE, PITT_STREET);
    const response = await placeOrderRequest(
      CHECKOUT_STORE.ID,
      pickupBody({
        orderType: 10,
        scheduledTime: firstSlot(CHECKOUT_STORE, 'delivery', drive),
        deliveryAddress: PITT_STREET,
        payment: { method: 1, card: { ...CARD, CardNumber: '4000 0000 0000 0002' } },
        expectedTotal: 31.06,
      }),
    );
    const placed = (await response.json()) as TPlaceOrderResult;
    expect(placed.onlineOrderStatus).toBe(6);
    const token = new URL(placed.statusUrl, 'http://localhost').searchParams.get('t');
    const load = (withToken: string | null) =>
      loadCheckoutPage({
        app,
        storename: CHECKOUT_STORE.Slug,
        orderId: placed.orderId,
        token: withToken,
        menuQuery: null,
        now: new Date(),
      });
    const loaded = await load(token);
    if (loaded.status !== 'ok') throw new Error(loaded.status);
    expect(loaded.view.reorder).toMatchObject({ orderId: placed.orderId, kind: 'delivery', deliveryAddress: expect.objectContaining(PITT_STREET), room: null });
    expect(loaded.view.reorder?.lines).toHaveLength(1);
    // Without the link's token the order is nobody's to restore.
    const stranger = await load(null);
    expect(stranger.status === 'ok' ? stranger.view.reorder : 'no view').toBeNull();
  });

  it.each([
    [{ OrderType: 10, RoomNumber: null }, 'delivery'],
    [{ OrderType: 10, RoomNumber: '1204' }, 'room'],
    [{ OrderType: 3 }, 'pickup'],
    [{ OrderType: 2 }, 'dineIn'],
    [{ OrderType: 8 }, 'dineIn'],
    [{ OrderType: 99 }, null],
  ])('reads the kind of %o as %s', (order, kind) => {
    expect(kindOfOrder(order)).toBe(kind);
  });
});
