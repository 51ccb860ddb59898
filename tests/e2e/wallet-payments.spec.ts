import { expect, test, type Page } from '@playwright/test';
import { addProduct, chooseOrderType, expectPlaced, fillDetails, payButton, pressPay } from './support/checkout';
import { LOCALES, TEXTS } from './support/texts';

const BURGER = /^Classic cheeseburger/;

/**
 * Apple Pay and Google Pay on the sandbox (part 1 §4 "Place order": create order, create payment,
 * confirm, extra action step): the sandbox's stand-in for the phone's wallet sheet takes the
 * place of Stripe's Express Checkout Element.
 */
for (const locale of LOCALES) {
  const T = TEXTS[locale];
  const store = (rest = '') => `${T.prefix}/store/harbour-sydney${rest}`;

  /** To the wallet's sheet, with the burger in the cart: no card surcharge on a wallet, $18.00. */
  async function openSheet(page: Page, wallet: 'Apple Pay' | 'Google Pay') {
    await page.goto(store());
    await addProduct(page, BURGER);
    await page.goto(store('/checkout'));
    await fillDetails(page, locale);
    await page.getByRole('radio', { name: wallet, exact: true }).check();
    await expect(page.getByText(T.cardSurcharge)).toBeHidden();
    await expect(payButton(page)).toHaveText(new RegExp(`^${wallet === 'Apple Pay' ? T.payByApplePay : T.payByGooglePay}\\s*\\$18\\.00$`));
    await pressPay(page);
    const sheet = page.getByRole('dialog', { name: T.walletSheet(wallet) });
    await expect(sheet).toBeVisible();
    return sheet;
  }

  /** Counts the orders the browser asks for. */
  function countOrders(page: Page) {
    let count = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/stores\/\d+\/orders$/.test(new URL(request.url()).pathname)) count += 1;
    });
    return { count: () => count };
  }

  test.describe(`Apple Pay and Google Pay (${locale})`, () => {
    test.beforeEach(({ page }) => chooseOrderType(page, 'MENU_TAK'));

    test('Apple Pay approved: the order is placed and paid', async ({ page }) => {
      const sheet = await openSheet(page, 'Apple Pay');
      await expectPlaced(page, () => sheet.getByRole('button', { name: T.walletApprove('$18.00') }).click(), 'harbour-sydney', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.status.sent);
    });

    test('Google Pay declined by the bank: the failed payment, and the cart kept', async ({ page }) => {
      const sheet = await openSheet(page, 'Google Pay');
      await sheet.getByRole('button', { name: T.walletDecline }).click();
      const failed = page.getByRole('dialog', { name: T.failedTitle });
      await expect(failed).toBeVisible();
      await failed.getByRole('button', { name: T.backToCheckout }).click();
      await expect(failed).toBeHidden();
      const lines = await page.evaluate(() => (JSON.parse(window.localStorage.getItem('cart') ?? '{}') as { lines?: unknown[] }).lines?.length ?? 0);
      expect(lines).toBe(1);
    });

    test('Apple Pay with the bank’s extra check: the check, then the status page', async ({ page }) => {
      const sheet = await openSheet(page, 'Apple Pay');
      await sheet.getByRole('button', { name: T.walletChallenge }).click();
      await expect(page).toHaveURL(new RegExp(`${T.prefix}/sandbox/3ds/`), { timeout: 15_000 });
      await page.getByRole('button', { name: T.complete }).click();
      await expect(page).toHaveURL(new RegExp(`${T.prefix}/store/harbour-sydney/completeorder/`), { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.status.sent);
    });

    test('closing the sheet places nothing, and paying again works', async ({ page }) => {
      const orders = countOrders(page);
      const sheet = await openSheet(page, 'Google Pay');
      await sheet.getByRole('button', { name: T.walletCancel, exact: true }).click();
      await expect(sheet).toBeHidden();
      expect(orders.count()).toBe(0);
      await pressPay(page);
      await expectPlaced(page, () => sheet.getByRole('button', { name: T.walletApprove('$18.00') }).click(), 'harbour-sydney', locale);
      expect(orders.count()).toBe(1);
    });
  });
}
