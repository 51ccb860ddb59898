import { NextRequest } from 'next/server';
import { PUT as putStatus } from '@/app/api/orders/[orderId]/status/route';
import type { TMenu, TStore } from '@/lib/schemas/entities';
import { DEMO_STORE_API_KEY } from '@/lib/server/env';
import type { Container } from '@/lib/server/container';
import { loadCatalogue } from '@/lib/server/catalogue/use-cases/load-catalogue';
import { loadLoyaltyPage } from '@/lib/server/pages/load-loyalty-page';
import { loadStampsPage } from '@/lib/server/pages/load-stamps-page';
import { storeScreenConfig } from '@/lib/server/stores/store-screen-config';
import type { TPlaceOrderResult } from '@/lib/views/order';
import { AccountClient, signedInMember } from '../support/accounts';
import { CHECKOUT_STORE, checkoutMenu, createCheckoutApp, pickupBody, placeOrderRequest, teardown } from '../support/checkout';
import { giveLoyalty, memberIdOf } from '../support/loyalty';

/** A store whose menu gives points a value (20 a dollar), three rewards (one switched off) and two stamp cards (one switched off). */
const LOYALTY_STORE: TStore = { ...CHECKOUT_STORE, ID: '11', Slug: 'loyalty-store', Name: 'Loyalty Store', TimezoneIanaFormat: 'Australia/Perth' };
const loyaltyMenu = (): TMenu => ({
  ...checkoutMenu(),
  EarningRules: [
    { DollarSpent: 1, Point: 1 },
    { DollarSpent: 10, Point: 15 },
    { DollarSpent: 2, Point: 5, Disabled: true },
  ],
  RedemptionRules: [
    { Point: 900, Name: 'Switched off', Disable: true },
    { Point: 500, Name: 'Free banquet', ProductVariant: 'p4' },
    { Point: 100, Name: 'Free green tea', ProductVariant: 'p3' },
  ],
  StampCards: [
    { ID: 'tea-card', Name: 'Tea card', Description: 'Every 6th tea is on us.', RequiredStamps: 5, QualifyingCategoryIDs: ['c2'], RewardProductID: 'p3' },
    { ID: 'old-card', Name: 'Old card', RequiredStamps: 3, RewardValue: 5, Disabled: true },
    { ID: 'cash-card', Name: 'Dumpling card', RequiredStamps: 4, QualifyingCategoryIDs: ['c1'], RewardValue: 5 },
  ],
  PointsToDollarRatio: 20,
  IsEarnPointsWhenRedeem: false,
});

let app: Container;
beforeAll(async () => {
  app = await createCheckoutApp();
  await loadCatalogue({ documents: app.documents, catalogue: { stores: [LOYALTY_STORE], menus: { '11': [loyaltyMenu()] } } });
});
afterAll(() => teardown(app));

const cookiesOf = (client: AccountClient | null) => {
  const [name, value] = client?.cookie?.split('=') ?? [];
  return { get: (wanted: string) => (client && wanted === name ? { value } : undefined) };
};
const NOW = Math.floor(Date.now() / 1000);
type EntryInput = NonNullable<Parameters<typeof giveLoyalty>[2]['entries']>[number];
/** A history line of the loyalty store's order 7, as the order flows write them. */
const line = (overrides: Partial<EntryInput> & { CreatedOn: number }): EntryInput => ({
  StoreID: LOYALTY_STORE.ID,
  StoreName: LOYALTY_STORE.Name,
  OrderID: 'o1',
  OrderNumber: '7',
  Kind: 'earned' as const,
  ...overrides,
});

async function loyaltyOf(client: AccountClient | null, storename = LOYALTY_STORE.Slug) {
  const view = await loadLoyaltyPage({ app, cookies: cookiesOf(client), storename });
  if (view === null || view === 'signIn') throw new Error(`no loyalty page: ${String(view)}`);
  return view;
}
async function stampsOf(client: AccountClient | null, storename = LOYALTY_STORE.Slug) {
  const view = await loadStampsPage({ app, cookies: cookiesOf(client), storename });
  if (view === null || view === 'signIn') throw new Error(`no stamps page: ${String(view)}`);
  return view;
}

