import { CARDS, addProduct, chooseOrderType, fillCard, fillDetails, pressPay } from '../support/checkout';
import { latestOutboxText } from '../support/outbox';
import { TEXTS } from '../support/texts';
import { expect, test } from './fixtures';
import { PROD_DATA_DIR, SITE } from './sites';

/**
 * Paying on the deployed build at https://order.example.test (issue 35 item 15): a card with
 * 3-D Secure through the sandbox's challenge page, Alipay's round trip through the provider's
 * page and back to the checkout, and the confirmation mail's status link, which must name this
 * site and open the order on another device.
 */
const T = TEXTS.en;
const BURGER = /^Classic cheeseburger/;
const store = (rest = '') => `/store/harbour-sydney${rest}`;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test.beforeEach(({ page }) => chooseOrderType(page, 'MENU_TAK'));

test('a card order with 3-D Secure reaches its status page, and its mail’s link opens the order elsewhere', async ({ page, browser, errors }) => {
  const email = uniqueEmail('tls-3ds');
  await page.goto(store());
  await addProduct(page, BURGER);
  await page.goto(store('/checkout'));
  await fillDetails(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await fillCard(page, CARDS.threeDSecure);
  await pressPay(page);
  await expect(page).toHaveURL(new RegExp(`^${SITE}/sandbox/3ds/`), { timeout: 15_000 });
  await page.getByRole('button', { name: T.complete }).click();
  await expect(page).toHaveURL(new RegExp(`^${SITE}/store/harbour-sydney/completeorder/`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.status.sent);
  const orderId = /\/completeorder\/([^/]+)\//.exec(page.url())![1];
  const orderNumber = await page.getByTestId('order-number').textContent();

  // The confirmation waits in the outbox of the run's database (as `npm run outbox -- --to` lists it).
  await expect.poll(() => latestOutboxText(email, 'Classic cheeseburger', PROD_DATA_DIR), { timeout: 15_000 }).not.toBeNull();
  const link = /Follow your order here: (\S+)/.exec(latestOutboxText(email, 'Classic cheeseburger', PROD_DATA_DIR)!)?.[1] ?? '';
  expect(link).toMatch(new RegExp(`^${SITE}/store/harbour-sydney/completeorder/${orderId}/[^/?]+\\?t=[\\w-]+$`));

  // Another device: no cookie, no history, only the link.
  const other = await browser.newContext({ ignoreHTTPSErrors: true });
  const phone = await other.newPage();
  phone.on('console', (message) => void (message.type() === 'error' && errors.push(`console: ${message.text()}`)));
  phone.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await phone.goto(link);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(T.status.sent);
  await expect(phone.getByTestId('order-number')).toHaveText(orderNumber ?? '');
  await other.close();
});

test('Alipay: the provider’s page, back to the checkout, on to the order’s status page', async ({ page }) => {
  await page.goto(store());
  await addProduct(page, BURGER);
  await page.goto(store('/checkout'));
  await fillDetails(page);
  await page.getByRole('radio', { name: T.alipay }).check();
  await pressPay(page);
  await expect(page).toHaveURL(new RegExp(`^${SITE}/sandbox/pay/sbx_`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: T.sandboxAlipay })).toBeVisible();
  // The provider sends the customer back to the return URL, this site's checkout, which goes on to the status page.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => void (frame === page.mainFrame() && visited.push(frame.url())));
  await page.getByRole('button', { name: T.pay, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${SITE}/store/harbour-sydney/completeorder/`), { timeout: 20_000 });
  expect(visited.some((url) => url.startsWith(`${SITE}/store/harbour-sydney/checkout?paymentReturn=`))).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.status.sent);
});
