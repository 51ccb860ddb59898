import { expect, test, type Page } from '@playwright/test';
import { addProduct, chooseOrderType, expectPlaced, fillDetails, pressPay } from './support/checkout';
import { latestOutboxText } from './support/outbox';
import { LOCALES, TEXTS } from './support/texts';

/**
 * The order's confirmation (issue 17 item 3): a guest places a cash pickup, and the outbox (the
 * embedded Email port, read from the server's database as `npm run outbox` does) holds the
 * confirmation in the page's language, with the item, the payment and the status link.
 */
const BURGER = /^Classic cheeseburger/;

const M = {
  en: { payment: 'Payment: Cash on pickup · To pay at the store', total: 'Total: $', follow: 'Follow your order here: ' },
  'zh-CN': { payment: '付款方式: 取餐时付现金 · 到店付款', total: '合计: $', follow: '在此查看订单状态：' },
} as const;

for (const locale of LOCALES) {
  const T = TEXTS[locale];
  const store = (rest = '') => `${T.prefix}/store/harbour-sydney${rest}`;

  async function checkout(page: Page, email: string) {
    await page.goto(store());
    await addProduct(page, BURGER);
    await page.goto(store('/checkout'));
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    await fillDetails(page, locale);
    await page.getByLabel(locale === 'en' ? 'Email' : '电子邮箱', { exact: true }).fill(email);
    await page.getByRole('radio', { name: T.cash }).check();
  }

  test.describe(`order messages (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await chooseOrderType(page, 'MENU_TAK');
      const part = () => Math.floor(Math.random() * 250);
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${part()}.${part()}` });
    });

    test('a placed cash pickup is confirmed by email once, in the page’s language', async ({ page, baseURL }) => {
      const email = `confirm-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      await checkout(page, email);
      const orderId = await expectPlaced(page, () => pressPay(page), 'harbour-sydney', locale);

      await expect.poll(() => latestOutboxText(email, 'Classic cheeseburger'), { timeout: 10_000 }).not.toBeNull();
      const text = latestOutboxText(email, 'Classic cheeseburger')!;
      expect(text).toContain(M[locale].payment);
      expect(text).toContain(M[locale].total);
      expect(text).toContain(`${M[locale].follow}${baseURL}${T.prefix}/store/harbour-sydney/completeorder/${orderId}/`);
      expect(text).toMatch(/\?t=[\w-]+/);
    });
  });
}
