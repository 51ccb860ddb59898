import { expect, test, type Page } from '@playwright/test';
import { choosePickupBeforehand } from './support/order-type';

/**
 * Issue 36 (5): the spec's loading state whenever the customer waits (part 1 §4: the progress
 * bar), not only while the server is slow. The menu is in the first paint; the parts fetched
 * after hydration (the cart layer, the wizard, a product's dialog, the phone's cart page) come
 * late on a slow network: here the chunks the page did not start with are held until the test has
 * looked (the phone's cart page then comes 3 s late).
 */

const LATE_MS = 3_000;
const TEXTS = {
  en: { prefix: '', loading: 'Loading…', dietary: 'Dietary filter', cart: /^Cart,/ },
  'zh-CN': { prefix: '/zh-CN', loading: '加载中…', dietary: '饮食筛选', cart: /^购物车/ },
} as const;

/**
 * Holds the scripts the page fetches after its first load (its lazy chunks) until `release()`, so
 * a check runs while they are surely on their way however slow the machine is; released with
 * `thenLate`, each one asked for later arrives LATE_MS late.
 */
async function slowLateChunks(page: Page, path: string): Promise<(options?: { thenLate: boolean }) => void> {
  const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
  const first = new Set([...html.matchAll(/src="([^"]+\.js)"/g)].map((match) => new URL(match[1], 'http://localhost').pathname));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let late = false;
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (!first.has(new URL(route.request().url()).pathname)) await (late ? new Promise((resolve) => setTimeout(resolve, LATE_MS)) : released);
    await route.continue();
  });
  return ({ thenLate } = { thenLate: false }) => {
    late = thenLate;
    release();
  };
}

test.beforeEach(({ page }) => choosePickupBeforehand(page));

for (const [locale, T] of Object.entries(TEXTS)) {
  test(`${locale}: while the cart layer is on its way the progress bar shows, and a tapped tile says it is working until its dialog opens`, async ({ page }) => {
    test.setTimeout(60_000);
    const path = `${T.prefix}/store/harbour-sydney`;
    const release = await slowLateChunks(page, path);
    // The held chunks hold the load event too.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    // Hydrated (the filter's button is enabled then), the layer still 3 s away: the bar is up.
    await expect(page.getByRole('button', { name: T.dietary })).toBeEnabled();
    const bar = page.getByRole('progressbar', { name: T.loading });
    await expect(bar).toBeVisible();

    const tile = page.locator('[data-add-product]').first();
    await tile.click();
    await expect(tile).toHaveAttribute('aria-busy', 'true');
    await expect(bar).toBeVisible();

    release();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(tile).not.toHaveAttribute('aria-busy');
    await expect(bar).toHaveCount(0);
  });
}

test('the phone’s cart button says it is working while its page is on its way', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the desktop’s cart is the side panel');
  test.setTimeout(60_000);
  const release = await slowLateChunks(page, '/store/harbour-sydney');
  await page.goto('/store/harbour-sydney', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('button', { name: TEXTS.en.dietary })).toBeEnabled();
  await expect(page.getByRole('progressbar', { name: TEXTS.en.loading })).toBeVisible();
  release({ thenLate: true });
  // Once the cart layer is here (the bar goes), the way to the cart page is what the customer waits for.
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  const cart = page.getByRole('button', { name: TEXTS.en.cart });
  await cart.click();
  await expect(cart).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('progressbar', { name: TEXTS.en.loading })).toBeVisible();
  await expect(page).toHaveURL(/\/shoppingcartmobile/, { timeout: 20_000 });
});

test('the desktop’s cart button, tapped before the panel is drawn, says it is working and focuses the panel once it is', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the phone’s cart is its own page');
  test.setTimeout(60_000);
  const release = await slowLateChunks(page, '/store/harbour-sydney');
  await page.goto('/store/harbour-sydney', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('button', { name: TEXTS.en.dietary })).toBeEnabled();
  const cart = page.getByRole('button', { name: TEXTS.en.cart });
  await cart.click();
  await expect(cart).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('progressbar', { name: TEXTS.en.loading })).toBeVisible();
  release();
  await expect(page.locator('#cart-panel')).toBeFocused({ timeout: 20_000 });
  await expect(cart).not.toHaveAttribute('aria-busy');
});
