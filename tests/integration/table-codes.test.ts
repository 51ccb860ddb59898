/**
 * Table security codes (issue 35 item 12; spec part 1 §2 "s is a security code"): a dine-in order
 * names one of the store's tables with the code of its QR link, or is refused (422 on
 * dineIn.SecurityCode / dineIn.TableNumber, translated) and nothing reaches the kitchen; a store
 * without tables takes no dine-in order; the store page knows a wrong link; the codes never
 * reach a browser.
 */
import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { GET as menuRoute } from '@/app/api/stores/[storeId]/menu/route';
import { GET as stateRoute } from '@/app/api/stores/[storeId]/state/route';
import { buildDemoData } from '@/lib/seed';
import type { TPlaceOrderRequestInput } from '@/lib/schemas/api/orders';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import { tableLinkStatus } from '@/lib/server/stores/table-codes';
import { storeScreenConfig } from '@/lib/server/stores/store-screen-config';
import { loadCheckoutPage } from '@/lib/server/pages/load-checkout-page';
import type { TPlaceOrderResult } from '@/lib/views/order';
import { CHECKOUT_STORE, checkoutMenu, createCheckoutApp, placeOrderRequest, tableCode, teardown } from '../support/checkout';

let app: Container;
beforeAll(async () => {
  app = await createCheckoutApp();
  // Store 12: dine in on, no table listed.
  await app.stores.save({ ...CHECKOUT_STORE, ID: '12', Slug: 'no-tables', Name: 'No Tables', Tables: undefined });
  await app.menus.saveMany('12', [checkoutMenu()]);
});
afterAll(() => teardown(app));

type ErrorAnswer = { error: { code: string; message: string; fieldErrors?: Record<string, string[]> } };

/** A pay-later dine-in of one Green Tea ($3.50) at `table` with `code`. */
function atTable(TableNumber: string, SecurityCode?: string, overrides: Partial<TPlaceOrderRequestInput> = {}): TPlaceOrderRequestInput {
  return {
    orderType: 2,
    items: [{ id: 'p3', quantity: 1 }],
    dineIn: { TableNumber, ...(SecurityCode === undefined ? {} : { SecurityCode }), FirstName: 'Ada', LastName: 'Lovelace', fromScan: SecurityCode !== undefined },
    payment: { method: 8 },
    expectedTotal: 3.5,
    ...overrides,
  };
}

const written = async () => (await app.documents.count(COLLECTIONS.historyOrders)) + (await app.documents.count(COLLECTIONS.trackingOrders));

async function refusal(storeId: string, body: TPlaceOrderRequestInput, locale = 'en') {
  const before = await written();
  const response = await placeOrderRequest(storeId, body, randomUUID(), { 'accept-language': locale });
  expect(await written()).toBe(before);
  return { status: response.status, body: (await response.json()) as ErrorAnswer };
}

