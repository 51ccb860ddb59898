import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 36 (3): the store list's New and Open tabs (spec part 1 §2: "All, Near me, New, Open named
 * in texts"). Open lists the stores open now; New the stores added within 60 days (their
 * `CreatedOn`; the demo seeds The Daily Grind and Warung Nusantara as added 12 and 30 days before
 * it ran). Each is a link of the tabs' row with its own URL, marked current like the state tabs.
 */

const TEXTS = {
  en: { prefix: '', tabs: 'States', all: 'All', open: 'Open', new: 'New', closed: 'Closed' },
  'zh-CN': { prefix: '/zh-CN', tabs: '州', all: '全部', open: '营业中', new: '新店', closed: '已打烊' },
} as const;

/** The listed stores the e2e server's database says are new now. */
function newStoreIds(): string[] {
  const db = new Database(join(__dirname, '..', '..', '.data', 'e2e', 'storefront.db'), { fileMustExist: true, readonly: true });
  try {
    const rows = db.prepare("SELECT data FROM documents WHERE collection = 'stores'").all() as { data: string }[];
    const now = Date.now();
    return rows
      .map((row) => JSON.parse(row.data) as { ID: string; IsEnabled: boolean; IsTest?: boolean; CreatedOn?: number })
      .filter((store) => store.IsEnabled && !store.IsTest && store.CreatedOn !== undefined && now - store.CreatedOn * 1000 < 60 * 86_400_000)
      .map((store) => store.ID)
      .sort();
  } finally {
    db.close();
  }
}

/** The store store-hours.spec.ts pauses for a moment: a run beside it may see it open or closed. */
const PAUSED_ELSEWHERE = '1003';

async function shownCards(page: Page) {
  const ids = await page.locator('[data-store-id]:visible').evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.storeId!).sort());
  return ids.filter((id) => id !== PAUSED_ELSEWHERE);
}

for (const [locale, T] of Object.entries(TEXTS)) {
  test(`${locale}: the Open tab lists the stores open now, the New tab the stores added within 60 days`, async ({ page }) => {
    await page.goto(`${T.prefix}/`);
    const tabs = page.getByRole('navigation', { name: T.tabs });
    await expect(tabs.getByRole('link', { name: T.all, exact: true })).toHaveAttribute('aria-current', 'page');
    const cards = page.locator('[data-store-id]');
    await expect(cards.first()).toBeVisible();
    const all = await shownCards(page);
    const closed = await cards
      .filter({ has: page.locator('span', { hasText: new RegExp(`^${T.closed}$`) }) })
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.storeId!));
    expect(closed.length).toBeGreaterThan(0);

    await tabs.getByRole('link', { name: T.open, exact: true }).click();
    await expect(page).toHaveURL(/[?&]show=open/);
    await expect(tabs.getByRole('link', { name: T.open, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: T.all, exact: true })).not.toHaveAttribute('aria-current');
    await expect.poll(() => shownCards(page)).toEqual(all.filter((id) => !closed.includes(id)));

    const expectedNew = newStoreIds();
    expect(expectedNew, 'the demo seeds two stores as new (an older .data/e2e must be seeded again)').toHaveLength(2);
    await tabs.getByRole('link', { name: T.new, exact: true }).click();
    await expect(page).toHaveURL(/[?&]show=new/);
    await expect(tabs.getByRole('link', { name: T.new, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => shownCards(page)).toEqual(expectedNew);
    for (const id of expectedNew) await expect(page.locator(`[data-store-id="${id}"]`).locator('span', { hasText: new RegExp(`^${T.new}$`) })).toBeVisible();

    // Each tab is its own URL and works without the tabs' row (a link shared, a reload).
    await page.goto(`${T.prefix}/?show=open`);
    await expect(tabs.getByRole('link', { name: T.open, exact: true })).toHaveAttribute('aria-current', 'page');
    expect(await shownCards(page)).toEqual(all.filter((id) => !closed.includes(id)));
  });
}

test('the tabs stay links a keyboard reaches in order: All, New, Open, then the states', async ({ page }) => {
  await page.goto('/');
  const names = await page
    .getByRole('navigation', { name: 'States' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.textContent));
  expect(names.slice(0, 5)).toEqual(['All', 'New', 'Open', 'ACT', 'NSW']);
});
