import { ZStoreSchema } from '@/lib/schemas/entities';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { INDEXED_FIELDS } from '@/lib/server/collections';
import { createContainer, type Container } from '@/lib/server/container';
import { listStores } from '@/lib/server/stores/use-cases/list-stores';
import { loadCatalogue } from '@/lib/server/catalogue/use-cases/load-catalogue';
import { timelineValueAt } from '@/lib/domain/time/timeline';
import { testPerthStore, testStore } from '../support/catalogue';

/**
 * Issue 36 (2, 3): the store list's New and Open tabs, and the truth of its cards' hours: "Open
 * 24 hours" for a store open all day, no hours for a store out of operation.
 */

// Tuesday 2026-11-24 10:00 in Sydney (UTC+11), 07:00 in Perth.
const now = new Date('2026-11-23T23:00:00Z');
const seconds = (iso: string) => Date.parse(iso) / 1000;

const stores = [
  // Open around the clock, added 10 days ago: new and open.
  testStore({ ID: '1', Slug: 'new-sydney', Name: 'New Sydney', CreatedOn: seconds('2026-11-14T00:00:00Z') }),
  // Paused by the board, added a year ago: neither new nor open, and no hours on its card.
  testStore({ ID: '2', Slug: 'paused-sydney', Name: 'Paused Sydney', IsInOperation: false, CreatedOn: seconds('2025-11-01T00:00:00Z') }),
  // Opens at 11 am Perth time today; new for one more hour (added 60 days ago less an hour).
  testPerthStore({ CreatedOn: seconds('2026-09-25T00:00:00Z') }),
  // No CreatedOn: never new.
  testStore({
    ID: '4',
    Slug: 'old-sydney',
    Name: 'Old Sydney',
    OperatingHours: [1, 2, 3, 4, 5, 6, 7].map((DayOfWeek) => ({ DayOfWeek, OpeningTime: '00:00:00', ClosingTime: '00:00:00' })),
  }),
  // Added, but hidden from the list: a test store.
  testStore({ ID: '5', Slug: 'test-store', Name: 'Test Store', IsTest: true, CreatedOn: seconds('2026-11-20T00:00:00Z') }),
];

describe('the store list’s New and Open tabs', () => {
  let app: Container;

  beforeAll(async () => {
    app = createContainer(createSqliteDocumentStore({ filename: ':memory:', indexes: INDEXED_FIELDS }));
    for (const store of stores) expect(ZStoreSchema.safeParse(store).error).toBeUndefined();
    await loadCatalogue({ documents: app.documents, catalogue: { headOffices: [], stores, menus: {} } });
  });

  afterAll(() => app.documents.close());

  it('New (?show=new) lists the stores added within 60 days, of every state, each until its 60 days end', async () => {
    const list = listStores({ stores: await app.stores.listAll(), now, show: 'new' });
    expect(list.tab).toBe('New');
    expect(list.cards.map((card) => card.id).sort()).toEqual(['1', '3']);
    const perth = list.cards.find((card) => card.id === '3')!;
    // 60 days from 2026-09-25T00:00Z end at 2026-11-24T00:00Z, an hour after the render.
    expect(perth.shown?.steps).toEqual([
      { from: now.getTime(), value: true },
      { from: Date.parse('2026-11-24T00:00:00Z'), value: false },
    ]);
    expect(list.anyShown?.steps).toEqual([{ from: now.getTime(), value: true }]);
    // The badge: the same timeline on every tab.
    const all = listStores({ stores: await app.stores.listAll(), now });
    expect(all.cards.find((card) => card.id === '1')?.isNew.steps).toEqual([{ from: now.getTime(), value: true }]);
    expect(all.cards.find((card) => card.id === '4')?.isNew.steps).toEqual([{ from: now.getTime(), value: false }]);
    expect(all.cards.every((card) => card.shown === null)).toBe(true);
    expect(all.anyShown).toBeNull();
  });

  it('Open (?show=open) lists the stores open at some time of the page’s timeline, shown while they are', async () => {
    const list = listStores({ stores: await app.stores.listAll(), now, show: 'OPEN', state: 'WA' });
    expect(list.tab).toBe('Open');
    // The paused store is closed at every step: not sent. Perth is closed now but opens at 11.
    expect(list.cards.map((card) => card.id)).toEqual(['1', '4', '3']);
    const perth = list.cards.find((card) => card.id === '3')!;
    expect(timelineValueAt(perth.shown!, now.getTime())).toBe(false);
    expect(timelineValueAt(perth.shown!, Date.parse('2026-11-24T11:00:00+08:00'))).toBe(true);
    expect(timelineValueAt(perth.shown!, Date.parse('2026-11-24T21:00:00+08:00'))).toBe(false);
  });

  it('says when nothing shows: no card, or the clock hides them all', async () => {
    expect(listStores({ stores: [stores[1]], now, show: 'open' }).cards).toEqual([]);
    const perthOnly = listStores({ stores: [stores[2]], now, show: 'open' });
    expect(perthOnly.cards).toHaveLength(1);
    expect(perthOnly.anyShown?.steps.map((step) => step.value)).toEqual([false, true, false]);
  });

  it('a state or an unknown show stays a state tab', async () => {
    expect(listStores({ stores: await app.stores.listAll(), now, state: 'wa', show: 'soon' }).tab).toBe('WA');
  });

  it('cards: "Open 24 hours" (allDay) for a store open all day, no hours for a store out of operation', async () => {
    const cards = listStores({ stores: await app.stores.listAll(), now }).cards;
    expect(cards.find((card) => card.id === '2')?.hours).toBeNull();
    for (const id of ['1', '4']) expect(cards.find((card) => card.id === id)?.hours?.steps[0].value).toMatchObject({ opening: '12:00', openingPeriod: 'am', allDay: true });
    expect(cards.find((card) => card.id === '3')?.hours?.steps[0].value).toMatchObject({ opening: '11:00', allDay: false });
  });
});