describe('the loyalty page (part 1 §2 /{storename}/loyalty, part 2 §6)', () => {
  it('sends a visitor without a session, or with a tampered one, to sign in, however the request came (no proxy here); an unknown store is a 404', async () => {
    for (const load of [loadLoyaltyPage, loadStampsPage]) {
      expect(await load({ app, cookies: cookiesOf(null), storename: LOYALTY_STORE.Slug })).toBe('signIn');
      const { client } = await signedInMember('loyalty');
      const tampered = Object.assign(new AccountClient(), { cookie: `${client.cookie!.slice(0, -4)}AAAA` });
      expect(await load({ app, cookies: cookiesOf(tampered), storename: LOYALTY_STORE.Slug })).toBe('signIn');
      expect(await load({ app, cookies: cookiesOf(client), storename: 'no-such-store' })).toBeNull();
      expect(await load({ app, cookies: cookiesOf(client), storename: 'disabled-store' })).toBeNull();
    }
  });

  it('shows the balance, its value at the store’s ratio, the ring towards the first reward in force, the rewards and the earning rules', async () => {
    const { client } = await signedInMember('loyalty');
    await giveLoyalty(app, await memberIdOf(client), { points: 250 });
    const view = await loyaltyOf(client);
    expect(view).toMatchObject({
      storeSlug: 'loyalty-store',
      header: { title: 'Loyalty Store', branded: false },
      currencyLocaleName: null,
      points: 250,
      value: 12.5,
      pointsPerDollar: 20,
      earnWhenRedeeming: false,
      history: [],
    });
    // The first rule in force in the menu's order is the 500-point banquet: 250/500 of the ring, over 89% of the circle.
    expect(view.ring).toEqual({ fraction: 0.5, arc: 0.5 * 0.89, target: 500, rewardName: 'Free banquet' });
    expect(view.rewards).toEqual([
      { name: 'Free green tea', points: 100, affordable: true },
      { name: 'Free banquet', points: 500, affordable: false },
    ]);
    expect(view.earning).toEqual([
      { dollarSpent: 1, points: 1 },
      { dollarSpent: 10, points: 15 },
    ]);
  });

  it('caps the ring at 1, and says so in words where the store gives points no value or no reward', async () => {
    const { client } = await signedInMember('loyalty');
    await giveLoyalty(app, await memberIdOf(client), { points: 1800 });
    expect((await loyaltyOf(client)).ring).toMatchObject({ fraction: 1, arc: 0.89 });
    // The checkout store's menu earns points but has neither a ratio nor rewards.
    expect(await loyaltyOf(client, CHECKOUT_STORE.Slug)).toMatchObject({
      points: 1800,
      value: null,
      pointsPerDollar: null,
      ring: null,
      rewards: [],
      earning: [{ dollarSpent: 1, points: 1 }],
    });
  });

  it('an empty member: no points, nothing in the history', async () => {
    const { client } = await signedInMember('loyalty');
    expect(await loyaltyOf(client)).toMatchObject({ points: 0, value: 0, ring: { fraction: 0, arc: 0, target: 500 }, history: [] });
    expect(await stampsOf(client)).toMatchObject({
      history: [],
      cards: [
        { id: 'tea-card', stamps: 0, required: 5, fraction: 0, complete: false },
        { id: 'cash-card', stamps: 0 },
      ],
    });
  });

  it('lists the member’s own points lines, newest first, from every store, each dated in its store’s zone; never another member’s, never a stamps line', async () => {
    const { client: owner } = await signedInMember('loyalty');
    const { client: other } = await signedInMember('loyalty');
    const ownerId = await memberIdOf(owner);
    await giveLoyalty(app, ownerId, {
      points: 70,
      entries: [
        line({ Kind: 'earned', Points: 120, CreatedOn: NOW - 300, OrderNumber: '1' }),
        line({ Kind: 'redeemed', Points: -100, CreatedOn: NOW - 200, OrderNumber: '2' }),
        line({ Kind: 'returned', Points: 50, CreatedOn: NOW - 100, OrderNumber: '2', StoreID: CHECKOUT_STORE.ID, StoreName: CHECKOUT_STORE.Name }),
        line({ Kind: 'earned', StampCardID: 'tea-card', Stamps: 2, CreatedOn: NOW - 50 }),
      ],
    });
    await giveLoyalty(app, await memberIdOf(other), { points: 999, entries: [line({ Kind: 'earned', Points: 999, CreatedOn: NOW, OrderNumber: '99' })] });
    const view = await loyaltyOf(owner);
    expect(view.history.map(({ kind, amount, orderNumber, storeName, timeZone }) => ({ kind, amount, orderNumber, storeName, timeZone }))).toEqual([
      { kind: 'returned', amount: 50, orderNumber: '2', storeName: 'Checkout Store', timeZone: 'Australia/Sydney' },
      { kind: 'redeemed', amount: -100, orderNumber: '2', storeName: 'Loyalty Store', timeZone: 'Australia/Perth' },
      { kind: 'earned', amount: 120, orderNumber: '1', storeName: 'Loyalty Store', timeZone: 'Australia/Perth' },
    ]);
    // Nothing of the other member's (999 points, order 99) anywhere in the view. Matched as values:
    // the clock's own seconds may hold the digits 999.
    expect(JSON.stringify(view)).not.toMatch(/:(999|-999)\b|"99"/);
    expect(view.points).toBe(70);
    expect((await loyaltyOf(other)).history.map((item) => item.amount)).toEqual([999]);
  });

  it('puts an order’s spending before what came back in the same second (the older line last)', async () => {
    const { client } = await signedInMember('loyalty');
    await giveLoyalty(app, await memberIdOf(client), {
      entries: [
        line({ Kind: 'returned', Points: 40, CreatedOn: NOW }),
        line({ Kind: 'redeemed', Points: -40, CreatedOn: NOW }),
        line({ Kind: 'earned', Points: 5, CreatedOn: NOW }),
      ],
    });
    expect((await loyaltyOf(client)).history.map((item) => item.kind).at(-1)).toBe('redeemed');
  });

  it('hands the page the newest 60 lines; the page shows them three at a time', async () => {
    const { client } = await signedInMember('loyalty');
    await giveLoyalty(app, await memberIdOf(client), { points: 65, entries: Array.from({ length: 65 }, (_, i) => line({ Points: i + 1, CreatedOn: NOW - 1000 + i })) });
    const { history } = await loyaltyOf(client);
    expect(history).toHaveLength(60);
    expect(history[0].amount).toBe(65);
    expect(history.at(-1)?.amount).toBe(6);
  });

  it('shows the points an order paid with, and their return when the store rejects it, through the real order and status calls', async () => {
    const { client } = await signedInMember('loyalty');
    await giveLoyalty(app, await memberIdOf(client), { points: 1000 });
    const response = await placeOrderRequest(LOYALTY_STORE.ID, pickupBody({ payment: { method: 2 } }), undefined, { cookie: client.cookie! });
    expect(response.status).toBe(201);
    const order = (await response.json()) as TPlaceOrderResult;
    const view = await loyaltyOf(client);
    // $25.60 at 20 points a dollar: 512 points.
    expect(view.points).toBe(488);
    expect(view.history).toEqual([expect.objectContaining({ kind: 'redeemed', amount: -512, orderNumber: order.orderNumber, storeName: 'Loyalty Store' })]);
    const rejected = await putStatus(
      new NextRequest(`http://localhost/api/orders/${order.orderId}/status`, {
        method: 'PUT',
        body: JSON.stringify({ status: 11 }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO_STORE_API_KEY}` },
      }),
      { params: Promise.resolve({ orderId: order.orderId }) },
    );
    expect(rejected.status).toBe(200);
    const after = await loyaltyOf(client);
    expect(after.points).toBe(1000);
    expect(after.history.map(({ kind, amount, orderNumber }) => ({ kind, amount, orderNumber }))).toEqual([
      { kind: 'returned', amount: 512, orderNumber: order.orderNumber },
      { kind: 'redeemed', amount: -512, orderNumber: order.orderNumber },
    ]);
  });
});

describe('the stamps page (part 1 §2 /{storename}/userStamps)', () => {
  it('shows each stamp card in force with the member’s stamps at this store, its reward, and this store’s stamps history only', async () => {
    const { client } = await signedInMember('stamps');
    const { client: other } = await signedInMember('stamps');
    const id = await memberIdOf(client);
    await giveLoyalty(app, id, {
      stamps: [
        { StoreID: LOYALTY_STORE.ID, StampCardID: 'tea-card', Stamps: 3 },
        { StoreID: LOYALTY_STORE.ID, StampCardID: 'cash-card', Stamps: 6 },
        { StoreID: CHECKOUT_STORE.ID, StampCardID: 'tea-card', Stamps: 4 },
      ],
      entries: [
        line({ Kind: 'earned', StampCardID: 'tea-card', Stamps: 3, CreatedOn: NOW - 20 }),
        line({ Kind: 'returned', StampCardID: 'cash-card', Stamps: -1, CreatedOn: NOW - 10 }),
        line({ Kind: 'earned', StampCardID: 'tea-card', Stamps: 4, CreatedOn: NOW - 5, StoreID: CHECKOUT_STORE.ID, StoreName: CHECKOUT_STORE.Name }),
        line({ Kind: 'earned', Points: 10, CreatedOn: NOW - 1 }),
      ],
    });
    await giveLoyalty(app, await memberIdOf(other), { entries: [line({ StampCardID: 'tea-card', Stamps: 8, CreatedOn: NOW })] });
    const view = await stampsOf(client);
    expect(view.cards).toEqual([
      { id: 'tea-card', name: 'Tea card', description: 'Every 6th tea is on us.', stamps: 3, required: 5, fraction: 0.6, complete: false, reward: { product: 'Green Tea' } },
      { id: 'cash-card', name: 'Dumpling card', description: null, stamps: 6, required: 4, fraction: 1, complete: true, reward: { value: 5 } },
    ]);
    expect(view.history.map(({ kind, amount, cardName }) => ({ kind, amount, cardName }))).toEqual([
      { kind: 'returned', amount: -1, cardName: 'Dumpling card' },
      { kind: 'earned', amount: 3, cardName: 'Tea card' },
    ]);
    // The checkout store's menu has no stamp card (any more): no card, but the history made there stays.
    const there = await stampsOf(client, CHECKOUT_STORE.Slug);
    expect(there.cards).toEqual([]);
    expect(there.history).toEqual([expect.objectContaining({ amount: 4, cardName: null, storeName: 'Checkout Store' })]);
  });
});

describe('the account menu’s Loyalty and Stamps items (part 1 §2 "Top menu and drawer")', () => {
  it('come with the store page’s own view, from its menu, the same for every visitor', () => {
    const config = (menu: TMenu) => storeScreenConfig({ store: LOYALTY_STORE, menu, displayMode: false, menuQuery: null, termsHtml: null, logo: null }).store.loyaltyPages;
    expect(config(loyaltyMenu())).toEqual({ loyalty: true, stamps: true });
    expect(config(checkoutMenu())).toEqual({ loyalty: false, stamps: false });
    expect(config({ ...loyaltyMenu(), PointsToDollarRatio: 0, RedemptionRules: [] })).toEqual({ loyalty: false, stamps: true });
  });
});
