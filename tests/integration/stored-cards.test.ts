import { randomUUID } from 'node:crypto';
import { setupServer } from 'msw/node';
import type { Container } from '@/lib/server/container';
import { COLLECTIONS } from '@/lib/server/collections';
import { loadProfilePage } from '@/lib/server/pages/load-profile-page';
import type { TPlaceOrderResult } from '@/lib/views/order';
import type { TStoredCardView } from '@/lib/views/account';
import { AccountClient, signedInMember } from '../support/accounts';
import { CARD, CHECKOUT_STORE, createCheckoutApp, DECLINED_CARD, pickupBody, placeOrderRequest, STRIPE_STORE, teardown } from '../support/checkout';
import { resetStripeFake, STRIPE_TEST_SECRET_KEY, STRIPE_TEST_WEBHOOK_SECRET, stripeHandlers, stripeRequests } from '../contract/stripe.fake';

let app: Container;
beforeAll(async () => {
  app = await createCheckoutApp();
});
afterAll(() => teardown(app));

type CardsAnswer = { cards: TStoredCardView[] };
const key = () => ({ 'idempotency-key': randomUUID() });
const memberIdOf = async (client: AccountClient) => ((await client.session()).json.member as unknown as { id: string }).id;
const storedCardsOf = async (client: AccountClient) => (await app.users.findById(await memberIdOf(client)))?.StoredCards ?? [];

/** A card pickup of two Pork Dumplings with chilli: $25.60 and the credit card's bank surcharge. */
function cardOrder(client: AccountClient, payment: Record<string, unknown>, idempotencyKey: string = randomUUID()) {
  return placeOrderRequest(
    CHECKOUT_STORE.ID,
    pickupBody({ payment: { method: 1, ...payment }, expectedTotal: 25.98 }),
    idempotencyKey,
    client.cookie ? { cookie: client.cookie } : {},
  );
}

