import { expect, type Page } from '@playwright/test';

/** The sandbox's test cards (docs/payments.md "The sandbox gateway"): success, decline, 3-D Secure on every payment. */
export const CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', threeDSecure: '4000 0027 6000 3184' } as const;

/** The session's order type, as the wizard leaves it: the wizard then stays closed. */
export async function chooseOrderType(page: Page, type: 'MENU_DEL' | 'MENU_TAK' | 'MENU_DIN'): Promise<void> {
  await page.addInitScript((value) => window.sessionStorage.setItem('orderType', JSON.stringify(value)), type);
}

/** Adds a product from the open store page, `quantity` of it, through its dialog. */
export async function addProduct(page: Page, name: RegExp, quantity = 1): Promise<void> {
  await page.getByRole('button', { name }).first().click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /Add to cart|加入购物车/ }) });
  await expect(dialog).toBeVisible();
  for (let n = 1; n < quantity; n += 1) await dialog.getByRole('button', { name: /^(Increase quantity|增加数量)$/ }).click();
  await dialog.getByRole('button', { name: /Add to cart|加入购物车/ }).click();
  await expect(dialog).toBeHidden();
  // The line is checked by a module loaded on first add: saved a moment after the dialog closes.
  await expect
    .poll(() =>
      page.evaluate(
        () => (JSON.parse(window.localStorage.getItem('cart') ?? '{}') as { lines?: { quantity: number }[] }).lines?.reduce((sum, line) => sum + line.quantity, 0) ?? 0,
      ),
    )
    .toBeGreaterThanOrEqual(quantity);
}

/**
 * Types the checkout's My details. A signed-in member's email is their account's, shown read-only
 * (issue 36 #6): `member` waits for it there instead of typing one.
 */
export async function fillDetails(page: Page, locale: 'en' | 'zh-CN' = 'en', { member = false }: { member?: boolean } = {}): Promise<void> {
  const labels =
    locale === 'en' ? { first: 'First name', last: 'Last name', email: 'Email', phone: 'Mobile number' } : { first: '名', last: '姓', email: '电子邮箱', phone: '手机号码' };
  const email = page.getByLabel(labels.email, { exact: true });
  if (member) {
    await expect(email).not.toBeEditable();
    await expect(email).toHaveValue(/@example\.com$/);
  }
  await page.getByLabel(labels.first, { exact: true }).fill('Ada');
  await page.getByLabel(labels.last, { exact: true }).fill('Lovelace');
  if (!member) await email.fill('ada@example.com');
  await page.getByLabel(labels.phone, { exact: true }).fill('0412 345 678');
}

export async function fillCard(page: Page, number: string, locale: 'en' | 'zh-CN' = 'en'): Promise<void> {
  const labels =
    locale === 'en'
      ? { holder: 'Name on card', number: 'Card number', expiry: 'Expiry date', cvv: 'CVV' }
      : { holder: '持卡人姓名', number: '卡号', expiry: '有效期', cvv: '安全码 (CVV)' };
  await page.getByLabel(labels.holder).fill('Ada Lovelace');
  await page.getByLabel(labels.number).fill(number);
  await page.getByLabel(labels.expiry).fill('12/30');
  await page.getByLabel(labels.cvv).fill('123');
}

/** The pay button, whatever the method: its name starts with the action and ends with the total. */
export function payButton(page: Page) {
  return page.getByRole('button', {
    name: /^(Pay by card|Pay by cash|Pay with Alipay|Pay with WeChat Pay|Pay with Apple Pay|Pay with Google Pay|Pay later|Charge to room|Place order|刷卡支付|现金支付|使用支付宝付款|使用微信支付付款|使用 Apple Pay 付款|使用 Google Pay 付款|稍后付款|记入房账|提交订单)/,
  });
}

/**
 * Presses Pay (or double-taps it) as a guest would, and skips the become-member prompt a store
 * with LogIn asks once per checkout (part 1 §4 "Place order"), so the order goes on as a guest's.
 * The prompt comes only for a guest whose form passes: otherwise nothing is waited for long.
 */
export async function pressPay(page: Page, how: 'click' | 'dblclick' = 'click'): Promise<void> {
  await payButton(page)[how]();
  const prompt = page.getByRole('dialog', { name: /^(Become a member\?|成为会员？)$/ });
  const asked = await prompt.waitFor({ state: 'visible', timeout: 2_000 }).then(
    () => true,
    () => false,
  );
  if (asked) await prompt.getByRole('button', { name: /^(Skip|跳过)$/ }).click();
}

/**
 * Does `act` (a press of Pay), then expects the order placed (201), the browser sent on to the
 * order's status page with its access token (in the page's language), the cart forgotten and the
 * order kept in the device's history. Returns the order id.
 */
export async function expectPlaced(page: Page, act: () => Promise<void>, slug = 'harbour-sydney', locale: 'en' | 'zh-CN' = 'en'): Promise<string> {
  const placed = page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/stores\/\d+\/orders/.test(response.url()) && response.status() === 201, {
    timeout: 20_000,
  });
  const navigated = page.waitForRequest((request) => request.url().includes(`/store/${slug}/completeorder/`), { timeout: 20_000 });
  await act();
  const result = (await (await placed).json()) as { orderId: string; statusUrl: string };
  expect(result.statusUrl).toMatch(new RegExp(`^/store/${slug}/completeorder/${result.orderId}/[^/?]+\\?t=`));
  expect((await navigated).url()).toContain(result.statusUrl.split('?')[0]);
  await expectArrived(page, result, slug, locale);
  return result.orderId;
}

/** The order is placed: the cart is forgotten, the order kept in the device's history, and its status page shown. */
export async function expectArrived(page: Page, result: { orderId: string }, slug = 'harbour-sydney', locale: 'en' | 'zh-CN' = 'en'): Promise<void> {
  await expect
    .poll(async () => {
      const saved = await page.evaluate(() => ({ cart: window.localStorage.getItem('cart'), history: window.localStorage.getItem('orderHistory') })).catch(() => null);
      const lines = saved?.cart ? ((JSON.parse(saved.cart) as { lines?: unknown[] }).lines ?? []) : [];
      return saved !== null && lines.length === 0 && (saved.history ?? '').includes(result.orderId);
    })
    .toBe(true);
  // …and the status page, in the customer's language, shows the order.
  await expect(page).toHaveURL(new RegExp(`${locale === 'en' ? '' : '/zh-CN'}/store/${slug}/completeorder/${result.orderId}/`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
