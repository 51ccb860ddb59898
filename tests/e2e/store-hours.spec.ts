import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ownAddress } from './support/address';

/**
 * Issue 36 (2): opening hours tell the truth. A 24-hour store reads "Open 24 hours" wherever hours
 * show (the banner, the wizard's splash, the store list's card), not "12:00 am to 12:00 am" (the
 * hotel) or "12:00 am – 11:59 pm" (the flagship); a store out of operation (the board's pause)
 * shows no hours beside "Store is not in operation".
 */

const TEXTS = {
  en: { prefix: '', allDay: 'Open 24 hours', notInOperation: 'Store is not in operation', hoursLine: /Open \d|Today \d|\d:\d\d [ap]m/ },
  'zh-CN': { prefix: '/zh-CN', allDay: '24 小时营业', notInOperation: '本店暂停营业', hoursLine: /营业时间|今日营业|[上下]午\d/ },
} as const;

/** The demo stores' board passcode (lib/seed/board.ts). */
const PASSCODE = '246810';
/** Harbour & Co. Fremantle: open 8 am to 9 pm, no closing message of its own. */
const PAUSED = { id: '1003', slug: 'harbour-perth' };

const banner = (page: Page) => page.locator('section[aria-labelledby="store-name"]');

async function setPaused(request: APIRequestContext, paused: boolean) {
  const signIn = await request.post(`/api/board/${PAUSED.id}/session`, { data: { passcode: PASSCODE } });
  expect(signIn.status()).toBe(200);
  const answer = await request.put(`/api/board/${PAUSED.id}/pause`, { data: { paused } });
  expect(answer.status()).toBe(200);
}

for (const [locale, T] of Object.entries(TEXTS)) {
  test.describe(`opening hours (${locale})`, () => {
    test('the 24-hour flagship and hotel read "Open 24 hours" on their banners and cards, never 12:00 am', async ({ page }) => {
      await page.addInitScript(() => window.sessionStorage.setItem('orderType', JSON.stringify('MENU_TAK')));
      for (const slug of ['harbour-sydney', 'grand-pacific']) {
        await page.goto(`${T.prefix}/store/${slug}`);
        await expect(banner(page)).toContainText(T.allDay);
        await expect(banner(page)).not.toContainText(/12:00|11:59/);
      }
      await page.goto(`${T.prefix}/`);
      for (const id of ['1001', '3001']) {
        await expect(page.locator(`[data-store-id="${id}"]`)).toContainText(T.allDay);
        await expect(page.locator(`[data-store-id="${id}"]`)).not.toContainText(/12:00|11:59/);
      }
    });

    test('the wizard’s splash (desktop) says "Open 24 hours" too', async ({ page, isMobile }) => {
      test.skip(isMobile, 'phones show the language picker instead of the splash');
      await page.goto(`${T.prefix}/store/harbour-sydney`);
      const wizard = page.getByRole('dialog');
      await expect(wizard).toBeVisible();
      await expect(wizard).toContainText(T.allDay);
      await expect(wizard).not.toContainText(/12:00|11:59/);
    });
  });
}

test.describe('a store the board paused', () => {
  // One test pauses and resumes the store: the others must not see it half-way.
  test.describe.configure({ mode: 'serial' });

  test('shows "Store is not in operation" and no hours, on its banner and its card, in both languages', async ({ page }) => {
    // Two languages, each the store page and the list, around the board's sign-in: longer than one page's test.
    test.setTimeout(60_000);
    await ownAddress(page);
    await setPaused(page.request, true);
    try {
      for (const T of Object.values(TEXTS)) {
        await page.goto(`${T.prefix}/store/${PAUSED.slug}`);
        await expect(banner(page)).toContainText(T.notInOperation);
        await expect(banner(page)).not.toContainText(T.hoursLine);
        await page.goto(`${T.prefix}/`);
        const card = page.locator(`[data-store-id="${PAUSED.id}"]`);
        await expect(card).toBeVisible();
        await expect(card).not.toContainText(T.hoursLine);
      }
    } finally {
      await setPaused(page.request, false);
    }
    // Resumed: its hours are back.
    await page.goto(`/store/${PAUSED.slug}`);
    await expect(banner(page)).toContainText('Open 8:00 am to 9:00 pm');
  });
});
