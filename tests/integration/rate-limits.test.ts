import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { NextRequest } from 'next/server';

import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { GET as couponLookup } from '@/app/api/stores/[storeId]/coupons/[code]/route';
import { GET as deliveryQuote } from '@/app/api/stores/[storeId]/delivery-quote/route';
import { createOfflineMaps } from '@/lib/server/adapters/offline-maps/offline-maps';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { createContainer, setContainerForTests, type Container } from '@/lib/server/container';
import type { Maps } from '@/lib/server/ports/maps';
import { RATE_LIMITS } from '@/lib/server/rate-limit';
import { DELIVERY_ROUTE_COLLECTION } from '@/lib/server/repositories/delivery-route-cache';
import { loadCatalogue } from '@/lib/server/catalogue/use-cases/load-catalogue';

import { AccountClient, registration } from '../support/accounts';
import { testStore } from '../support/catalogue';
import { CLOSED_STORE, createCheckoutApp, pickupBody, placeOrderRequest, teardown } from '../support/checkout';

/** n calls, one after another: their statuses. */
async function statuses(n: number, call: () => Promise<Response>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < n; i += 1) seen.push((await call()).status);
  return seen;
}

/** A 429 as the error table answers it: Retry-After within the window, the wait in the message. */
async function expectLimited(response: Response, windowSeconds: number, message: (seconds: number) => string): Promise<void> {
  expect(response.status).toBe(429);
  const wait = Number(response.headers.get('retry-after'));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
  expect(await response.json()).toEqual({ error: { code: 'RATE_LIMITED', message: message(wait) } });
}

const english = (seconds: number) => `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
const chinese = (seconds: number) => `请求过于频繁，请 ${seconds} 秒后再试。`;

describe('coupon lookups and delivery quotes', () => {
  let app: Container;
  const maps = createOfflineMaps();
  const geocode = jest.spyOn(maps, 'geocode');
  const drivingDistance = jest.spyOn(maps, 'drivingDistance');

  beforeAll(async () => {
    app = createContainer(createSqliteDocumentStore({ filename: ':memory:' }), maps as Maps);
    await loadCatalogue({
      documents: app.documents,
      catalogue: {
        stores: [
          testStore({
            ID: '1',
            Slug: 'one',
            Name: 'One',
            DeliveryRadius: 10,
            DeliveryAreas: [{ PostcodeFrom: '2000', PostcodeTo: '2050' }],
            FreightFeeRules: [
              { PriceRangeMinimum: 0, PriceRangeMaximum: 49.99, FreightFeeAmount: 5, FreightFeePerKilometer: 0.5 },
              { PriceRangeMinimum: 50, FreightFeeAmount: 0 },
            ],
          }),
        ],
        menus: {},
        coupons: [{ CouponCode: 'WELCOME10', StoreID: '1', PercentageValue: 0.1 }],
      },
    });
    setContainerForTests(app);
  });
  afterAll(async () => {
    setContainerForTests(undefined);
    await app.documents.close();
  });

  const lookup = (code: string, address: string, headers: Record<string, string> = {}) =>
    couponLookup(new NextRequest(`http://localhost/api/stores/1/coupons/${code}`, { headers: { 'x-forwarded-for': address, ...headers } }), {
      params: Promise.resolve({ storeId: '1', code }),
    });

  it(`holds coupon guesses to ${RATE_LIMITS.couponLookupPerAddress.points} a minute per client (was about 300 a second), in the client's language`, async () => {
    const { points, seconds } = RATE_LIMITS.couponLookupPerAddress;
    const answers = await statuses(points, () => lookup(`GUESS${Math.random().toString(36).slice(2, 8)}`, '198.51.100.20'));
    expect(answers.every((status) => status === 422)).toBe(true);
    await expectLimited(await lookup('WELCOME10', '198.51.100.20'), seconds, english);
    await expectLimited(await lookup('WELCOME10', '198.51.100.20', { 'accept-language': 'zh-CN' }), seconds, chinese);
    // rotating a forged X-Forwarded-For entry does not help: the server's own entry is the last
    expect((await lookup('WELCOME10', '203.0.113.99, 198.51.100.20')).status).toBe(429);
    // another client is not held up
    expect((await lookup('WELCOME10', '198.51.100.21')).status).toBe(200);
  });

  const quote = (address: string, query: Record<string, string>) =>
    deliveryQuote(new NextRequest(`http://localhost/api/stores/1/delivery-quote?${new URLSearchParams(query)}`, { headers: { 'x-forwarded-for': address } }), {
      params: Promise.resolve({ storeId: '1' }),
    });
  const surryHills = { OrderValue: '30', Street: '1 Crown St', Suburb: 'Surry Hills', State: 'NSW', Postcode: '2010' };

  it('caches a quote’s maps calls for the same store and address for five minutes, whatever the order value, case or spacing', async () => {
    geocode.mockClear();
    drivingDistance.mockClear();
    const first = await quote('198.51.100.30', surryHills);
    expect(first.status).toBe(200);
    const calls = { geocode: geocode.mock.calls.length, drive: drivingDistance.mock.calls.length };
    expect(calls.drive).toBe(1);
    const again = await quote('198.51.100.31', { ...surryHills, OrderValue: '80', Street: '  1 CROWN   st ', Suburb: 'surry hills' });
    expect(await again.json()).toMatchObject({ Success: true, Fee: 0, DeliveryDuration: (await first.json()).DeliveryDuration });
    expect({ geocode: geocode.mock.calls.length, drive: drivingDistance.mock.calls.length }).toEqual(calls);
    // another address is measured
    expect((await quote('198.51.100.31', { ...surryHills, Street: '2 Crown St' })).status).toBe(200);
    expect(drivingDistance).toHaveBeenCalledTimes(2);
    // once the five minutes are over, measured again
    const { docs } = await app.documents.query(DELIVERY_ROUTE_COLLECTION);
    for (const doc of docs) await app.documents.update(DELIVERY_ROUTE_COLLECTION, doc.id, { expiresAt: Date.now() - 1 });
    expect((await quote('198.51.100.31', surryHills)).status).toBe(200);
    expect(drivingDistance).toHaveBeenCalledTimes(3);
    // no address is kept in the cache
    expect(JSON.stringify(docs)).not.toMatch(/crown|surry/i);
  });

  it(`holds delivery quotes to ${RATE_LIMITS.deliveryQuotePerAddress.points} a minute per client`, async () => {
    const { points, seconds } = RATE_LIMITS.deliveryQuotePerAddress;
    expect((await statuses(points, () => quote('198.51.100.40', surryHills))).every((status) => status === 200)).toBe(true);
    await expectLimited(await quote('198.51.100.40', surryHills), seconds, english);
    expect((await quote('198.51.100.41', surryHills)).status).toBe(200);
  });
});

