import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { MAX_TAGS_PER_CHANGE, watchCatalogue } from '@/lib/server/cache/catalogue-changes';
import { COLLECTIONS } from '@/lib/server/collections';
import { loadCatalogue } from '@/lib/server/catalogue/use-cases/load-catalogue';
import { markProductSoldOut } from '@/lib/server/board/use-cases/mark-product-sold-out';
import { pauseOnlineOrdering } from '@/lib/server/board/use-cases/pause-online-ordering';
import { createContainer } from '@/lib/server/container';
import { buildDemoData } from '@/lib/seed/build-demo-data';

/**
 * Every write to the catalogue (stores, head offices, menus) marks it changed in the same
 * transaction with the tags of what it wrote, and a server watching it hears those tags, from its
 * own process at once and from another (an import) within the SQLite feed's poll: it expires
 * exactly those in its kept reads and forgets the kept pages.
 */
describe('the catalogue’s change mark', () => {
  let dir: string;
  let server: SqliteDocumentStore;
  let importer: SqliteDocumentStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
    // Two stores on one file, as the server and an `npm run import` process are.
    server = new SqliteDocumentStore({ filename: join(dir, 'storefront.db'), pollIntervalMs: 50 });
    importer = new SqliteDocumentStore({ filename: join(dir, 'storefront.db'), pollIntervalMs: 50 });
  });
  afterEach(async () => {
    await Promise.all([server.close(), importer.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  /** The tags heard, change by change; `done` resolves once `count` changes have come. */
  function heard(count: number): { changes: string[][]; done: Promise<void>; stop: () => void } {
    const changes: string[][] = [];
    let resolve: () => void = () => {};
    const done = new Promise<void>((settle) => (resolve = settle));
    const stop = watchCatalogue(server, (tags) => {
      changes.push(tags);
      if (changes.length >= count) resolve();
    });
    return { changes, done, stop };
  }

  it('an import in another process reaches the watching server', async () => {
    const watch = heard(2);
    const demo = buildDemoData();
    await loadCatalogue({ documents: importer, catalogue: demo });
    await watch.done;
    watch.stop();
    // At the start, everything (a change may have come meanwhile); then what the import wrote.
    expect(watch.changes[0]).toEqual(['catalogue']);
    const expected = [
      'stores',
      ...(demo.headOffices ?? []).map((office) => `head-office:${office.ID}`),
      ...demo.stores.map((store) => `store:${store.ID}`),
      ...Object.entries(demo.menus).flatMap(([storeId, menus]) => [`menus:${storeId}`, ...menus.map((menu) => `menu:${storeId}:${menu.MenuID}`)]),
    ];
    expect(expected.length).toBeLessThanOrEqual(MAX_TAGS_PER_CHANGE);
    expect([...watch.changes[1]].sort()).toEqual([...new Set(expected)].sort());
    expect(await server.get(COLLECTIONS.cacheTags, 'catalogue')).toEqual({ changedAt: expect.any(Number), version: 1, recent: [{ version: 1, tags: watch.changes[1] }] });
  });

  it('the board’s sold-out and pause switches mark it in the same process', async () => {
    await loadCatalogue({ documents: server, catalogue: buildDemoData() });
    const app = createContainer(server);
    const store = (await app.stores.findById('1001'))!;
    const withBurger = (await app.menus.listByStore('1001')).filter((menu) => 'classic-cheeseburger' in menu.Products);
    expect(withBurger.length).toBeGreaterThan(0);
    const watch = heard(3);
    await markProductSoldOut({ app, store, productId: 'classic-cheeseburger', soldOut: true });
    await pauseOnlineOrdering({ app, store, paused: true });
    await watch.done;
    watch.stop();
    // The sold-out switch touched the store (its kept statuses) and the menus with the burger;
    // the pause touched the store and the store list (its card shows it closed). Nothing else.
    expect(watch.changes.slice(1)).toEqual([
      ['store:1001', ...withBurger.map((menu) => `menu:1001:${menu.MenuID}`)],
      ['store:1001', 'stores'],
    ]);
    expect((await server.get<{ version: number }>(COLLECTIONS.cacheTags, 'catalogue'))!.version).toBe(3);
  });
});
