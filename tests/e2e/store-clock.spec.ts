import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildHarbourMenu } from '../../lib/seed/menus/harbour-menu';
import { harbourStores } from '../../lib/seed/stores/harbour-stores';
import { choosePickupBeforehand } from './support/order-type';
import { LOCALES } from './support/texts';

/**
 * Issue 19: a store page a cache kept while the store was open shows it closed once the clock
 * passes its closing time, and "closed today" from midnight of a day without hours. The server
 * renders the hours as a timeline (lib/domain/time/clock-timeline.ts); the browser shows its own
 * clock's step. The browser's clock is moved on with Playwright's clock.
 */
const STORE_ID = '1903';
const SLUG = 'harbour-clock';
const HOUR = 3_600_000;

/** A zone where it is now between noon and 2 pm (Etc/GMT-10 is UTC+10), so the store can close at 2 pm today. */
function noonZone(now: Date): { zone: string; offsetHours: number } {
  const offsetHours = 12 - now.getUTCHours();
  return { zone: offsetHours === 0 ? 'Etc/GMT' : `Etc/GMT${offsetHours > 0 ? '-' : '+'}${Math.abs(offsetHours)}`, offsetHours };
}

/** The instant of a wall time today (or `days` later) in that zone. */
function wallTime(now: Date, offsetHours: number, hour: number, days = 0): number {
  const local = new Date(now.getTime() + offsetHours * HOUR);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, hour) - offsetHours * HOUR;
}

/** The flagship's copy (a test store, out of the lists) open from midnight to 2 pm today only, in a zone where it is about noon. */
function importStore(now: Date): { closing: number; midnight: number } {
  const { zone, offsetHours } = noonZone(now);
  const weekday = new Date(now.getTime() + offsetHours * HOUR).getUTCDay();
  const flagship = harbourStores().find((store) => store.ID === '1001')!;
  const store = {
    ...flagship,
    ID: STORE_ID,
    Slug: SLUG,
    Name: 'Harbour & Co. Clock Kitchen',
    IsTest: true,
    IsInOperation: true,
    TimezoneIanaFormat: zone,
    OperatingHours: [{ DayOfWeek: weekday, OpeningTime: '00:00:00', ClosingTime: '14:00:00' }],
    BlackoutDates: [],
    OrderPreparationTime: 0,
    EnablePreoderForDelivery: false,
    EnablePreoderForPickup: false,
  };
  delete store.ClosingStoreMessage;
  const file = join(mkdtempSync(join(tmpdir(), 'store-clock-')), 'store.json');
  writeFileSync(file, JSON.stringify({ stores: [store], menus: { [STORE_ID]: [buildHarbourMenu(STORE_ID)] } }));
  execFileSync('npx', ['tsx', '--conditions=react-server', 'scripts/import.ts', file], { env: { ...process.env, DATA_DIR: '.data/e2e' }, stdio: 'pipe' });
  return { closing: wallTime(now, offsetHours, 14), midnight: wallTime(now, offsetHours, 0, 1) };
}

const WORDS = {
  en: { prefix: '', hours: 'Open 12:00 am to 2:00 pm', notTaking: 'Currently not taking online orders', closedToday: 'Closed today', cart: /^Cart,/ },
  'zh-CN': { prefix: '/zh-CN', hours: '营业时间 上午12:00 至 下午2:00', notTaking: '目前不接受在线订单', closedToday: '今日休息', cart: /^购物车/ },
} as const;

test.describe('a kept store page and the clock', () => {
  test.beforeEach(({ page }) => choosePickupBeforehand(page));

  for (const locale of LOCALES) {
    test(`${locale}: a page kept while the store was open shows it closed once the clock passes closing time, and “closed today” from midnight`, async ({ page, request }) => {
      const words = WORDS[locale];
      const now = new Date();
      const { closing, midnight } = importStore(now);
      const path = `${words.prefix}/store/${SLUG}`;
      // The page is kept by the server (a shared cache) while the store is open.
      const html = { accept: 'text/html', 'accept-encoding': 'gzip' };
      await expect.poll(async () => (await request.get(path, { headers: html })).headers()['age'], { timeout: 5_000, intervals: [300] }).toMatch(/^\d+$/);

      // Only the browser's clock moves here, and it stands for the server's too: the page would
      // otherwise set its clock back by the real time of the API's answers (lib/client/server-clock.ts).
      await page.route('**/api/**', async (route) => {
        const response = await route.fetch();
        const headers = response.headers();
        delete headers.date;
        await route.fulfill({ response, headers });
      });
      await page.clock.install({ time: now });
      await page.goto(path);
      const banner = page.locator('section[aria-labelledby="store-name"]');
      await expect(banner.getByText(words.hours)).toBeVisible();
      await expect(banner.getByText(words.notTaking)).toHaveCount(0);
      const cart = page.getByRole('button', { name: words.cart }).first();
      await expect(cart).not.toHaveAttribute('aria-disabled', 'true');

      // The browser's clock passes 2 pm in the store's zone: the same page now says it is closed.
      // A jump of hours also fires the bundler's 2-minute chunk-load timeout at once, so the page's
      // late parts must all be in first (a chunk still on its way would be reported as failed).
      await page.waitForLoadState('networkidle');
      await page.clock.fastForward(closing - Date.parse(await page.evaluate(() => new Date().toISOString())) + 1_000);
      await expect(banner.getByText(words.notTaking)).toBeVisible();
      await expect(banner.getByText(words.hours)).toBeVisible();
      await expect(cart).toHaveAttribute('aria-disabled', 'true');

      // Midnight: the next day has no hours.
      await page.clock.fastForward(midnight - closing);
      await expect(banner.getByText(words.closedToday)).toBeVisible();
      await expect(banner.getByText(words.notTaking)).toBeVisible();
    });
  }
});
