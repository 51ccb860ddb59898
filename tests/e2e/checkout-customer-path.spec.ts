import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ownAddress } from './support/address';
import { addProduct, CARDS, chooseOrderType, expectArrived, expectPlaced, fillCard, fillDetails, payButton, pressPay } from './support/checkout';
import { latestOutboxText } from './support/outbox';
import { placePickupOrder, setStatus } from './support/orders';
import { LOCALES, TEXTS } from './support/texts';
import { registerMember } from './support/member';

/**
 * Issue 36, the checkout's part of the customer's path: a member's details filled in, a declined
 * delivery retried in another browser as a delivery, the decline's reason, a debit card without
 * the card surcharge before Pay, an American Express card's 4-digit CVV, and each discount on a
 * line of its own (panel, phone cart, checkout, the confirmation mail).
 */
const WORDS = {
  en: {
    insufficientFunds: 'Your card has insufficient funds.',
    notCharged: 'Your card was not charged. Please check your details or use another card.',
    debitNote: 'No card surcharge applies to debit cards.',
    amexCvv: "An American Express card's CVV is the 4 digits on its front",
    accountEmail: "Your receipt and order updates go to your account's email.",
    retry: 'Retry',
    paymentFailed: 'Payment failed',
    sidesRule: 'Discount (20% off sides at checkout)',
    coupon: 'Coupon WELCOME10 (10% off)',
    couponLabel: 'Discount code',
    apply: 'Apply',
    viewCart: /^View cart/,
  },
  'zh-CN': {
    insufficientFunds: '您的银行卡余额不足。',
    notCharged: '您的卡未被扣款。请检查信息或更换银行卡。',
    debitNote: '借记卡不收取刷卡附加费。',
    amexCvv: '美国运通卡的安全码（CVV）为卡片正面的 4 位数字',
    accountEmail: '收据和订单动态将发送至您账户的电子邮箱。',
    retry: '重试',
    paymentFailed: '支付失败',
    sidesRule: '折扣（20% off sides at checkout）',
    coupon: '优惠券 WELCOME10（减 10%）',
    couponLabel: '优惠码',
    apply: '使用',
    viewCart: /^查看购物车/,
  },
} as const;

const BURGER = /^Classic cheeseburger/;
const FRIES = /^Shoestring fries/;
/** POST …/orders, whatever its query (the page adds ?locale=). */
const ORDERS = /\/api\/stores\/\d+\/orders(\?|$)/;

/** The row of the checkout's (or cart's) totals with this label: its amount. */
function totalsRow(page: Page, label: string) {
  return page
    .getByRole('main')
    .locator('dl div')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) });
}

/** A page like the project's (phone or desktop) in a browser context of its own: another device, nothing shared. */
async function otherDevice(page: Page, testInfo: TestInfo): Promise<Page> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL });
  return context.newPage();
}

