import { NextRequest } from 'next/server';
import { randomUUID } from 'node:crypto';
import { PUT } from '@/app/api/orders/[orderId]/status/route';
import type { TLoyaltyEntry, TMenu, TUser } from '@/lib/schemas/entities';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import { DEMO_STORE_API_KEY } from '@/lib/server/env';
import type { TPlaceOrderResult } from '@/lib/views/order';
import { signedInMember, type AccountClient } from '../support/accounts';
import { CARD, CHECKOUT_STORE, checkoutMenu, createCheckoutApp, pickupBody, placeOrderRequest, teardown } from '../support/checkout';

/** The checkout menu with loyalty: 10 points a dollar (part 1 §9), 1 point per dollar spent, a dumpling stamp card. */
const loyaltyMenu = (): TMenu => ({
  ...checkoutMenu(),
  PointsToDollarRatio: 10,
  EarningRules: [{ DollarSpent: 1, Point: 1 }],
  StampCards: [{ ID: 'sc-dumplings', Name: 'Dumpling card', RequiredStamps: 5, QualifyingProductIDs: ['p1'], RewardProductID: 'p1' }],
  RedemptionRules: [
    { ID: 'r-tea', Point: 100, Name: 'Free green tea', ProductVariant: 'p3' },
    { ID: 'r-old', Point: 10, Name: 'Expired', ProductVariant: 'p3', ExpiredDate: 1 },
  ],
});

let app: Container;
beforeAll(async () => {
  app = await createCheckoutApp({}, loyaltyMenu);
});
afterAll(() => teardown(app));

/** $25.60 of dumplings: 256 points at 10 points a dollar. */
const PRICE_IN_POINTS = 256;
const pointsBody = () => pickupBody({ payment: { method: 2 } });

async function memberWith(points: number): Promise<{ client: AccountClient; id: string }> {
  const { client } = await signedInMember('points');
  const id = ((await client.session()).json.member as unknown as { id: string }).id;
  await app.documents.update(COLLECTIONS.users, id, { RewardPoints: points });
  return { client, id };
}

const balanceOf = async (id: string) => (await app.documents.get<TUser>(COLLECTIONS.users, id))?.RewardPoints ?? 0;
const entriesOf = async (id: string) =>
  (await app.documents.query<TLoyaltyEntry>(COLLECTIONS.loyaltyEntries, { where: [{ field: 'UserID', op: '==', value: id }] })).docs.map((e) => e.data);
const place = (client: AccountClient | null, body: unknown, key: string = randomUUID()) =>
  placeOrderRequest(CHECKOUT_STORE.ID, body, key, client?.cookie ? { cookie: client.cookie } : {});