describe('order placement and sign-in', () => {
  let app: Container;
  beforeAll(async () => {
    app = await createCheckoutApp();
  });
  afterAll(() => teardown(app));

  it(`holds order attempts to ${RATE_LIMITS.orderPerAddress.points} a minute per client`, async () => {
    const { points, seconds } = RATE_LIMITS.orderPerAddress;
    const place = (address: string) => placeOrderRequest(CLOSED_STORE.ID, pickupBody(), undefined, { 'x-forwarded-for': address });
    // a closed store answers 409 at once: each attempt still counts
    expect((await statuses(points, () => place('198.51.100.50'))).every((status) => status === 409)).toBe(true);
    await expectLimited(await place('198.51.100.50'), seconds, english);
    expect((await place('198.51.100.51')).status).toBe(409);
  });

  it('holds sign-in tries per email across addresses, with Retry-After', async () => {
    await new AccountClient('198.51.100.60').register(registration({ email: 'limit@example.com', confirmEmail: 'limit@example.com' }));
    const { points, seconds } = RATE_LIMITS.signInPerEmail;
    for (let i = 0; i < points; i += 1) expect((await new AccountClient(`198.51.100.${70 + i}`).signIn({ email: 'limit@example.com', password: `wrong-${i}` })).status).toBe(401);
    const limited = await signIn(
      new NextRequest('http://localhost/api/auth/sign-in', {
        method: 'POST',
        body: JSON.stringify({ email: 'LIMIT@example.com', password: 'cobol-1959' }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.99', 'accept-language': 'zh-CN' },
      }),
      { params: Promise.resolve({}) },
    );
    await expectLimited(limited, seconds, () => '尝试次数过多，请几分钟后再试。');
    // another member is not held up
    expect((await new AccountClient('198.51.100.99').signIn({ email: 'nobody@example.com', password: 'whatever-1' })).status).toBe(401);
  }, 60_000);
});
