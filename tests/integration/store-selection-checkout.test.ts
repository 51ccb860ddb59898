import { availableOrderTypes } from '@/lib/domain/availability/available-order-types';
import { lineUnavailability, priceCart, repriceFromMenu, type CartItem } from '@/lib/domain/cart';
import { availableSlotDates } from '@/lib/domain/time/time-slots';
import { buildDemoData } from '@/lib/seed';
import type { TMenu, TStore } from '@/lib/schemas/entities';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { INDEXED_FIELDS } from '@/lib/server/collections';
import { createContainer, setContainerForTests, type Container } from '@/lib/server/container';
import { loadCatalogue } from '@/lib/server/catalogue/use-cases/load-catalogue';
import { loadCheckoutPage, type LoadCheckoutPageOptions } from '@/lib/server/pages/load-checkout-page';
import { CONTACT, firstSlot, placeOrderRequest } from '../support/checkout';

// Monday 23 Nov 2026, 12:00 in Sydney (09:00 in Perth).
const NOON_SYDNEY = new Date('2026-11-23T01:00:00Z');
// Monday 23 Nov 2026, 06:00 in Sydney: 03:00 in Perth, where Fremantle is closed and takes no pre-orders.
const DAWN_SYDNEY = new Date('2026-11-22T19:00:00Z');

const data = buildDemoData();
const menuOf = (storeId: string): TMenu => data.menus[storeId][0];
const storeOf = (storeId: string): TStore => data.stores.find((store) => store.ID === storeId)!;

/** A flat white (regular, full cream) as the online store's cart line holds it. */
const flatWhite = (): CartItem => ({
  id: 'flat-white',
  uniqueId: 'line-coffee',
  name: 'Flat white',
  price: 4.5,
  tax: 0.1,
  quantity: 2,
  modifiers: [
    { ID: 'coffee-size-regular', Name: 'Regular', Price: 0, quantity: 1 },
    { ID: 'milk-full-cream', Name: 'Full cream', Price: 0, quantity: 1 },
  ],
});
const line = (id: string, name: string, price: number): CartItem => ({ id, uniqueId: `line-${id}`, name, price, tax: 0.1, quantity: 1, modifiers: [] });

describe('store selection at checkout: the demo head office', () => {
  it('has an online store (IsHQ) with StoreSelectionAtCheckout in the branded group', () => {
    const online = storeOf('1008');
    expect(online).toMatchObject({ IsHQ: true, HQCompanyID: data.headOffices[0].ID, IsEnabled: true });
    expect(online.ViewComponentConfigs?.StoreSelectionAtCheckout).toBe(true);
  });
});

describe('repricing the online store’s cart for the chosen store', () => {
  const subtotal = (items: CartItem[], storeId: string) =>
    priceCart({ items: repriceFromMenu(items, menuOf(storeId)).items, now: Math.floor(NOON_SYDNEY.getTime() / 1000), storeId }).subtotal;

  it('prices each line with the chosen store’s own menu: prices differ per store', () => {
    expect(subtotal([flatWhite()], '1008')).toBe(900);
    expect(subtotal([flatWhite()], '1001')).toBe(1000);
    expect(subtotal([flatWhite()], '1003')).toBe(1100);
  });

  it('flags what the chosen store does not sell, has sold out, or lacks an option of', () => {
    const cart = [
      flatWhite(),
      line('picnic-hamper', 'Harbour picnic hamper', 65),
      line('grilled-barramundi', 'Grilled barramundi', 34),
      line('quattro-formaggi', 'Quattro formaggi', 24),
    ];
    // Everything is on the online store's menu.
    expect(cart.map((item) => lineUnavailability(item, menuOf('1008')))).toEqual([null, null, null, null]);
    // Circular Quay: no hamper, barramundi sold out.
    expect(cart.map((item) => lineUnavailability(item, menuOf('1001')))).toEqual([null, 'missing', 'soldOut', null]);
    // Fremantle: the hamper yes, no quattro formaggi.
    expect(cart.map((item) => lineUnavailability(item, menuOf('1003')))).toEqual([null, null, 'soldOut', 'missing']);
    const unknownOption = { ...flatWhite(), modifiers: [{ ID: 'milk-camel', Name: 'Camel', Price: 1, quantity: 1 }] };
    expect(lineUnavailability(unknownOption, menuOf('1001'))).toBe('options');
    // A flagged line is left out of the chosen store's totals.
    expect(repriceFromMenu(cart, menuOf('1001')).removed.map((item) => item.id)).toEqual(['picnic-hamper', 'grilled-barramundi']);
  });
});