describe('stored cards (My account, sandbox)', () => {
  it('adds a card masked (type, last 4, expiry), lists it, and keeps one card for a retried key', async () => {
    const { client } = await signedInMember('cards');
    const headers = key();
    const added = await client.addCard({ card: CARD }, headers);
    expect(added.status).toBe(201);
    const card = { cardIdentifier: expect.stringMatching(/^sbx_card_/), cardType: 'visa', last4: '4242', expiry: '12/39', provider: 'sandbox' };
    expect(added.json).toEqual({ cards: [card] });
    expect((await client.addCard({ card: CARD }, headers)).json).toEqual(added.json);
    expect((await client.cards()).json).toEqual({ cards: [card] });
    const stored = await storedCardsOf(client);
    expect(stored).toEqual([expect.objectContaining({ ElidedPan: '**** **** **** 4242', CardType: 'visa', Provider: 'sandbox' })]);
    // Neither our user nor the sandbox's record holds the number or the CVC.
    const sandboxCard = await app.documents.get(COLLECTIONS.sandboxCards, stored[0].CardIdentifier as string);
    expect(JSON.stringify([stored, sandboxCard])).not.toMatch(/4242424242424242|4242 4242 4242 4242|"123"/);
  });

  it('shows the provider’s message for a refused card, and keeps nothing', async () => {
    const { client } = await signedInMember('cards');
    const refused = await client.addCard({ card: DECLINED_CARD }, key());
    expect(refused.status).toBe(402);
    expect(refused.json.error).toEqual({ code: 'PAYMENT_FAILED', message: 'Your card was declined.' });
    expect(await storedCardsOf(client)).toEqual([]);
  });

  it.each([
    ['a card number of the wrong kind', { card: { ...CARD, CardNumber: 4242 } }, 400, 'card.CardNumber'],
    ['a PaymentMethod id of the wrong form', { card: CARD, paymentMethodId: 'card_123' }, 400, 'paymentMethodId'],
    ['a holder of one letter', { card: { ...CARD, CardHolder: 'A' } }, 422, 'card.CardHolder'],
    ['a wrong Luhn digit', { card: { ...CARD, CardNumber: '4242 4242 4242 4241' } }, 422, 'card.CardNumber'],
    ['an expiry in the past', { card: { ...CARD, ExpireDate: '01/20' } }, 422, 'card.ExpireDate'],
    ['an American Express card (the sandbox takes Visa and Mastercard)', { card: { ...CARD, CardNumber: '3782 822463 10005', CVV: '1234' } }, 422, 'card.CardNumber'],
    ['no card at all', {}, 422, 'card.CardHolder'],
  ])('answers %s with a translated 4xx and writes nothing', async (_label, body, status, field) => {
    const { client } = await signedInMember('cards');
    const answer = await client.addCard(body, { ...key(), 'accept-language': 'zh-CN' });
    expect(answer.status).toBe(status);
    expect(answer.json.error?.fieldErrors?.[field]?.[0]).toEqual(expect.any(String));
    expect(answer.json.error?.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await storedCardsOf(client)).toEqual([]);
  });

  it('asks for an Idempotency-Key on an add (400, translated)', async () => {
    const { client } = await signedInMember('cards');
    const answer = await client.addCard({ card: CARD });
    expect(answer.status).toBe(400);
    expect(answer.json.error?.message).toBe('The Idempotency-Key header is required (8 to 200 characters).');
    expect(await storedCardsOf(client)).toEqual([]);
  });

  it('removes the member’s own card; another member’s card answers 404 and stays', async () => {
    const { client: mine } = await signedInMember('cards');
    const { client: theirs } = await signedInMember('cards');
    const [myCard] = ((await mine.addCard({ card: CARD }, key())).json as unknown as CardsAnswer).cards;
    const [theirCard] = ((await theirs.addCard({ card: CARD }, key())).json as unknown as CardsAnswer).cards;

    const stolen = await mine.removeCard(theirCard.cardIdentifier);
    expect(stolen.status).toBe(404);
    expect(stolen.json.error).toEqual({ code: 'NOT_FOUND', message: 'This card was not found.' });
    expect((await theirs.cards()).json).toEqual({ cards: [theirCard] });
    expect(await app.documents.get(COLLECTIONS.sandboxCards, theirCard.cardIdentifier)).not.toBeNull();
    expect((await mine.removeCard('../../etc')).status).toBe(404);

    const removed = await mine.removeCard(myCard.cardIdentifier);
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ cards: [] });
    expect(await app.documents.get(COLLECTIONS.sandboxCards, myCard.cardIdentifier)).toBeNull();
    expect((await mine.removeCard(myCard.cardIdentifier)).status).toBe(404);
  });

  it('answers 401 to every card call without a session (the proxy skipped), and changes nothing', async () => {
    const { client } = await signedInMember('cards');
    const [card] = ((await client.addCard({ card: CARD }, key())).json as unknown as CardsAnswer).cards;
    const stranger = new AccountClient('198.18.2.1');
    for (const answer of [await stranger.cards(), await stranger.addCard({ card: CARD }, key()), await stranger.removeCard(card.cardIdentifier)]) {
      expect(answer.status).toBe(401);
      expect(answer.json.error).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in first.' });
    }
    expect((await client.cards()).json).toEqual({ cards: [card] });
  });

  it('limits adds per member (429) before they reach the provider', async () => {
    const { client } = await signedInMember('cards');
    const answers = [];
    for (let i = 0; i < 21; i += 1) answers.push((await client.addCard({ card: { ...CARD, CardHolder: 'A' } }, key())).status);
    expect(answers.slice(0, 20).every((status) => status === 422)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('gives /profile the member’s cards and the sandbox’s card form', async () => {
    const { client } = await signedInMember('cards');
    await client.addCard({ card: CARD }, key());
    const [name, value] = client.cookie!.split('=');
    const view = await loadProfilePage({ app, cookies: { get: (wanted: string) => (wanted === name ? { value } : undefined) }, storeSlug: null });
    expect(view).toMatchObject({ cards: [{ cardType: 'visa', last4: '4242' }], cardForm: { provider: 'sandbox' } });
  });
});

describe('paying with a stored card (sandbox)', () => {
  it('pays with the member’s chosen card; the order carries its PaymentCardIdentifier', async () => {
    const { client } = await signedInMember('cards');
    const [card] = ((await client.addCard({ card: CARD }, key())).json as unknown as CardsAnswer).cards;
    const response = await cardOrder(client, { savedCardId: card.cardIdentifier });
    expect(response.status).toBe(201);
    const placed = (await response.json()) as TPlaceOrderResult;
    expect(placed).toMatchObject({ onlineOrderStatus: 1, next: { type: 'done' } });
    const order = await app.trackingOrders.findById(placed.orderId);
    expect(order).toMatchObject({ PaymentCardIdentifier: card.cardIdentifier, PaymentStatus: 'paid', OnlineOrderUserIdentifier: await memberIdOf(client) });
    expect(await app.payments.findByOrder(placed.orderId)).toMatchObject({ state: 'succeeded', card: { brand: 'visa', last4: '4242' } });
  });

  it('refuses another member’s card, a removed card and a guest naming a card (422), and charges nothing', async () => {
    const { client: mine } = await signedInMember('cards');
    const { client: theirs } = await signedInMember('cards');
    const [theirCard] = ((await theirs.addCard({ card: CARD }, key())).json as unknown as CardsAnswer).cards;
    const [myCard] = ((await mine.addCard({ card: CARD }, key())).json as unknown as CardsAnswer).cards;
    await mine.removeCard(myCard.cardIdentifier);
    for (const [client, cardIdentifier] of [
      [mine, theirCard.cardIdentifier],
      [mine, myCard.cardIdentifier],
      [new AccountClient('198.18.3.1'), theirCard.cardIdentifier],
    ] as const) {
      const response = await cardOrder(client, { savedCardId: cardIdentifier });
      expect(response.status).toBe(422);
      const body = (await response.json()) as { error: { fieldErrors: Record<string, string[]> } };
      expect(body.error.fieldErrors['payment.savedCardId']).toEqual(['This card was not found.']);
    }
  });

  it('keeps a new card when the member asks ("save this card") and pays with it kept', async () => {
    const { client } = await signedInMember('cards');
    const idempotencyKey = randomUUID();
    const response = await cardOrder(client, { card: CARD, saveCard: true }, idempotencyKey);
    expect(response.status).toBe(201);
    const placed = (await response.json()) as TPlaceOrderResult;
    const stored = await storedCardsOf(client);
    expect(stored).toEqual([expect.objectContaining({ ElidedPan: '**** **** **** 4242', Provider: 'sandbox' })]);
    expect(await app.trackingOrders.findById(placed.orderId)).toMatchObject({ PaymentCardIdentifier: stored[0].CardIdentifier, PaymentStatus: 'paid' });
    // The same order again (a retry) keeps the one card.
    await cardOrder(client, { card: CARD, saveCard: true }, idempotencyKey);
    expect(await storedCardsOf(client)).toHaveLength(1);
  });

  it('does not write the order when the card to keep is refused', async () => {
    const { client } = await signedInMember('cards');
    const response = await cardOrder(client, { card: DECLINED_CARD, saveCard: true });
    expect(response.status).toBe(402);
    expect(await storedCardsOf(client)).toEqual([]);
  });
});

describe('stored cards with Stripe (msw)', () => {
  const server = setupServer(...stripeHandlers);
  let stripeApp: Container;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'bypass' });
    stripeApp = await createCheckoutApp({
      stripe: { secretKey: STRIPE_TEST_SECRET_KEY, webhookSecret: STRIPE_TEST_WEBHOOK_SECRET, maxNetworkRetries: 0 },
      stripePublishableKey: 'pk_test_storefront',
    });
  });
  afterAll(async () => {
    server.close();
    await teardown(stripeApp);
  });
  beforeEach(() => resetStripeFake());

  it('keeps the Elements PaymentMethod on the member’s Customer, pays a Stripe store with it, and detaches it on removal', async () => {
    const { client } = await signedInMember('stripe-cards');
    expect((await client.addCard({ card: CARD }, key())).json.error?.fieldErrors).toMatchObject({
      card: ["Card details are entered in the card provider's secure form and are not accepted here"],
    });
    const added = await client.addCard({ paymentMethodId: 'pm_card_visa' }, key());
    expect(added.status).toBe(201);
    const [card] = (added.json as unknown as CardsAnswer).cards;
    expect(card).toMatchObject({ cardIdentifier: expect.stringMatching(/^pm_/), cardType: 'visa', last4: '4242', provider: 'stripe' });
    const user = await stripeApp.users.findById(await memberIdOf(client));
    expect(user?.PaymentCustomers?.stripe).toMatch(/^cus_/);

    const response = await placeOrderRequest(STRIPE_STORE.ID, pickupBody({ payment: { method: 1, savedCardId: card.cardIdentifier }, expectedTotal: 25.98 }), randomUUID(), {
      cookie: client.cookie!,
    });
    expect(response.status).toBe(201);
    const charge = stripeRequests.find((request) => request.path === '/v1/payment_intents');
    expect(charge?.body).toMatchObject({ payment_method: card.cardIdentifier, customer: user?.PaymentCustomers?.stripe });

    expect((await client.removeCard(card.cardIdentifier)).json).toEqual({ cards: [] });
    expect(stripeRequests.at(-1)?.path).toBe(`/v1/payment_methods/${card.cardIdentifier}/detach`);
  });
});
