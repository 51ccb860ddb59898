import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { watchCatalogue } from '@/lib/server/cache/catalogue-changes';
import { COLLECTIONS } from '@/lib/server/collections';
import { loadCatalogue } from '@/lib/server/use-cases/load-catalogue';
import { markProductSoldOut } from '@/lib/server/use-cases/mark-product-sold-out';
import { pauseOnlineOrdering } from '@/lib/server/use-cases/pause-online-ordering';
import { createContainer } from '@/lib/server/container';
import { buildDemoData } from '@/lib/seed/build-demo-data';

/**
 * Every write to the catalogue (stores, head offices, menus) marks it changed in the same
 * transaction, and a server watching it hears of it, from its own process at once and from
 * another (an import) within the SQLite feed's poll: the kept pages are then forgotten.
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

  /** Resolves with the number of changes heard once `count` have come. */
  function heard(count: number): { changes: () => number; done: Promise<void>; stop: () => void } {
    let changes = 0;
    let resolve: () => void = () => {};
    const done = new Promise<void>((settle) => (resolve = settle));
    const stop = watchCatalogue(server, () => {
      changes += 1;
      if (changes >= count) resolve();
    });
    return { changes: () => changes, done, stop };
  }

  it('an import in another process reaches the watching server', async () => {
    const watch = heard(2);
    await loadCatalogue({ documents: importer, catalogue: buildDemoData() });
    await watch.done;
    watch.stop();
    expect(watch.changes()).toBe(2);
    expect(await server.get(COLLECTIONS.cacheTags, 'catalogue')).toEqual({ changedAt: expect.any(Number) });
  });

  it('the board’s sold-out and pause switches mark it in the same process', async () => {
    await loadCatalogue({ documents: server, catalogue: buildDemoData() });
    const app = createContainer(server);
    const store = (await app.stores.findById('1001'))!;
    const before = (await server.get<{ changedAt: number }>(COLLECTIONS.cacheTags, 'catalogue'))!.changedAt;
    const watch = heard(3);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await markProductSoldOut({ app, store, productId: 'classic-cheeseburger', soldOut: true });
    await pauseOnlineOrdering({ app, store, paused: true });
    await watch.done;
    watch.stop();
    expect((await server.get<{ changedAt: number }>(COLLECTIONS.cacheTags, 'catalogue'))!.changedAt).toBeGreaterThan(before);
  });
});
