import { initializeCacheHandlers, getCacheHandler } from 'next/dist/server/use-cache/handlers';
import { keptMenus, keptStoreNamed, keptStores } from '@/lib/server/cache/catalogue-reads';
import { expireCacheTags } from '@/lib/server/cache/expire-tags';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { INDEXED_FIELDS } from '@/lib/server/collections';
import { createContainer, setContainerForTests, type Container } from '@/lib/server/container';
import { loadCatalogue } from '@/lib/server/catalogue/use-cases/load-catalogue';
import { testMenu, testStore } from '../support/catalogue';
import { recorded, resetRecorded } from '../support/next-cache';

/**
 * Issue 19: the public pages' reads are kept by `'use cache'` and tagged with what each read, so
 * a change expires exactly the reads it touched. (Jest does not compile `'use cache'`: the tags
 * a read gives are recorded here; the browser tests run the build, where they are kept.)
 */
const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('the catalogue’s kept reads', () => {
  let app: Container;

  beforeAll(async () => {
    app = createContainer(createSqliteDocumentStore({ filename: ':memory:', indexes: INDEXED_FIELDS }));
    await loadCatalogue({
      documents: app.documents,
      catalogue: {
        headOffices: [{ ID: '900', Name: 'Harbour Group' }],
        stores: [testStore({ ID: '1', Slug: 'one', Name: 'One', HQCompanyID: '900' }), testStore({ ID: '2', Slug: 'two', Name: 'Two' })],
        menus: { '1': [testMenu({ MenuID: 'lunch' }), testMenu({ MenuID: 'dinner' })] },
      },
    });
    setContainerForTests(app);
  });
  beforeEach(resetRecorded);
  afterAll(async () => {
    setContainerForTests(undefined);
    await app.documents.close();
  });

  it('a store found by its slug is tagged with the store and its head office; one not found with the store list', async () => {
    expect((await keptStoreNamed('one'))?.store.ID).toBe('1');
    expect(recorded.tags).toEqual(['catalogue', 'store:1', 'head-office:900']);
    resetRecorded();
    expect((await keptStoreNamed('2'))?.headOffice).toBeNull();
    expect(recorded.tags).toEqual(['catalogue', 'store:2']);
    resetRecorded();
    expect(await keptStoreNamed('three')).toBeNull();
    expect(recorded.tags).toEqual(['catalogue', 'stores']);
  });

  it('a list of stores is tagged with the store list; a store’s menus with the store’s menus and each menu', async () => {
    expect((await keptStores(null)).map((store) => store.ID)).toEqual(['1', '2']);
    expect((await keptStores('900')).map((store) => store.ID)).toEqual(['1']);
    expect(recorded.tags).toEqual(['catalogue', 'stores', 'catalogue', 'stores']);
    resetRecorded();
    expect((await keptMenus('1')).map((menu) => menu.MenuID)).toEqual(['lunch', 'dinner']);
    expect(recorded.tags).toEqual(['catalogue', 'menus:1', 'menu:1:lunch', 'menu:1:dinner']);
    // Kept a minute at most, in case a server misses the change feed.
    expect(new Set(recorded.lives)).toEqual(new Set(['minutes']));
  });

  it('expiring a tag makes Next’s own handler forget exactly the entries that carry it', async () => {
    // Before a request has initialised Next's handlers there is nothing kept, and nothing to do.
    await expect(expireCacheTags(['store:1'])).resolves.toBeUndefined();
    initializeCacheHandlers(50 * 1024 * 1024);
    const handler = getCacheHandler('default')!;
    const entry = (tags: string[]) => ({
      value: new Blob(['kept']).stream() as ReadableStream<Uint8Array>,
      tags,
      stale: 300,
      timestamp: Date.now() - 10,
      expire: 3600,
      revalidate: 60,
    });
    await handler.set('menus-1', Promise.resolve(entry(['catalogue', 'menus:1', 'menu:1:lunch'])));
    await handler.set('menus-2', Promise.resolve(entry(['catalogue', 'menus:2'])));
    expect(await handler.get('menus-1', [])).toBeDefined();
    await expireCacheTags(['menu:1:lunch']);
    // Next writes the expiry at the whole millisecond nearest the change, and an entry is expired
    // from that millisecond on.
    await tick();
    expect(await handler.get('menus-1', [])).toBeUndefined();
    expect(await handler.get('menus-2', [])).toBeDefined();
    await expireCacheTags(['catalogue']);
    await tick();
    expect(await handler.get('menus-2', [])).toBeUndefined();
  });
});