for (const locale of LOCALES) {
  const T = TEXTS[locale];
  const W = WORDS[locale];
  const store = (rest = '') => `${T.prefix}/store/harbour-sydney${rest}`;
  const labels =
    locale === 'en'
      ? { first: 'First name', last: 'Last name', email: 'Email', phone: 'Mobile number', cvv: 'CVV' }
      : { first: '名', last: '姓', email: '电子邮箱', phone: '手机号码', cvv: '安全码 (CVV)' };

  /** A pickup of one cheeseburger at the checkout, a guest's details filled in. */
  async function burgerAtCheckout(page: Page): Promise<void> {
    await chooseOrderType(page, 'MENU_TAK');
    await page.goto(store());
    await addProduct(page, BURGER);
    await page.goto(store('/checkout'));
    await fillDetails(page, locale);
  }

  test.describe(`checkout, the customer's path (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await ownAddress(page);
    });

    test('a member’s details are filled in from the account, on a reorder too, and the order goes to the account’s email', async ({ page }) => {
      test.slow();
      await chooseOrderType(page, 'MENU_TAK');
      await page.goto(store());
      // Grace Hopper, 0498 765 432, signed in on this browser.
      const email = await registerMember(page.request, 'details');
      await addProduct(page, BURGER);
      await page.goto(store('/checkout'));
      await expect(page.getByLabel(labels.phone, { exact: true })).toHaveValue('0412345678');
      await expect(page.getByLabel(labels.first, { exact: true })).toHaveValue('Grace');
      await expect(page.getByLabel(labels.last, { exact: true })).toHaveValue('Hopper');
      const emailField = page.getByLabel(labels.email, { exact: true });
      await expect(emailField).toHaveValue(email);
      await expect(emailField).not.toBeEditable();
      await expect(page.getByText(W.accountEmail)).toBeVisible();
      // Editable: the name the customer types goes with the order.
      await page.getByLabel(labels.first, { exact: true }).fill('Amazing Grace');
      await page.getByRole('radio', { name: T.cash }).check();
      const sent = page.waitForRequest((request) => request.method() === 'POST' && ORDERS.test(request.url()));
      const orderId = await expectPlaced(page, () => pressPay(page), 'harbour-sydney', locale);
      expect((await sent).postDataJSON()).toMatchObject({ contact: { FirstName: 'Amazing Grace', LastName: 'Hopper', Email: email, PhoneNumber: '0412345678' } });
      // The confirmation goes to the account's email, with the name as typed.
      await expect.poll(() => latestOutboxText(email, 'Amazing Grace')).not.toBeNull();

      // The order again: its checkout, with the member's details once more.
      await page.goto(store(`/checkout/${orderId}`));
      await expect(page.getByRole('main').getByText(BURGER).first()).toBeVisible();
      await expect(page.getByLabel(labels.phone, { exact: true })).toHaveValue('0412345678');
      await expect(page.getByLabel(labels.first, { exact: true })).toHaveValue('Grace');
      await expect(page.getByLabel(labels.email, { exact: true })).toHaveValue(email);
    });

    test('a declined delivery retried from its status link in another browser is a delivery again, with its address', async ({ page }, testInfo) => {
      test.slow();
      await chooseOrderType(page, 'MENU_DEL');
      await page.goto(store());
      await addProduct(page, BURGER, 2);
      await page.goto(store('/checkout'));
      await expect(page.getByRole('tab', { name: T.tabs.delivery })).toHaveAttribute('aria-selected', 'true');
      await page.getByLabel(T.street, { exact: true }).fill('1 Macquarie Street');
      await page.getByLabel(T.suburb, { exact: true }).fill('Sydney');
      await page.getByRole('combobox', { name: T.state }).selectOption('NSW');
      await page.getByLabel(T.postcode, { exact: true }).fill('2000');
      await expect(page.getByText(T.deliverable)).toBeVisible();
      await fillDetails(page, locale);
      await fillCard(page, CARDS.declined, locale);
      const answered = page.waitForResponse((response) => response.request().method() === 'POST' && ORDERS.test(response.url()) && response.status() === 201);
      await pressPay(page);
      const declined = (await (await answered).json()) as { orderId: string; statusUrl: string; onlineOrderStatus: number };
      expect(declined.onlineOrderStatus).toBe(6);

      // Another browser: no cart, no session, only the status link.
      const other = await otherDevice(page, testInfo);
      await other.goto(`${T.prefix}${declined.statusUrl}`);
      await expect(other.getByRole('heading', { level: 1 })).toHaveText(W.paymentFailed);
      await other.getByRole('link', { name: W.retry }).click();
      await expect(other).toHaveURL(new RegExp(`${T.prefix}/store/harbour-sydney/checkout/${declined.orderId}\\?t=`));
      await expect(other.getByRole('tab', { name: T.tabs.delivery })).toHaveAttribute('aria-selected', 'true');
      await expect(other.getByLabel(T.street, { exact: true })).toHaveValue('1 Macquarie Street');
      await expect(other.getByLabel(T.postcode, { exact: true })).toHaveValue('2000');
      await expect(other.getByText(T.deliverable)).toBeVisible();
      await fillDetails(other, locale);
      await fillCard(other, CARDS.success, locale);
      const sent = other.waitForRequest((request) => request.method() === 'POST' && ORDERS.test(request.url()));
      const placed = other.waitForResponse((response) => response.request().method() === 'POST' && ORDERS.test(response.url()) && response.status() === 201);
      await pressPay(other);
      expect((await sent).postDataJSON()).toMatchObject({ orderType: 10, deliveryAddress: { StreetAddress: '1 Macquarie Street', PostalCode: '2000' } });
      await expectArrived(other, (await (await placed).json()) as { orderId: string }, 'harbour-sydney', locale);
      await other.context().close();
    });

    test('a rejected order’s Retry, with the store’s cart empty on the device, opens checkout with the order', async ({ page }) => {
      await chooseOrderType(page, 'MENU_TAK');
      await page.goto(store());
      const order = await placePickupOrder(page.request);
      // The store rejects it (11): the status page offers Retry, and this device's cart is empty.
      await setStatus(page.request, order.orderId, 11);
      await page.goto(`${T.prefix}${order.statusUrl}`);
      await page.getByRole('link', { name: W.retry }).click();
      await expect(page).toHaveURL(new RegExp(`${T.prefix}/store/harbour-sydney/checkout/${order.orderId}\\?t=`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.title);
      await expect(payButton(page)).toBeVisible();
      await expect.poll(() => page.evaluate(() => ((JSON.parse(window.localStorage.getItem('cart') ?? '{}') as { lines?: unknown[] }).lines ?? []).length)).toBe(1);
    });

    test('a declined card says why: the provider’s reason in the page’s language, and that the card was not charged', async ({ page }) => {
      await burgerAtCheckout(page);
      await fillCard(page, '4000 0000 0000 9995', locale);
      await pressPay(page);
      const failed = page.getByRole('dialog', { name: T.failedTitle });
      await expect(failed).toContainText(W.insufficientFunds);
      await expect(failed).toContainText(W.notCharged);
    });

    test('a debit card shows before Pay that no card surcharge applies, with the total it is charged', async ({ page }) => {
      await burgerAtCheckout(page);
      await fillCard(page, CARDS.success, locale);
      await expect(payButton(page)).toHaveText(new RegExp(`^${T.payByCard}\\s*\\$18\\.27$`));
      await page.getByLabel(locale === 'en' ? 'Card number' : '卡号').fill('4000 0566 5566 5556');
      await expect(page.getByRole('status').filter({ hasText: W.debitNote })).toBeVisible();
      await expect(payButton(page)).toHaveText(new RegExp(`^${T.payByCard}\\s*\\$18\\.00$`));
      await expect(page.getByText(T.cardSurcharge)).toHaveCount(0);
      await expectPlaced(page, () => pressPay(page), 'harbour-sydney', locale);
      // Never "Prices have changed" on the way.
      await expect(page.getByRole('dialog', { name: T.priceChangedTitle })).toHaveCount(0);
    });

    test('an American Express card needs the 4 digits of its CVV', async ({ page }) => {
      let orders = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && ORDERS.test(request.url())) orders += 1;
      });
      await burgerAtCheckout(page);
      await fillCard(page, '3782 822463 10005', locale);
      await pressPay(page);
      await expect(page.getByText(W.amexCvv)).toBeVisible();
      expect(orders).toBe(0);
      await page.getByLabel(labels.cvv).fill('1234');
      await expectPlaced(page, () => pressPay(page), 'harbour-sydney', locale);
    });

    test('the coupon and the discount rule each have their own line, in the cart, at checkout and in the mail', async ({ page, isMobile }) => {
      await chooseOrderType(page, 'MENU_TAK');
      await page.goto(store());
      await addProduct(page, BURGER);
      await addProduct(page, FRIES);
      await page.goto(store('/checkout'));
      await page.getByLabel(W.couponLabel).fill('WELCOME10');
      await page.getByRole('button', { name: W.apply, exact: true }).click();
      await expect(totalsRow(page, W.sidesRule)).toContainText('-$1.60');
      await expect(totalsRow(page, W.coupon)).toContainText('-$2.44');

      // The cart outside checkout (the rule waits for the checkout page): the coupon's line alone.
      await page.goto(isMobile ? store('/shoppingcartmobile') : store());
      const cart = isMobile ? page.getByRole('main') : page.getByRole('complementary', { name: locale === 'en' ? 'Your order' : '您的订单' });
      await expect(cart.locator('dl div').filter({ hasText: W.coupon })).toContainText('-$2.60');
      await expect(cart.getByRole('term').filter({ hasText: /20% off sides/ })).toHaveCount(0);

      await page.goto(store('/checkout'));
      await fillDetails(page, locale);
      // An address of this test's own: the confirmation mail read back is this order's.
      const guest = `discounts-${randomUUID().slice(0, 8)}@example.com`;
      await page.getByLabel(labels.email, { exact: true }).fill(guest);
      await page.getByRole('radio', { name: T.cash }).check();
      await expectPlaced(page, () => pressPay(page), 'harbour-sydney', locale);
      await expect.poll(() => latestOutboxText(guest, W.coupon)).toContain(`${W.sidesRule}: -$1.60\n${W.coupon}: -$2.44`);
    });
  });
}
