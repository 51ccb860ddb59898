import { mainPageRedirect } from '@/lib/domain/store-list/store-list';
import { buildDemoData } from '@/lib/seed';
import type { TStore } from '@/lib/schemas/entities';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { COLLECTIONS, INDEXED_FIELDS } from '@/lib/server/collections';
import { createContainer, setContainerForTests, type Container } from '@/lib/server/container';
import type { DocumentStore } from '@/lib/server/ports/document-store';
import { findStore } from '@/lib/server/stores/find-store';
import { listStores } from '@/lib/server/stores/use-cases/list-stores';
import { loadCatalogue } from '@/lib/server/catalogue/use-cases/load-catalogue';
import { loadCheckoutPage } from '@/lib/server/pages/load-checkout-page';
import { storePolicies } from '@/lib/server/stores/store-policies';
import { CONTACT, firstSlot, placeOrderRequest } from '../support/checkout';

// Monday 23 Nov 2026, 12:00 in Sydney.
const NOON_SYDNEY = new Date('2026-11-23T01:00:00Z');
const data = buildDemoData();
const flagship = data.stores.find((store) => store.ID === '1001') as TStore;

/** The demo data on a database whose head-office reads are refused when `denyHeadOffices` (as a Firestore rule would). */
async function demoApp(options: { denyHeadOffices?: boolean; sushiHub?: boolean } = {}): Promise<Container> {
  const documents = createSqliteDocumentStore({ filename: ':memory:', indexes: INDEXED_FIELDS });
  await loadCatalogue({ documents, catalogue: { ...data, headOffices: data.headOffices.map((office) => ({ ...office, IsSushiHub: options.sushiHub === true })) } });
  const denied: DocumentStore = {
    ...documents,
    get: (collection, id) =>
      options.denyHeadOffices && collection === COLLECTIONS.headOffices
        ? Promise.reject(new Error('PERMISSION_DENIED: Missing or insufficient permissions.'))
        : documents.get(collection, id),
    getMany: documents.getMany.bind(documents),
    set: documents.set.bind(documents),
    setMany: documents.setMany.bind(documents),
    update: documents.update.bind(documents),
    delete: documents.delete.bind(documents),
    query: documents.query.bind(documents),
    count: documents.count.bind(documents),
    runTransaction: documents.runTransaction.bind(documents),
    watch: documents.watch.bind(documents),
    close: documents.close.bind(documents),
  };
  return createContainer(denied);
}

const checkout = (app: Container, storename: string) =>
  loadCheckoutPage({
    app,
    storename,
    orderId: null,
    token: null,
    menuQuery: null,
    now: NOON_SYDNEY,
  }).then((result) => {
    if (result.status !== 'ok') throw new Error(result.status);
    return result.view;
  });

/** A cash pickup of one garlic bread ($9) at the flagship. */
const pickup = (extra: Record<string, unknown> = {}) => ({
  orderType: 3,
  scheduledTime: firstSlot(flagship),
  items: [{ id: 'garlic-and-herb-bread', quantity: 1 }],
  contact: CONTACT,
  payment: { method: 3 },
  expectedTotal: 9,
  ...extra,
});

describe('head-office rules (spec part 1 §1, §2, §4)', () => {
  let app: Container;
  beforeAll(async () => {
    app = await demoApp();
  });
  afterAll(() => app.documents.close());

  it('branding is on by default: a store of a head office is branded, an independent store is not', async () => {
    expect((await checkout(app, 'harbour-sydney')).header).toEqual({ title: 'Harbour & Co.', branded: true });
    expect((await checkout(app, 'daily-grind')).header).toEqual({ title: 'The Daily Grind', branded: false });
  });

  it('uses the head office’s terms when branded and present, else the store’s', async () => {
    const store = { TermsAndConditions: '<p>Store terms</p>' };
    expect(storePolicies(store, { TermsAndConditions: '<p>Group terms</p>' })[0]).toEqual({ kind: 'terms', html: '<p>Group terms</p>' });
    expect(storePolicies(store, { TermsAndConditions: '  ' })[0]).toEqual({ kind: 'terms', html: '<p>Store terms</p>' });
    expect(storePolicies(store, {})[0]).toEqual({ kind: 'terms', html: '<p>Store terms</p>' });
    expect(storePolicies(store, null)[0]).toEqual({ kind: 'terms', html: '<p>Store terms</p>' });
    expect((await checkout(app, 'harbour-sydney')).termsHtml).toContain('Harbour &amp; Co. group');
  });

  it('auto-navigates a head office’s main page to its HQ store unless selectMode=true', async () => {
    const branded = listStores({ stores: await app.stores.listByHeadOffice('1000'), now: NOON_SYDNEY, headOfficeId: '1000' });
    expect(branded.hqStore?.slug).toBe('harbour-online');
    expect(branded.branded).toBe(true);
    expect(mainPageRedirect(branded.hqStore?.slug, undefined)).toBe('/store/harbour-online');
    expect(mainPageRedirect(branded.hqStore?.slug, 'false')).toBe('/store/harbour-online');
    expect(mainPageRedirect(branded.hqStore?.slug, 'true')).toBeNull();
    // Every store of every group: no HQ store to open, and the powered-by footer shows.
    const everyone = listStores({ stores: await app.stores.listAll(), now: NOON_SYDNEY });
    expect([everyone.hqStore, everyone.branded]).toEqual([undefined, false]);
    expect(mainPageRedirect(everyone.hqStore?.slug, undefined)).toBeNull();
  });
});

describe('the terms checkbox of a head office with IsSushiHub', () => {
  let app: Container;
  beforeAll(async () => {
    app = await demoApp({ sushiHub: true });
    setContainerForTests(app);
  });
  afterAll(async () => {
    setContainerForTests(undefined);
    await app.documents.close();
  });

  it('is shown at checkout and required by the server', async () => {
    expect((await checkout(app, 'harbour-sydney')).termsRequired).toBe(true);
    expect((await checkout(app, 'daily-grind')).termsRequired).toBe(false);
    const refused = await placeOrderRequest('1001', pickup());
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.fieldErrors).toEqual({ agreeToTerms: [expect.any(String)] });
    expect((await placeOrderRequest('1001', pickup({ agreeToTerms: true }))).status).toBe(201);
  });
});

describe('a head office that cannot be read (denied)', () => {
  let app: Container;
  beforeAll(async () => {
    app = await demoApp({ denyHeadOffices: true, sushiHub: true });
    setContainerForTests(app);
  });
  afterAll(async () => {
    setContainerForTests(undefined);
    await app.documents.close();
  });

  it('leaves the store’s pages working as non-branded, with the store’s own terms', async () => {
    await expect(app.headOffices.findById('1000')).rejects.toThrow('PERMISSION_DENIED');
    expect((await findStore({ app, by: { storename: 'harbour-sydney' } }))?.headOffice).toBeNull();
    const view = await checkout(app, 'harbour-sydney');
    expect(view.header).toEqual({ title: 'Harbour & Co. Circular Quay', branded: false });
    expect(view.termsHtml).toContain('Harbour &amp; Co.');
    expect(view.termsHtml).not.toContain('group');
    expect(view.termsRequired).toBe(false);
  });

  it('still takes the store’s orders', async () => {
    expect((await placeOrderRequest('1001', pickup())).status).toBe(201);
  });
});
