import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { NextRequest } from 'next/server';

import { GET as autocomplete } from '@/app/api/maps/autocomplete/route';
import { GET as deliveryQuote } from '@/app/api/stores/[storeId]/delivery-quote/route';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { createContainer, setContainerForTests, type Container } from '@/lib/server/container';
import { loadCatalogue } from '@/lib/server/catalogue/use-cases/load-catalogue';

import { testStore } from '../support/catalogue';
import { ZAutocompleteResponseSchema } from '@/lib/schemas/api/maps';
import { ZDeliveryQuoteResponseSchema } from '@/lib/schemas/api/stores';
import { expectAnswer } from '../support/answer';

const feeRules = [
  { PriceRangeMinimum: 0, PriceRangeMaximum: 49.99, FreightFeeAmount: 5, FreightFeePerKilometer: 0.5, FreightFeeMinimum: 6 },
  { PriceRangeMinimum: 50, FreightFeeAmount: 0 },
];
const stores = [
  // Sydney CBD, 5 km radius, inner-city postcodes only.
  testStore({
    ID: '1',
    Slug: 'harbour',
    Name: 'Harbour',
    DeliveryRadius: 5,
    DeliveryAreas: [{ PostcodeFrom: '2000', PostcodeTo: '2050' }],
    FreightFeeRules: feeRules,
    OrderPreparationTime: 15,
    OrderPreparationDeliveryBuffer: 5,
  }),
  // Sydney, no areas and no radius: only the state limits it.
  testStore({ ID: '2', Slug: 'anywhere', Name: 'Anywhere', FreightFeeRules: feeRules }),
  testStore({ ID: '3', Slug: 'disabled', Name: 'Disabled', IsEnabled: false }),
];

let app: Container;

beforeAll(async () => {
  app = createContainer(createSqliteDocumentStore({ filename: ':memory:' }));
  await loadCatalogue({ documents: app.documents, catalogue: { stores, menus: {} } });
  setContainerForTests(app);
});

afterAll(async () => {
  setContainerForTests(undefined);
  await app.documents.close();
});

function quote(storeId: string, query: Record<string, string>, headers: Record<string, string> = {}) {
  const url = `http://localhost/api/stores/${storeId}/delivery-quote?${new URLSearchParams(query)}`;
  return deliveryQuote(new NextRequest(url, { headers }), { params: Promise.resolve({ storeId }) });
}

function suggest(query: Record<string, string>, ip = '192.0.2.1') {
  const url = `http://localhost/api/maps/autocomplete?${new URLSearchParams(query)}`;
  return autocomplete(new NextRequest(url, { headers: { 'x-forwarded-for': ip } }), { params: Promise.resolve({}) });
}

const surryHills = { OrderValue: '30', Street: '1 Crown St', Suburb: 'Surry Hills', State: 'NSW', Postcode: '2010', ScheduledTime: '1795000000' };