describe('the checkout page of a store with StoreSelectionAtCheckout', () => {
  let app: Container;

  beforeAll(async () => {
    app = createContainer(createSqliteDocumentStore({ filename: ':memory:', indexes: INDEXED_FIELDS }));
    await loadCatalogue({ documents: app.documents, catalogue: data });
    setContainerForTests(app);
  });

  afterAll(async () => {
    setContainerForTests(undefined);
    await app.documents.close();
  });

  const load = async (overrides: Partial<LoadCheckoutPageOptions>) => {
    const result = await loadCheckoutPage({
      app,
      storename: 'harbour-online',
      orderId: null,
      token: null,
      menuQuery: null,
      now: NOON_SYDNEY,
      ...overrides,
    });
    if (result.status !== 'ok') throw new Error(result.status);
    return result.view;
  };

  it('offers the group’s listed stores until one is chosen (not itself, nor disabled, test or closed ones)', async () => {
    const view = await load({});
    expect(view.store.ID).toBe('1008');
    expect(view.storeSelection?.cartStore).toEqual({ ID: '1008', Slug: 'harbour-online', Name: 'Harbour & Co. Online' });
    expect(view.storeSelection?.chosenId).toBeNull();
    expect(view.storeSelection?.stores.map((store) => [store.ID, store.closed])).toEqual([
      ['1001', false],
      ['1002', false],
      ['1003', false],
      ['1004', true],
      ['1005', false],
    ]);
    expect(view.storeSelection?.stores[0]).toMatchObject({ Slug: 'harbour-sydney', Name: 'Harbour & Co. Circular Quay', address: '1 Alfred Street, Sydney NSW 2000' });
  });

  it('with a store chosen, everything is that store’s: hours, zone, slots, order types, payments, pickup address', async () => {
    const perth = await load({ chosenStoreId: '1003' });
    expect(perth.storeSelection?.chosenId).toBe('1003');
    expect(perth.store).toMatchObject({ ID: '1003', Slug: 'harbour-perth', TimezoneIanaFormat: 'Australia/Perth' });
    expect(perth.store.OperatingHours).toEqual(storeOf('1003').OperatingHours);
    expect(perth.storeAddress).toBe('47 Mews Road, Fremantle WA 6160');
    expect(perth.reorder).toBeNull();
    // Glenelg takes no delivery; Circular Quay does, and dine in too (the online store does not).
    const glenelg = await load({ chosenStoreId: '1005' });
    expect(availableOrderTypes(glenelg.store, NOON_SYDNEY)).not.toContain('delivery');
    const quay = await load({ chosenStoreId: '1001' });
    expect(availableOrderTypes(quay.store, NOON_SYDNEY)).toEqual(['pickup', 'delivery', 'dineIn']);
    expect(availableOrderTypes((await load({})).store, NOON_SYDNEY)).not.toContain('dineIn');
    // South Bank takes pickup orders 7 days ahead; Circular Quay only today.
    const southBank = await load({ chosenStoreId: '1002' });
    expect(availableSlotDates(southBank.store, { kind: 'pickup', now: NOON_SYDNEY }).length).toBeGreaterThan(
      availableSlotDates(quay.store, { kind: 'pickup', now: NOON_SYDNEY }).length,
    );
    // The head office's terms when branded (part 1 §1).
    expect(perth.termsHtml).toContain('Harbour &amp; Co. group');
  });

  it('does not let a closed store or a store outside the group be chosen', async () => {
    expect((await load({ chosenStoreId: '1004' })).storeSelection?.chosenId).toBeNull();
    expect((await load({ chosenStoreId: '2001' })).store.ID).toBe('1008');
    expect((await load({ chosenStoreId: '1006' })).storeSelection?.chosenId).toBeNull();
    const dawn = await load({ chosenStoreId: '1003', now: DAWN_SYDNEY });
    expect(dawn.storeSelection?.chosenId).toBeNull();
    expect(dawn.storeSelection?.stores.find((store) => store.ID === '1003')?.closed).toBe(true);
  });

  it('leaves every other store’s checkout without store selection', async () => {
    expect((await load({ storename: 'harbour-sydney', chosenStoreId: '1003' })).storeSelection).toBeNull();
  });

  describe('placing the order at the chosen store (the server reprices from its menu)', () => {
    const body = (items: unknown[], expectedTotal: number) => ({
      orderType: 3,
      scheduledTime: firstSlot(storeOf('1001')),
      items,
      contact: CONTACT,
      payment: { method: 3 },
      expectedTotal,
    });
    const coffee = {
      id: 'flat-white',
      uniqueId: 'line-coffee',
      quantity: 2,
      modifiers: [
        { ID: 'coffee-size-regular', quantity: 1 },
        { ID: 'milk-full-cream', quantity: 1 },
      ],
    };

    it('answers 409 with the chosen store’s prices when the browser sends the online store’s total', async () => {
      const response = await placeOrderRequest('1001', body([coffee], 9));
      const json = await response.json();
      expect({ status: response.status, code: json.error.code, total: json.error.details.total }).toEqual({ status: 409, code: 'PRICE_CHANGED', total: 10 });
      expect((await placeOrderRequest('1001', body([coffee], 10))).status).toBe(201);
    });

    it.each([
      ['en', { 'items.1': ['Grilled barramundi is no longer available'], 'items.2': ['picnic-hamper is no longer available'] }],
      ['zh-CN', { 'items.1': ['Grilled barramundi 已无法供应'], 'items.2': ['picnic-hamper 已无法供应'] }],
    ])('refuses a flagged line with a translated 422 (%s)', async (locale, fieldErrors) => {
      const items = [coffee, { id: 'grilled-barramundi', quantity: 1 }, { id: 'picnic-hamper', quantity: 1 }];
      const response = await placeOrderRequest('1001', body(items, 109), undefined, { 'accept-language': locale });
      const json = await response.json();
      expect({ status: response.status, code: json.error.code, fieldErrors: json.error.fieldErrors }).toEqual({ status: 422, code: 'INVALID_FIELDS', fieldErrors });
    });
  });
});
