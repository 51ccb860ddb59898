import { expect, test } from '@playwright/test';

test.describe('store list', () => {
  test('lists the enabled stores with hours and hides disabled and test stores', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a restaurant' })).toBeVisible();
    const cards = page.locator('[data-store-id]');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Harbour & Co. Circular Quay' })).toBeVisible();
    await expect(page.getByText('Harbour & Co. Salamanca')).toHaveCount(0);
    await expect(page.getByText('Harbour & Co. Test Kitchen')).toHaveCount(0);
    // the 24-hour flagship says so (issue 36), not "12:00 am – 11:59 pm"
    await expect(page.locator('[data-store-id="1001"]')).toContainText('Open 24 hours');
    // The first two cards' images are the first screen's largest: fetched first, decoded with the
    // first frame; the rest wait until they come near the screen.
    const images = cards.locator('img');
    for (const index of [0, 1]) {
      await expect(images.nth(index)).toHaveAttribute('fetchpriority', 'high');
      await expect(images.nth(index)).toHaveAttribute('decoding', 'sync');
    }
    await expect(images.nth(2)).toHaveAttribute('loading', 'lazy');
    await expect(images.nth(2)).toHaveAttribute('decoding', 'async');
  });

  test('puts closed stores last, with a Closed badge', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('[data-store-id]');
    const closedFlags = await cards.evaluateAll((nodes) => nodes.map((node) => node.textContent?.includes('Closed') ?? false));
    const firstClosed = closedFlags.indexOf(true);
    expect(firstClosed).toBeGreaterThan(0);
    expect(closedFlags.slice(firstClosed).every(Boolean)).toBe(true);
    await expect(cards.filter({ hasText: 'Docklands' })).toContainText('Closed');
  });

  test('filters by state tab and says when a state has no restaurant', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'States' }).getByRole('link', { name: 'QLD' }).click();
    await expect(page).toHaveURL(/state=QLD/);
    await expect(page.getByRole('navigation', { name: 'States' }).getByRole('link', { name: 'QLD' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[data-store-id]')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Harbour & Co. South Bank' })).toBeVisible();
    await page.goto('/?state=TAS');
    await expect(page.getByRole('status')).toHaveText('There is no restaurant in this state yet.');
  });

  test('a closed store alerts "Oops!" instead of opening', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-store-id="1004"] a').click();
    const dialog = page.getByRole('dialog', { name: 'Oops!' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Okay' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an open store card opens its menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /Harbour & Co\. Circular Quay/ }).click();
    await expect(page).toHaveURL(/\/store\/harbour-sydney$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour & Co. Circular Quay' })).toBeVisible();
  });

  test('speaks Simplified Chinese under /zh-CN', async ({ page }) => {
    await page.goto('/zh-CN');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1, name: '选择餐厅' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '州' }).getByRole('link', { name: '全部' })).toBeVisible();
  });
});