describe('GET /api/stores/{storeId}/delivery-quote', () => {
  it('quotes a deliverable address: fee on whole km, duration, estimate', async () => {
    const response = await quote('1', surryHills);
    await expectAnswer(response, ZDeliveryQuoteResponseSchema);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ Success: true, SubsidyFee: 0 });
    expect(body.distanceKm).toBeGreaterThanOrEqual(1);
    expect(body.distanceKm).toBeLessThanOrEqual(5);
    expect(body.Fee).toBe(Math.max(6, 5 + 0.5 * body.distanceKm));
    expect(body.DeliveryDuration).toBeGreaterThanOrEqual(60);
    expect(body.estimate.toMinutes - body.estimate.fromMinutes).toBe(10);
    expect(body.estimate.fromMinutes).toBe(Math.ceil(body.DeliveryDuration / 60) + 15 + 5);
  });

  it('charges the fee rule of the order value', async () => {
    expect((await (await quote('1', { ...surryHills, OrderValue: '80' })).json()).Fee).toBe(0);
  });

  it('answers 422 "Sorry we cannot deliver to this address" beyond the radius', async () => {
    // Bondi Beach: inside the postcode areas, about 7 km from the CBD in a straight line.
    const response = await quote('1', { ...surryHills, Street: '1 Campbell Pde', Suburb: 'Bondi Beach', Postcode: '2026' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: 'OUT_OF_DELIVERY_AREA', message: 'Sorry we cannot deliver to this address' } });
  });

  it('answers 422 for an address in another state, in Chinese when asked', async () => {
    const response = await quote('2', { ...surryHills, Suburb: 'Melbourne', State: 'Victoria', Postcode: '3000' }, { 'accept-language': 'zh-CN' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: 'OUT_OF_DELIVERY_AREA', message: '抱歉，我们无法配送到此地址' } });
  });

  it('answers 422 "delivery not available for {postcode}" outside the delivery areas', async () => {
    const response = await quote('1', { ...surryHills, Suburb: 'Parramatta', Postcode: '2150' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: 'OUT_OF_DELIVERY_AREA', message: 'delivery not available for 2150' } });
  });

  it('delivers anywhere in the state for a store without areas or radius', async () => {
    const response = await quote('2', { ...surryHills, Suburb: 'Parramatta', Postcode: '2150' });
    expect(response.status).toBe(200);
    expect((await response.json()).distanceKm).toBeGreaterThan(20);
  });

  it('answers 400 with field errors for a bad query', async () => {
    const response = await quote('1', { OrderValue: '-3', Street: ' ', Suburb: 'Surry Hills', State: 'XX', Postcode: '20a0' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('VALIDATION');
    expect(Object.keys(body.error.fieldErrors).sort()).toEqual(['OrderValue', 'Postcode', 'State', 'Street']);
    expect(body.error.fieldErrors.Street).toEqual(['The Street Address field is required']);
    expect(body.error.fieldErrors.Postcode).toEqual(['The postcode must be 4 digits']);
  });

  it('answers 400, not 500, for a missing query', async () => {
    expect((await quote('1', {})).status).toBe(400);
  });

  it.each(['999', 'not-a-store', '3'])('answers 404 for store %p (unknown, malformed or disabled)', async (storeId) => {
    const response = await quote(storeId, surryHills);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'STORE_NOT_FOUND', message: 'Store cannot be found, please contact support' } });
  });
});

describe('GET /api/maps/autocomplete', () => {
  it('suggests Australian addresses, keeping the typed street', async () => {
    const response = await suggest({ input: '12 George St, Sydn' });
    await expectAnswer(response, ZAutocompleteResponseSchema);
    expect(response.status).toBe(200);
    const { suggestions } = await response.json();
    expect(suggestions[0]).toMatchObject({
      description: '12 George St, Sydney NSW 2000',
      StreetAddress: '12 George St',
      CityTown: 'Sydney',
      State: 'NSW',
      PostalCode: '2000',
      Country: 'AU',
    });
    expect(suggestions.length).toBeLessThanOrEqual(5);
  });

  it('honours a limit', async () => {
    expect((await (await suggest({ input: 'Rich', limit: '2' })).json()).suggestions).toHaveLength(2);
  });

  it.each<Record<string, string>>([{ input: 'a' }, { input: 'x'.repeat(101) }, {}, { input: 'Syd', limit: '50' }])('answers 400 for %p', async (query) => {
    const response = await suggest(query);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('VALIDATION');
  });

  it('answers 429 after 30 requests in 10 s from one client, while others still get answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await suggest({ input: 'Syd' }, '198.51.100.9')).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await suggest({ input: 'Syd' }, '198.51.100.9');
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(10);
    expect(await limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: `Too many requests. Please try again in ${wait} second${wait === 1 ? '' : 's'}.` } });
    expect((await suggest({ input: 'Syd' }, '198.51.100.10')).status).toBe(200);
    // a forged X-Forwarded-For entry further left changes nothing: the address the server saw decides
    expect((await suggest({ input: 'Syd' }, '203.0.113.1, 198.51.100.9')).status).toBe(429);
  });
});
