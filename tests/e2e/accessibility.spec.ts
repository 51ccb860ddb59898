import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { choosePickupBeforehand } from './support/order-type';

/** No serious or critical WCAG 2.1 A/AA violation on the page as it stands. */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => ({ id: violation.id, help: violation.help, nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')) }))).toEqual([]);
}

test.describe('accessibility (axe)', () => {
  // axe reads every node of the biggest menu (over 120 tiles): on a phone-sized page in CI that
  // alone took 15–28 s of the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('the store list', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-store-id]').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the store list in Chinese', async ({ page }) => {
    await page.goto('/zh-CN');
    await expect(page.locator('[data-store-id]').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the store screen', async ({ page }) => {
    await choosePickupBeforehand(page);
    await page.goto('/store/harbour-sydney');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the order-type wizard', async ({ page }) => {
    await page.goto('/store/harbour-sydney');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the add-to-cart dialog', async ({ page }) => {
    await choosePickupBeforehand(page);
    await page.goto('/store/harbour-sydney');
    await page.getByRole('button', { name: /Build your own poke bowl/ }).click();
    await expect(page.getByRole('dialog', { name: 'Build your own poke bowl' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the dietary filter panel, open in the top menu', async ({ page }) => {
    await choosePickupBeforehand(page);
    await page.goto('/store/harbour-sydney');
    await page.getByRole('button', { name: 'Dietary filter' }).click();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the drawer on a phone, in Chinese', async ({ page, isMobile }) => {
    test.skip(!isMobile, "the drawer is the phones' menu");
    await choosePickupBeforehand(page);
    await page.goto('/zh-CN/store/harbour-sydney');
    await page.getByRole('button', { name: '打开菜单' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
