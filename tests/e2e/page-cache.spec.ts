import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildHarbourMenu } from '../../lib/seed/menus/harbour-menu';
import { harbourStores } from '../../lib/seed/stores/harbour-stores';

/**
 * Issue 19: the server keeps its public pages and the menu answer (lib/server/http/page-cache.ts)
 * and forgets them when the catalogue changes, even when the change comes from another process:
 * a store owner's `npm run import` while the server runs.
 */
const STORE_ID = '1902';
const SLUG = 'harbour-cache';
const PAGE = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip' };

/** Loads the flagship's copy under its own id (a test store, kept out of the lists) with the burger at `price`. */
function importStore(price: number): void {
  const flagship = harbourStores().find((store) => store.ID === '1001')!;
  const menu = buildHarbourMenu(STORE_ID);
  // The category entry carries the selling price (the product's own is the fall-back): a price change changes both.
  menu.Products['classic-cheeseburger'] = { ...menu.Products['classic-cheeseburger'], Price: price };
  for (const category of menu.Categories) for (const item of category.SubMenuItems) if (item.ProductID === 'classic-cheeseburger') item.Price = price;
  const file = join(mkdtempSync(join(tmpdir(), 'page-cache-')), 'store.json');
  writeFileSync(file, JSON.stringify({ stores: [{ ...flagship, ID: STORE_ID, Slug: SLUG, Name: 'Harbour & Co. Cache Kitchen', IsTest: true }], menus: { [STORE_ID]: [menu] } }));
  execFileSync('npx', ['tsx', '--conditions=react-server', 'scripts/import.ts', file], { env: { ...process.env, DATA_DIR: '.data/e2e' }, stdio: 'pipe' });
}

test.describe('the server’s kept pages', () => {
  test.skip(({ isMobile }) => isMobile, 'requests only; run once');

  test('a kept store page and menu show a changed price on the next request after an import', async ({ request }) => {
    importStore(18.35);
    const page = () => request.get(`/store/${SLUG}`, { headers: PAGE });
    /** The burger's tile price on the page. */
    const tilePrice = (html: string) => /data-product-id="classic-cheeseburger"[\s\S]*?(\$\d+\.\d\d)/.exec(html)?.[1];
    // A page kept from before (another run) is forgotten within the feed's poll.
    await expect.poll(async () => tilePrice(await (await page()).text()), { timeout: 2_000, intervals: [300] }).toBe('$18.35');
    const first = await page();
    // The second request is answered from the kept page: same nonce, with its age.
    const kept = await page();
    expect(kept.headers()['age']).toMatch(/^\d+$/);
    expect(kept.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
    const menu = async () =>
      ((await (await request.get(`/api/stores/${STORE_ID}/menu`)).json()) as { menu: { Products: Record<string, { Price: number }> } }).menu.Products['classic-cheeseburger'].Price;
    await expect.poll(menu, { timeout: 2_000, intervals: [300] }).toBe(18.35);
    expect((await request.get(`/api/stores/${STORE_ID}/menu`)).headers()['age']).toMatch(/^\d+$/);

    // The import runs in its own process; the server learns of it through the change feed (SQLite
    // polls every 250 ms) and forgets what it kept: the next requests after that show the new price.
    importStore(19.45);
    await expect.poll(async () => tilePrice(await (await page()).text()), { timeout: 2_000, intervals: [300] }).toBe('$19.45');
    await expect.poll(menu, { timeout: 2_000, intervals: [300] }).toBe(19.45);
  });

  test('a page for one visitor only is never kept: checkout renders for each request with its own nonce', async ({ request }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const answer = await request.get('/store/harbour-sydney/checkout', { headers: PAGE });
      expect(answer.headers()['age']).toBeUndefined();
      nonces.add(/'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1] ?? '');
    }
    expect(nonces.size).toBe(3);
  });
});
