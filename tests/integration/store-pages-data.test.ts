import { ZMenuSchema, ZStoreSchema } from '@/lib/schemas/entities';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { INDEXED_FIELDS } from '@/lib/server/collections';
import { createContainer, type Container } from '@/lib/server/container';
import { buildMenuView } from '@/lib/server/catalogue/build-menu-view';
import { findStore } from '@/lib/server/stores/find-store';
import { listStores } from '@/lib/server/stores/use-cases/list-stores';
import { loadCatalogue } from '@/lib/server/catalogue/use-cases/load-catalogue';
import { testMenu, testPerthStore, testStore } from '../support/catalogue';

// Tuesday 2026-11-24 10:00 in Sydney (UTC+11).
const now = new Date('2026-11-23T23:00:00Z');

const stores = [
  testStore({ ID: '1', Slug: 'open-sydney', Name: 'Open Sydney', DisplayOrder: 2, HQCompanyID: '900' }),
  testStore({ ID: '2', Slug: 'closed-sydney', Name: 'Closed Sydney', DisplayOrder: 1, IsInOperation: false, ClosingStoreMessage: 'Back soon' }),
  testPerthStore(),
  testStore({ ID: '4', Slug: 'disabled', Name: 'Disabled', IsEnabled: false }),
  testStore({ ID: '5', Slug: 'test-store', Name: 'Test Store', IsTest: true }),
  testStore({ ID: '6', Slug: 'flagship', Name: 'Flagship', HQCompanyID: '900', IsHQ: true }),
];

describe('store pages on a temporary SQLite database', () => {
  let app: Container;

  beforeAll(async () => {
    app = createContainer(createSqliteDocumentStore({ filename: ':memory:', indexes: INDEXED_FIELDS }));
    for (const store of stores) expect(ZStoreSchema.safeParse(store).error).toBeUndefined();
    expect(ZMenuSchema.safeParse(testMenu()).error).toBeUndefined();
    await loadCatalogue({ documents: app.documents, catalogue: { headOffices: [{ ID: '900', Name: 'Harbour Group' }], stores, menus: { '1': [testMenu()] } } });
  });

  afterAll(() => app.documents.close());

  it('lists enabled, non-test stores, closed last, with today’s hours in the store’s zone', async () => {
    const list = listStores({ stores: await app.stores.listAll(), now });
    expect(list.tab).toBe('All');
    expect(list.cards.map((card) => card.name)).toEqual(['Open Sydney', 'Flagship', 'Closed Sydney', 'Perth Store']);
    const perth = list.cards.find((card) => card.id === '3')!;
    // 07:00 on Tuesday in Perth, open 11 am to 9 pm on Tuesdays only: closed now with today's hours;
    // the card follows the clock to the end of Wednesday: open at 11 am, closed at 9 pm (no
    // preparation time), "closed today" from Wednesday's midnight.
    expect(perth).toMatchObject({ address: '1 Hay St, Perth WA 6000' });
    const today = { opening: '11:00', openingPeriod: 'am', closing: '9:00', closingPeriod: 'pm', allDay: false };
    expect(perth.closed).toEqual({
      steps: [
        { from: now.getTime(), value: true },
        { from: Date.parse('2026-11-24T11:00:00+08:00'), value: false },
        { from: Date.parse('2026-11-24T21:00:00+08:00'), value: true },
      ],
      until: Date.parse('2026-11-26T00:00:00+08:00'),
    });
    expect(perth.hours?.steps).toEqual([
      { from: now.getTime(), value: today },
      { from: Date.parse('2026-11-25T00:00:00+08:00'), value: null },
    ]);
    expect(list.cards.find((card) => card.id === '2')).toMatchObject({ closed: { steps: [{ from: now.getTime(), value: true }] }, closingMessage: 'Back soon' });
    expect(list.hqStore).toBeUndefined();
  });

  it('filters by state tab', async () => {
    expect(listStores({ stores: await app.stores.listAll(), now, state: 'wa' }).cards.map((card) => card.id)).toEqual(['3']);
    expect(listStores({ stores: await app.stores.listAll(), now, state: 'TAS' }).cards).toEqual([]);
  });

  it('scoped to a head office, lists its stores and names its HQ store', async () => {
    const list = listStores({ stores: await app.stores.listByHeadOffice('900'), now, headOfficeId: '900' });
    expect(list.cards.map((card) => card.id).sort()).toEqual(['1', '6']);
    expect(list.hqStore?.slug).toBe('flagship');
  });

  it.each([
    ['1', 'Open Sydney'],
    ['Open Sydney', 'Open Sydney'],
    ['perth', 'Perth Store'],
  ])('finds the store for storename %p (numeric = id, else name, else slug)', async (storename, name) => {
    const found = await findStore({ app, by: { storename } });
    expect(found?.store.Name).toBe(name);
  });

  it('attaches the head office of a branded store', async () => {
    const found = await findStore({ app, by: { storename: '1' } });
    expect(found?.headOffice?.Name).toBe('Harbour Group');
  });

  it.each(['999', 'No Such Store', ''])('answers null for an unknown storename %p', async (storename) => {
    expect(await findStore({ app, by: { storename } })).toBeNull();
  });

  it('builds the menu in category order, dropping missing products and empty categories', async () => {
    const [menu] = await app.menus.listByStore('1');
    const view = buildMenuView(menu);
    expect(view.map((category) => category.name)).toEqual(['Dumplings', 'Drinks']);
    expect(view[0].products.map((product) => [product.name, product.price, product.status])).toEqual([
      ['Pork Dumplings', 12.8, 2],
      ['Sold Out Bun', 4, 3],
    ]);
    expect(view[0].products[0].dietary).toEqual([{ kind: 'preference', id: 'pref-halal', name: 'Halal' }]);
  });

  it('writes a catalogue all or nothing', async () => {
    const before = await app.documents.count('stores');
    const broken = { stores: [testStore({ ID: '7', Slug: 'seven', Name: 'Seven' })], menus: { '7': [testMenu({ MenuID: 'bad/id' })] } };
    await expect(loadCatalogue({ documents: app.documents, catalogue: broken })).rejects.toThrow();
    expect(await app.documents.count('stores')).toBe(before);
    expect(await app.stores.findById('7')).toBeNull();
  });
});
