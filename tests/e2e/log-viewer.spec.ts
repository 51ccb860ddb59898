import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Thrown from a timer, so it escapes page.evaluate and reaches the page as an uncaught error. */
async function throwUncaught(page: Page, message: string) {
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
}

const LOCALES = [
  {
    locale: 'en',
    prefix: '',
    title: 'Log viewer',
    empty: 'The log is empty.',
    clear: 'Clear log',
    type: 'Error',
    category: 'Uncaught error',
    date: /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2}\s?[AP]M$/,
  },
  {
    locale: 'zh-CN',
    prefix: '/zh-CN',
    title: '日志查看器',
    empty: '日志为空。',
    clear: '清除日志',
    type: '错误',
    category: '未捕获的错误',
    date: /^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}:\d{2}$/,
  },
];

for (const { locale, prefix, title, empty, clear, type, category, date } of LOCALES) {
  test(`the log viewer lists an error the app recorded, highlighted, and clears it (${locale})`, async ({ page }) => {
    await page.goto(`${prefix}/LogViewer`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(empty)).toBeVisible();

    // An uncaught error on the store list, with personal data in it: recorded masked and reported to the server.
    await page.goto(`${prefix}/`);
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/logs') && response.request().method() === 'POST');
    const marker = `Store list exploded ${locale}`;
    await expect
      .poll(
        async () => {
          await throwUncaught(page, `${marker} for jane@example.com paying 4242 4242 4242 4242`);
          return page.evaluate(() => localStorage.getItem('browserLog') ?? '');
        },
        { intervals: [250, 500, 1000] },
      )
      .toContain(marker);
    expect((await reported).status()).toBe(204);

    await page.goto(`${prefix}/LogViewer`);
    const row = page.locator('tbody tr', { hasText: marker }).first();
    await expect(row).toBeVisible();
    const cells = row.getByRole('cell');
    await expect(cells.nth(1)).toHaveText(type);
    await expect(cells.nth(2)).toHaveText(category);
    await expect(cells.nth(3)).toHaveText(`Error: ${marker} for [email] paying [number]`);
    await expect(cells.nth(4)).toHaveText(date);
    await expect(cells.nth(5)).toHaveText(prefix || '/');
    await expect(row).toHaveAttribute('data-log-type', 'Error');
    await expect(row).toHaveCSS('background-color', 'rgb(254, 243, 242)');
    expect(await page.evaluate(() => localStorage.getItem('browserLog'))).not.toMatch(/jane|4242/);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

    // The viewer follows the log live: an error on this very page appears at the top.
    await throwUncaught(page, `Viewer exploded ${locale}`);
    await expect(page.locator('tbody tr').first()).toContainText(`Viewer exploded ${locale}`);

    await page.getByRole('button', { name: clear }).click();
    await expect(page.getByText(empty)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(empty)).toBeVisible();
  });
}
