import { expect, test, type Page } from '@playwright/test';
import { textContrast } from './support/contrast';
import { choosePickupBeforehand } from './support/order-type';

test.beforeEach(({ page }) => choosePickupBeforehand(page));

/**
 * The menu's tiles once the page shows its menu (a slow load streams it behind the skeleton) and
 * they stopped changing: how many are shown.
 */
async function menuShown(page: Page): Promise<number> {
  const tiles = page.locator('[data-product-id]:visible');
  await expect(page.locator('section[data-category-id]').first()).toBeVisible();
  let last = -1;
  await expect
    .poll(async () => {
      const now = await tiles.count();
      const settled = now === last && now > 0;
      last = now;
      return settled;
    })
    .toBe(true);
  return last;
}

test.describe('menu search and dietary filter', () => {
  test('search narrows the menu by name, case-insensitively, and says when nothing matches', async ({ page }) => {
    await page.goto('/store/harbour-sydney');
    const tiles = page.locator('[data-product-id]:visible');
    const all = await menuShown(page);
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('BURGER');
    await expect(page.locator('section[data-category-id]:visible').first()).toContainText('Burgers');
    // The tiles the search drops are hidden as the menu re-renders: wait for it rather than count at once.
    await expect.poll(() => tiles.count()).toBeLessThan(all);
    expect(await tiles.count()).toBeGreaterThan(0);
    for (const name of await tiles.locator('h3').allTextContents()) expect(name.toLowerCase()).toContain('burger');
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('no such dish');
    await expect(page.getByText('no matching products')).toBeVisible();
  });

  test('the dietary filter keeps only items with every chosen tag, and Clear All resets it', async ({ page }) => {
    await page.goto('/store/harbour-sydney');
    const all = await menuShown(page);
    await page.getByRole('button', { name: 'Dietary filter' }).click();
    await page.getByRole('checkbox', { name: 'Vegan' }).check();
    await page.getByRole('checkbox', { name: 'Gluten free' }).check();
    await expect(page.getByRole('button', { name: 'Dietary filter (2)' })).toBeVisible();
    const visible = page.locator('[data-product-id]:visible');
    // The menu hides what the filter drops as it re-renders: wait for it rather than count at once.
    await expect.poll(() => visible.count()).toBeLessThan(all);
    expect(await visible.count()).toBeGreaterThan(0);
    for (const tags of await visible.locator('ul').allTextContents()) {
      expect(tags).toContain('Vegan');
      expect(tags).toContain('Gluten free');
    }
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.locator('[data-product-id]:visible')).toHaveCount(all);
  });

  test('the open panel is readable: its headings, choices and Clear All stand out from the panel (at least 4.5:1)', async ({ page }) => {
    await page.goto('/zh-CN/store/harbour-sydney');
    await page.getByRole('button', { name: '饮食筛选' }).click();
    const panel = page.locator('fieldset').first().locator('..');
    const texts = [panel.locator('legend').first(), panel.locator('label').first(), panel.getByRole('button', { name: '全部清除' })];
    for (const text of texts) {
      await expect(text).toBeVisible();
      expect(await textContrast(text)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