function putStatus(orderId: string, status: number) {
  return PUT(
    new NextRequest(`http://localhost/api/orders/${orderId}/status`, {
      method: 'PUT',
      body: JSON.stringify({ status }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO_STORE_API_KEY}` },
    }),
    { params: Promise.resolve({ orderId }) },
  );
}

describe('paying with loyalty points (part 1 §4 and §9, part 2 §5 "Payment with points requires points value at least the total")', () => {
  it('takes the points needed (total × PointsToDollarRatio) with the order, writes transaction type 10 and the history line', async () => {
    const { client, id } = await memberWith(300);
    const response = await place(client, pointsBody());
    expect(response.status).toBe(201);
    const placed = (await response.json()) as TPlaceOrderResult;
    expect(await balanceOf(id)).toBe(300 - PRICE_IN_POINTS);
    const order = (await app.documents.get<Record<string, unknown>>(COLLECTIONS.historyOrders, placed.orderId))!;
    expect(order).toMatchObject({ RedeemPoints: PRICE_IN_POINTS, RewardPoints: 0, OnlineOrderUserIdentifier: id, PaymentStatus: 'notRequired' });
    expect(order.PaymentTransactions).toEqual([expect.objectContaining({ TransactionType: 10, Amount: 25.6 })]);
    expect(await entriesOf(id)).toEqual([expect.objectContaining({ Kind: 'redeemed', Points: -PRICE_IN_POINTS, OrderID: placed.orderId, StoreID: CHECKOUT_STORE.ID })]);
    const user = (await app.documents.get<TUser>(COLLECTIONS.users, id))!;
    expect(user.SpentRewardPoints).toBe(PRICE_IN_POINTS);
  });

  it('refuses a balance short of the total with the field message, and changes nothing', async () => {
    const { client, id } = await memberWith(PRICE_IN_POINTS - 1);
    const orders = await app.documents.count(COLLECTIONS.historyOrders);
    const response = await place(client, pointsBody());
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { fieldErrors: Record<string, string[]> } };
    expect(body.error.fieldErrors['payment.method']).toEqual(['Not enough points: this order needs 256 points']);
    expect(await balanceOf(id)).toBe(PRICE_IN_POINTS - 1);
    expect(await entriesOf(id)).toEqual([]);
    expect(await app.documents.count(COLLECTIONS.historyOrders)).toBe(orders);
  });

  it('asks a guest to sign in first, in the caller’s language', async () => {
    const english = await place(null, pointsBody());
    expect(english.status).toBe(422);
    expect(((await english.json()) as { error: { fieldErrors: Record<string, string[]> } }).error.fieldErrors['payment.method']).toEqual(['Please sign in to pay with points']);
    const chinese = await placeOrderRequest(CHECKOUT_STORE.ID, pointsBody(), randomUUID(), { 'accept-language': 'zh-CN' });
    expect(((await chinese.json()) as { error: { fieldErrors: Record<string, string[]> } }).error.fieldErrors['payment.method']).toEqual(['请先登录再使用积分付款']);
  });

  it('never takes the balance below zero: 100 concurrent orders on a balance for 7 place 7, each charged once', async () => {
    const { client, id } = await memberWith(PRICE_IN_POINTS * 7 + 100);
    const answers = await Promise.all(Array.from({ length: 100 }, () => place(client, pointsBody())));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(7);
    expect(statuses.filter((s) => s === 422)).toHaveLength(93);
    expect(await balanceOf(id)).toBe(100);
    const entries = await entriesOf(id);
    expect(entries).toHaveLength(7);
    expect(new Set(entries.map((e) => e.OrderID)).size).toBe(7);
    expect(entries.reduce((sum, e) => sum + (e.Points ?? 0), 0)).toBe(-PRICE_IN_POINTS * 7);
  });

  it('charges one order once when the same request is sent 100 times at once', async () => {
    const { client, id } = await memberWith(1000);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 100 }, () => place(client, pointsBody(), key)));
    const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as TPlaceOrderResult).orderId)));
    expect(ids.size).toBe(1);
    expect(await balanceOf(id)).toBe(1000 - PRICE_IN_POINTS);
    expect(await entriesOf(id)).toHaveLength(1);
  });

  it('gives the points back once when the store rejects the order, however often it is told', async () => {
    const { client, id } = await memberWith(500);
    const placed = (await (await place(client, pointsBody())).json()) as TPlaceOrderResult;
    expect(await balanceOf(id)).toBe(500 - PRICE_IN_POINTS);
    expect((await putStatus(placed.orderId, 11)).status).toBe(200);
    expect((await putStatus(placed.orderId, 11)).status).toBe(200);
    expect(await balanceOf(id)).toBe(500);
    expect((await entriesOf(id)).map((e) => [e.Kind, e.Points])).toEqual(
      expect.arrayContaining([
        ['redeemed', -PRICE_IN_POINTS],
        ['returned', PRICE_IN_POINTS],
      ]),
    );
    expect(await entriesOf(id)).toHaveLength(2);
  });
});

describe('points and stamps earned (part 1 §9 EarningRules, IsEarnPointsWhenRedeem)', () => {
  it('credits floor(spend / DollarSpent) × Point and the stamps once, when the order is completed', async () => {
    const { client, id } = await memberWith(0);
    const placed = (await (await place(client, pickupBody({ payment: { method: 1, card: CARD }, expectedTotal: 25.98 }))).json()) as TPlaceOrderResult;
    const order = (await app.documents.get<Record<string, unknown>>(COLLECTIONS.historyOrders, placed.orderId))!;
    expect(order).toMatchObject({ RewardPoints: 25, StampsEarned: [{ StoreID: CHECKOUT_STORE.ID, StampCardID: 'sc-dumplings', Stamps: 2 }] });
    // Nothing is credited before the order is completed.
    expect(await balanceOf(id)).toBe(0);
    for (const status of [2, 4]) expect((await putStatus(placed.orderId, status)).status).toBe(200);
    expect(await balanceOf(id)).toBe(0);
    expect((await putStatus(placed.orderId, 5)).status).toBe(200);
    const user = (await app.documents.get<TUser>(COLLECTIONS.users, id))!;
    expect(user).toMatchObject({ RewardPoints: 25, EarnedRewardPoints: 25, Stamps: [{ StoreID: CHECKOUT_STORE.ID, StampCardID: 'sc-dumplings', Stamps: 2 }] });
    // A completed order refunded later takes back what it earned.
    expect((await putStatus(placed.orderId, 10)).status).toBe(200);
    const after = (await app.documents.get<TUser>(COLLECTIONS.users, id))!;
    expect(after).toMatchObject({ RewardPoints: 0, Stamps: [{ StampCardID: 'sc-dumplings', Stamps: 0 }] });
  });

  it('earns nothing on an order paid with points unless IsEarnPointsWhenRedeem', async () => {
    const { client, id } = await memberWith(300);
    const placed = (await (await place(client, pointsBody())).json()) as TPlaceOrderResult;
    expect(await app.documents.get<Record<string, unknown>>(COLLECTIONS.historyOrders, placed.orderId)).toMatchObject({ RewardPoints: 0 });
    for (const status of [2, 4, 5]) expect((await putStatus(placed.orderId, status)).status).toBe(200);
    expect(await balanceOf(id)).toBe(300 - PRICE_IN_POINTS);
  });

  it('gives a guest’s order nothing and takes nothing', async () => {
    const placed = (await (await place(null, pickupBody())).json()) as TPlaceOrderResult;
    for (const status of [2, 4, 5]) expect((await putStatus(placed.orderId, status)).status).toBe(200);
    expect(await app.documents.count(COLLECTIONS.loyaltyEntries, [{ field: 'OrderID', op: '==', value: placed.orderId }])).toBe(0);
  });
});

describe('rewards redeemed at checkout (part 1 §4 "Redemption", part 2 §5 "Reward redemption needs enough points")', () => {
  const tea = { id: 'p3', uniqueId: 'reward-tea', quantity: 1, modifiers: [], reward: { type: 'points' as const, id: 'r-tea' } };
  const stampDumplings = {
    id: 'p1',
    uniqueId: 'reward-dumplings',
    quantity: 1,
    modifiers: [{ ID: 'm-chilli', quantity: 1 }],
    reward: { type: 'stamps' as const, id: 'sc-dumplings' },
  };
  const withItems = (extra: object[], total = 25.6) => pickupBody({ items: [...pickupBody().items, ...extra] as never, expectedTotal: total });

  it('adds a points reward at the rule’s price (free) and takes its points with the order', async () => {
    const { client, id } = await memberWith(150);
    const response = await place(client, withItems([tea]));
    expect(response.status).toBe(201);
    const placed = (await response.json()) as TPlaceOrderResult;
    expect(await balanceOf(id)).toBe(50);
    const order = (await app.documents.get<{ OrderItems: { Product_ID: string; UsingUnitPrice: number }[]; RedeemPoints: number }>(COLLECTIONS.historyOrders, placed.orderId))!;
    expect(order.RedeemPoints).toBe(100);
    expect(order.OrderItems.find((item) => item.Product_ID === 'p3')).toMatchObject({ UsingUnitPrice: 0 });
    expect(await entriesOf(id)).toEqual([expect.objectContaining({ Kind: 'redeemed', Points: -100 })]);
  });

  it('refuses a reward the member cannot afford, an expired or foreign one, and a guest’s, writing nothing', async () => {
    const { client, id } = await memberWith(99);
    const short = await place(client, withItems([tea]));
    expect(short.status).toBe(422);
    expect(((await short.json()) as { error: { fieldErrors: Record<string, string[]> } }).error.fieldErrors.items).toEqual(['Not enough points: this order needs 100 points']);
    const expired = await place(client, withItems([{ ...tea, reward: { type: 'points', id: 'r-old' } }], 29.1));
    expect(expired.status).toBe(422);
    expect(JSON.stringify(await expired.json())).toContain('The reward Green Tea is not available now');
    const foreign = await place(client, withItems([{ ...tea, id: 'p4' }], 25.6));
    expect(foreign.status).toBe(422);
    const guest = await place(null, withItems([tea]));
    expect(guest.status).toBe(422);
    expect(((await guest.json()) as { error: { fieldErrors: Record<string, string[]> } }).error.fieldErrors.items).toEqual(['Please sign in to redeem rewards']);
    expect(await balanceOf(id)).toBe(99);
    expect(await entriesOf(id)).toEqual([]);
  });

  it('redeems a full stamp card for its free product, which earns no stamps; a rejection gives the stamps back', async () => {
    const { client, id } = await memberWith(0);
    await app.documents.update(COLLECTIONS.users, id, { Stamps: [{ StoreID: CHECKOUT_STORE.ID, StampCardID: 'sc-dumplings', Stamps: 6 }] });
    const response = await place(client, withItems([stampDumplings]));
    expect(response.status).toBe(201);
    const placed = (await response.json()) as TPlaceOrderResult;
    const stamps = async () => ((await app.documents.get<TUser>(COLLECTIONS.users, id))!.Stamps ?? [])[0]?.Stamps;
    expect(await stamps()).toBe(1);
    const order = (await app.documents.get<Record<string, unknown>>(COLLECTIONS.historyOrders, placed.orderId))!;
    expect(order).toMatchObject({ StampsRedeemed: [{ StampCardID: 'sc-dumplings', Stamps: 5 }], StampsEarned: [{ StampCardID: 'sc-dumplings', Stamps: 2 }] });
    expect((await putStatus(placed.orderId, 11)).status).toBe(200);
    expect(await stamps()).toBe(6);
  });

  it('refuses a stamp card that is not full', async () => {
    const { client, id } = await memberWith(0);
    await app.documents.update(COLLECTIONS.users, id, { Stamps: [{ StoreID: CHECKOUT_STORE.ID, StampCardID: 'sc-dumplings', Stamps: 4 }] });
    const response = await place(client, withItems([stampDumplings]));
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { fieldErrors: Record<string, string[]> } }).error.fieldErrors.items).toEqual(['Not enough stamps: this reward needs 5 stamps']);
  });
});
