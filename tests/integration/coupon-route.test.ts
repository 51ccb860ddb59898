import { NextRequest } from 'next/server';
import { GET } from '@/app/api/stores/[storeId]/coupons/[code]/route';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { createContainer, setContainerForTests, type Container } from '@/lib/server/container';
import { loadCatalogue } from '@/lib/server/catalogue/use-cases/load-catalogue';
import { testStore } from '../support/catalogue';
import { ZCouponResponseSchema } from '@/lib/schemas/api/stores';
import { expectAnswer } from '../support/answer';

let app: Container;

beforeAll(async () => {
  app = createContainer(createSqliteDocumentStore({ filename: ':memory:' }));
  await loadCatalogue({
    documents: app.documents,
    catalogue: {
      stores: [testStore({ ID: '1', Slug: 'one', Name: 'One' }), testStore({ ID: '2', Slug: 'two', Name: 'Two' })],
      menus: {},
      coupons: [
        { CouponCode: 'WELCOME10', StoreID: '1', PercentageValue: 0.1 },
        { CouponCode: 'OLD', StoreID: '1', FreeDollar: 5, EndAt: 1_700_000_000 },
        { CouponCode: 'OFF', StoreID: '1', FreeDollar: 5, IsDisabled: true },
      ],
    },
  });
  setContainerForTests(app);
});

afterAll(async () => {
  setContainerForTests(undefined);
  await app.documents.close();
});

function lookup(storeId: string, code: string, headers: Record<string, string> = {}) {
  // Next hands a handler its path parameters decoded once, as here.
  return GET(new NextRequest(`http://localhost/api/stores/${storeId}/coupons/${encodeURIComponent(code)}`, { headers }), { params: Promise.resolve({ storeId, code }) });
}

describe('GET /api/stores/{storeId}/coupons/{code}', () => {
  it('finds the store’s coupon whatever the case of the code', async () => {
    const response = await lookup('1', 'welcome10');
    await expectAnswer(response, ZCouponResponseSchema);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ Success: true, Coupon: { CouponCode: 'WELCOME10', StoreID: '1', PercentageValue: 0.1 } });
  });

  it.each([
    ['1', 'NOPE', 'The discount code NOPE is not valid'],
    ['1', 'OFF', 'The discount code OFF is not valid'],
    // Out of its dates: the same answer as an unknown code, so a guess learns nothing.
    ['1', 'OLD', 'The discount code OLD is not valid'],
    ['2', 'WELCOME10', 'The discount code WELCOME10 is not valid'],
  ])('store %s refuses %s: %s', async (storeId, code, message) => {
    const response = await lookup(storeId, code);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: 'COUPON_REJECTED', message } });
  });

  it('answers a blank code with the spec’s text, in Chinese too', async () => {
    const english = await lookup('1', '  ');
    expect(english.status).toBe(400);
    expect((await english.json()).error.message).toBe('please enter the discount code');
    const chinese = await lookup('1', ' ', { 'accept-language': 'zh-CN' });
    expect((await chinese.json()).error.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers 404 for an unknown store and 400 for a code with odd characters', async () => {
    expect((await lookup('77', 'WELCOME10')).status).toBe(404);
    expect((await lookup('1', '<script>')).status).toBe(400);
  });

  it('reads the code once: an encoded % is a character, not a second escape', async () => {
    const percent = await lookup('1', '%');
    expect(percent.status).toBe(400);
    expect((await percent.json()).error.message).toBe('The discount code % is not valid');
    expect((await lookup('1', 'WELCOME%31%30')).status).toBe(400);
  });

  it('answers a code over 40 characters with the coupon message, in Chinese too', async () => {
    const long = 'A'.repeat(41);
    const english = await lookup('1', long);
    expect(english.status).toBe(400);
    expect((await english.json()).error.message).toBe(`The discount code ${long} is not valid`);
    const chinese = await lookup('1', long, { 'accept-language': 'zh-CN' });
    expect((await chinese.json()).error.message).toMatch(/[\u4e00-\u9fff]/);
  });
});
