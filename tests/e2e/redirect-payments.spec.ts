import { expect, test, type Page } from '@playwright/test';
import { addProduct, chooseOrderType, expectArrived, expectPlaced, fillDetails, payButton, pressPay } from './support/checkout';
import { LOCALES, TEXTS, type Locale } from './support/texts';

const BURGER = /^Classic cheeseburger/;

/** Alipay and Wechat on the sandbox (part 1 §4 "Place order"): the provider's page, and back to the checkout. */
for (const locale of LOCALES) {
  const T = TEXTS[locale];
  const store = (rest = '') => `${T.prefix}/store/harbour-sydney${rest}`;

  /** Checkout to the provider's page; returns the order as placed (its id and its status link with the token). */
  async function toProviderPage(page: Page, method: 'alipay' | 'wechat', l: Locale = locale): Promise<{ orderId: string; statusUrl: string }> {
    await page.goto(store());
    await addProduct(page, BURGER);
    await page.goto(store('/checkout'));
    await fillDetails(page, l);
    await page.getByRole('radio', { name: method === 'alipay' ? T.alipay : T.wechat }).check();
    // No card surcharge on Alipay or Wechat: the burger's $18.00.
    await expect(payButton(page)).toHaveText(new RegExp(`^${method === 'alipay' ? T.payByAlipay : T.payByWechat}\\s*\\$18\\.00$`));
    // The answer is read as it passes: the page leaves for the provider at once.
    let result: { orderId: string; statusUrl: string } | null = null;
    const orders = (url: URL) => /^\/api\/stores\/\d+\/orders$/.test(url.pathname);
    await page.route(orders, async (route) => {
      const response = await route.fetch();
      if (response.status() === 201) result = (await response.json()) as { orderId: string; statusUrl: string };
      await route.fulfill({ response });
    });
    await pressPay(page);
    await expect(page).toHaveURL(new RegExp(`${T.prefix}/sandbox/pay/sbx_`), { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: method === 'alipay' ? T.sandboxAlipay : T.sandboxWechat })).toBeVisible();
    await page.unroute(orders);
    if (!result) throw new Error('the order was not placed');
    return result;
  }

  /** Back on the checkout with the trade status in the banner, the form filled again and the cart kept. */
  async function expectBackWithError(page: Page): Promise<void> {
    await expect(page).toHaveURL(new RegExp(`${T.prefix}/store/harbour-sydney/checkout$`), { timeout: 15_000 });
    await expect(page.getByRole('alert').filter({ hasText: T.tradeStatus('TRADE_CLOSED') })).toBeVisible();
    await expect(page.getByLabel(T.firstName, { exact: true })).toHaveValue('Ada');
    await expect(payButton(page)).toBeEnabled();
    const lines = await page.evaluate(() => (JSON.parse(window.localStorage.getItem('cart') ?? '{}') as { lines?: unknown[] }).lines?.length ?? 0);
    expect(lines).toBe(1);
  }

  test.describe(`Alipay and WeChat Pay (${locale})`, () => {
    test.beforeEach(({ page }) => chooseOrderType(page, 'MENU_TAK'));

    test('Alipay paid: back with SUCCESS, the order is placed and paid', async ({ page }) => {
      const placed = await toProviderPage(page, 'alipay');
      await page.getByRole('button', { name: T.pay, exact: true }).click();
      await expectArrived(page, placed, 'harbour-sydney', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.status.sent);
      // Paid, and the saved checkout data is dropped.
      expect(await page.evaluate(() => window.localStorage.getItem('checkoutBeforeRedirect'))).toBeNull();
    });

    test('Alipay refused: back on the checkout with the trade status', async ({ page }) => {
      await toProviderPage(page, 'alipay');
      await page.getByRole('button', { name: T.fail, exact: true }).click();
      await expectBackWithError(page);
    });

    test('WeChat Pay cancelled: back on the checkout, and paying again works', async ({ page }) => {
      await toProviderPage(page, 'wechat');
      await page.getByRole('button', { name: T.cancel }).click();
      await expectBackWithError(page);
      await page.getByRole('radio', { name: T.cash }).check();
      await expectPlaced(page, () => pressPay(page), 'harbour-sydney', locale);
    });

    test('a forged SUCCESS return is refused: nothing is paid', async ({ page }) => {
      const placed = await toProviderPage(page, 'alipay');
      const token = new URL(placed.statusUrl, 'http://x').searchParams.get('t') ?? '';
      // Instead of paying, back to the return address with a result it made up.
      await page.goto(store(`/checkout?paymentReturn=${placed.orderId}&t=${encodeURIComponent(token)}&result=SUCCESS&trade_no=2026112422001400000000000001`));
      await expectBackWithError(page);
      const order = await page.evaluate(async ({ id, t }) => (await fetch(`/api/orders/${id}?t=${encodeURIComponent(t)}`)).json(), { id: placed.orderId, t: token });
      expect(order).toMatchObject({ orderId: placed.orderId, onlineOrderStatus: 6 });
    });
  });
}
