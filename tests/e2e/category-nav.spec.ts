import { expect, test, type Page } from '@playwright/test';
import { choosePickupBeforehand } from './support/order-type';

test.beforeEach(async ({ page }) => {
  await choosePickupBeforehand(page);
  // The stores' pop-up notices (Brisbane, Jakarta) already confirmed: they would cover the bar.
  await page.addInitScript(() => ['1002', '4001'].forEach((id) => window.localStorage.setItem(`popUpNotification:${id}`, String(Number.MAX_SAFE_INTEGER))));
});

/**
 * Issue 36 (1): a category chosen in the sticky bar lands with its heading at the top of the view,
 * just under the sticky bars, and is the highlighted one. The sections after the first are
 * `content-visibility: auto` stand-ins of 900 px until they render, so an aim taken once landed
 * categories away (phone: "Desserts" stopped in "From the grill").
 */

/** Where a category ended up: its section's top against the bars' bottom, and whether the page is at its end. */
async function landing(page: Page, id: string) {
  return page.evaluate((id) => {
    const nav = document.querySelector('li[data-category-link]')?.closest('nav');
    const bars = nav ? parseFloat(getComputedStyle(nav).top) + nav.getBoundingClientRect().height : 0;
    const section = document.getElementById(`category-${id}`)!;
    const top = section.getBoundingClientRect().top;
    const heading = section.querySelector('h2')!.getBoundingClientRect();
    const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    return { offBars: Math.round(top - bars) || 0, headingShown: heading.top >= bars && heading.bottom <= window.innerHeight, atEnd };
  }, id);
}

async function categories(page: Page): Promise<{ id: string; name: string }[]> {
  await expect(page.locator('section[data-category-id]').first()).toBeVisible();
  return page.$$eval('section[data-category-id]', (sections) =>
    sections.map((section) => ({ id: (section as HTMLElement).dataset.categoryId!, name: section.querySelector('h2')!.textContent! })),
  );
}

/** Chooses a category as a customer does: its link in the row, or under More on a desktop. */
async function choose(page: Page, id: string) {
  const nav = page.getByRole('navigation', { name: 'Menu categories' });
  const rowLink = nav.locator(`ul > li:not([aria-hidden]) > a[href="#category-${id}"]`).first();
  if (await rowLink.isVisible()) await rowLink.click();
  else {
    await nav.getByRole('button', { name: 'More categories' }).click();
    await nav.locator(`a[href="#category-${id}"]:visible`).click();
  }
}

/** The chosen category landed under the bars (or the page ended first, with its heading in view) and is highlighted. */
async function expectLanded(page: Page, category: { id: string; name: string }) {
  await expect
    .poll(async () => {
      const at = await landing(page, category.id);
      return at.offBars === 0 || (at.atEnd && at.offBars > 0 && at.headingShown);
    })
    .toBe(true);
  // Still there once the sections around it have rendered.
  await page.waitForTimeout(400);
  const at = await landing(page, category.id);
  expect(at.offBars === 0 || (at.atEnd && at.offBars > 0 && at.headingShown), `${category.name}: ${JSON.stringify(at)}`).toBe(true);
  const nav = page.getByRole('navigation', { name: 'Menu categories' });
  await expect(nav.locator(`a[aria-current="true"]`).first()).toHaveAttribute('href', `#category-${category.id}`);
}

test.describe('category navigation', () => {
  test('Desserts from the top of the flagship lands under the bars and is highlighted; then Burgers above it, and the last category', async ({ page }) => {
    await page.goto('/store/harbour-sydney');
    const all = await categories(page);
    const byName = (name: string) => all.find((category) => category.name === name)!;
    await choose(page, byName('Desserts').id);
    await expectLanded(page, byName('Desserts'));
    await choose(page, byName('Burgers').id);
    await expectLanded(page, byName('Burgers'));
    await choose(page, all[all.length - 1].id);
    await expectLanded(page, all[all.length - 1]);
    // Back up to the second category, across the sections rendered on the way down.
    await choose(page, all[1].id);
    await expectLanded(page, all[1]);
  });

  for (const slug of ['harbour-brisbane', 'harbour-perth', 'harbour-adelaide', 'harbour-online', 'daily-grind', 'grand-pacific', 'warung-jakarta']) {
    test(`${slug}: the middle and the next-to-last categories land under the bars`, async ({ page }) => {
      await page.goto(`/store/${slug}`);
      const all = await categories(page);
      test.skip(all.length < 3, 'a menu of one or two categories has nowhere to go');
      for (const category of [all[all.length - 2], all[Math.floor(all.length / 2)]]) {
        await choose(page, category.id);
        await expectLanded(page, category);
      }
    });
  }

  test('zh-CN: the Chinese page lands the same way', async ({ page }) => {
    await page.goto('/zh-CN/store/harbour-sydney');
    const all = await categories(page);
    const target = all[all.length - 4];
    const nav = page.getByRole('navigation', { name: '菜单分类' });
    const rowLink = nav.locator(`ul > li:not([aria-hidden]) > a[href="#category-${target.id}"]`).first();
    if (await rowLink.isVisible()) await rowLink.click();
    else {
      await nav.getByRole('button', { name: '更多分类' }).click();
      await nav.locator(`a[href="#category-${target.id}"]:visible`).click();
    }
    await expect.poll(async () => (await landing(page, target.id)).offBars).toBe(0);
    await expect(nav.locator(`a[aria-current="true"]`).first()).toHaveAttribute('href', `#category-${target.id}`);
  });
});