describe('a dine-in order names a table of the store with its code', () => {
  it('places a pay-later order at a table with the code of its link; the order carries Tables Name and SecurityCode', async () => {
    const response = await placeOrderRequest('1', atTable('12', tableCode('12')));
    expect(response.status).toBe(201);
    const placed = (await response.json()) as TPlaceOrderResult;
    expect(placed.onlineOrderStatus).toBe(18);
    expect(await app.trackingOrders.findById(placed.orderId)).toMatchObject({ Tables: [{ Name: '12', SecurityCode: tableCode('12') }] });
  });

  it.each([
    ['a wrong code', '12', 'wrong-code-123'],
    ['another table’s code', '12', tableCode('4')],
    ['a code of the right table but another case', '12', tableCode('12').toUpperCase()],
    ['an unknown table', '99', tableCode('12')],
    ['the digital display’s table 0', '0', tableCode('12')],
  ])('refuses %s with 422 on dineIn.SecurityCode, translated, and writes nothing', async (_case, table, code) => {
    const english = await refusal('1', atTable(table, code));
    expect(english).toEqual({
      status: 422,
      body: {
        error: {
          code: 'INVALID_FIELDS',
          message: 'Please check the highlighted fields.',
          fieldErrors: { 'dineIn.SecurityCode': ['This table link is not valid. Please scan the QR code on your table again.'] },
        },
      },
    });
    const chinese = await refusal('1', atTable(table, code), 'zh-CN');
    expect(chinese.body.error.fieldErrors).toEqual({ 'dineIn.SecurityCode': ['此餐桌链接无效，请重新扫描餐桌上的二维码。'] });
  });

  it('asks a table typed without a code for its QR code (422 on dineIn.TableNumber)', async () => {
    expect((await refusal('1', atTable('12'))).body.error.fieldErrors).toEqual({ 'dineIn.TableNumber': ['To order at your table, scan the QR code on it.'] });
    expect((await refusal('1', atTable('12', '   '), 'zh-CN')).body.error.fieldErrors).toEqual({ 'dineIn.TableNumber': ['如需在餐桌点餐，请扫描餐桌上的二维码。'] });
  });

  it('refuses even an order with nothing to pay, and a card order', async () => {
    expect((await refusal('1', atTable('12', 'wrong-code-123', { items: [{ id: 'p3', quantity: 1 }], couponCodes: ['FREETEA'], expectedTotal: 0 }))).status).toBe(422);
    const card = await refusal(
      '1',
      atTable('12', 'wrong-code-123', {
        payment: { method: 1, card: { CardHolder: 'Ada', CardNumber: '4242 4242 4242 4242', ExpireDate: '12/39', CVV: '123' } },
        expectedTotal: 3.55,
      }),
    );
    expect(card.body.error.fieldErrors).toMatchObject({ 'dineIn.SecurityCode': [expect.any(String)] });
  });

  it('takes no dine-in order at a store without tables', async () => {
    expect((await refusal('12', atTable('12', tableCode('12')))).body.error.fieldErrors).toEqual({ 'dineIn.TableNumber': ['This store does not take orders at the table.'] });
    expect((await refusal('12', atTable('12', tableCode('12')), 'zh-CN')).body.error.fieldErrors).toEqual({ 'dineIn.TableNumber': ['本店不接受桌边点餐。'] });
  });
});

describe('the store page’s table link', () => {
  it('is valid for a table with its code, invalid for anything else, and nothing for no table or the digital display (table 0)', () => {
    expect(tableLinkStatus(CHECKOUT_STORE, '12', tableCode('12'))).toBe('valid');
    expect(tableLinkStatus(CHECKOUT_STORE, ' 12 ', ` ${tableCode('12')} `)).toBe('valid');
    expect(tableLinkStatus(CHECKOUT_STORE, '12', 'wrong')).toBe('invalid');
    expect(tableLinkStatus(CHECKOUT_STORE, '12', null)).toBe('invalid');
    expect(tableLinkStatus(CHECKOUT_STORE, '99', tableCode('12'))).toBe('invalid');
    expect(tableLinkStatus({ Tables: undefined }, '12', tableCode('12'))).toBe('invalid');
    expect(tableLinkStatus(CHECKOUT_STORE, '0', null)).toBeNull();
    expect(tableLinkStatus(CHECKOUT_STORE, null, null)).toBeNull();
  });

  it('holds real tables in the demo data: the flagship’s table 12 opens with its code only', () => {
    const flagship = buildDemoData().stores.find((store) => store.Slug === 'harbour-sydney')!;
    expect(flagship.Tables).toHaveLength(12);
    expect(tableLinkStatus(flagship, '12', 'hVjhJDds96BW9FoJ')).toBe('valid');
    expect(tableLinkStatus(flagship, '12', 'x9k')).toBe('invalid');
  });
});

describe('the codes never reach a browser', () => {
  const codes = (CHECKOUT_STORE.Tables ?? []).map((table) => table.SecurityCode);
  const holdsACode = (value: unknown) => codes.some((code) => JSON.stringify(value).includes(code));

  it('are not in the store screen’s data, the menu, the live state or the checkout page', async () => {
    expect(codes.length).toBeGreaterThan(0);
    expect(
      holdsACode(storeScreenConfig({ store: CHECKOUT_STORE, menu: checkoutMenu(), displayMode: false, tableLink: 'valid', menuQuery: null, termsHtml: null, logo: null })),
    ).toBe(false);
    const params = { params: Promise.resolve({ storeId: '1' }) };
    expect(holdsACode(await (await menuRoute(new NextRequest('http://localhost/api/stores/1/menu'), params)).json())).toBe(false);
    expect(holdsACode(await (await stateRoute(new NextRequest('http://localhost/api/stores/1/state'), params)).json())).toBe(false);
    const checkout = await loadCheckoutPage({
      app,
      storename: 'checkout-store',
      orderId: null,
      token: null,
      menuQuery: null,
      now: new Date(),
    });
    expect(checkout.status).toBe('ok');
    expect(holdsACode(checkout)).toBe(false);
  });
});
