import { expect, test, type Page } from '@playwright/test';
import { addProduct, chooseOrderType, fillDetails, payButton } from './support/checkout';
import { passwordLinkPath } from './support/outbox';
import { LOCALES, TEXTS } from './support/texts';

/**
 * A guest becomes a member at checkout (part 1 §2 Checkout and Order status, §4 "Place order";
 * part 2 §5 "Checkout details", §6 Guest): the phone's login banner, the become-member prompt,
 * the order placed as the new member's, the status page signed in with the email-confirmation
 * notice, the new-account mail in the outbox and the password set from its link.
 */
const BURGER = /^Classic cheeseburger/;

const G = {
  en: {
    banner: 'Have an account? Log in to collect points and check out faster.',
    promptTitle: 'Become a member?',
    skip: 'Skip',
    becomeMember: 'Become member',
    notice: (email: string) => `We have sent a confirmation to ${email}. Please open it to confirm your email address and choose your password.`,
    hasAccount: 'This email already has an account. Log in to order as a member.',
    logIn: 'Log in',
    viewHistory: 'View order history',
    choosePassword: 'Choose your password',
    emailLabel: 'Email',
  },
  'zh-CN': {
    banner: '已有账户？登录即可累积积分，结账更快捷。',
    promptTitle: '成为会员？',
    skip: '跳过',
    becomeMember: '成为会员',
    notice: (email: string) => `我们已向 ${email} 发送确认邮件，请打开邮件确认您的电子邮箱地址并设置密码。`,
    hasAccount: '该电子邮箱已有账户。请登录，以会员身份下单。',
    logIn: '登录',
    viewHistory: '查看订单历史',
    choosePassword: '设置您的密码',
    emailLabel: '电子邮箱',
  },
} as const;

/** Screenshots of each screen when SHOTS_DIR is set (the lead's review of phone and desktop, both languages). */
async function shot(page: Page, name: string, project: string, locale: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${project}-${locale}.png`, fullPage: false });
}

for (const locale of LOCALES) {
  const T = TEXTS[locale];
  const A = T.account;
  const L = G[locale];
  const store = (rest = '') => `${T.prefix}/store/harbour-sydney${rest}`;
  const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

  async function toCheckout(page: Page, email: string) {
    await page.goto(store());
    await addProduct(page, BURGER);
    await page.goto(store('/checkout'));
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    await fillDetails(page, locale);
    await page.getByLabel(L.emailLabel, { exact: true }).fill(email);
    await page.getByRole('radio', { name: T.cash }).check();
  }

  test.describe(`a guest becomes a member at checkout (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await chooseOrderType(page, 'MENU_TAK');
      // An address of its own per test (the proxy's header the server reads), so the per-address
      // limits of the email check and of registration count each test apart.
      const part = () => Math.floor(Math.random() * 250);
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${part()}.${part()}` });
    });

    test('Become member: placed as the new member, signed in on the status page with the notice, the password set from the mailed link', async ({ page, isMobile }, info) => {
      const email = uniqueEmail('become');
      await toCheckout(page, email);
      // Part 1 §2: the login banner is the phone's; a desktop has none.
      const banner = page.getByText(L.banner);
      if (isMobile) await expect(banner).toBeVisible();
      else await expect(banner).toHaveCount(0);
      await shot(page, 'checkout-banner', info.project.name, locale);

      const placed = page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/stores\/\d+\/orders/.test(response.url()), { timeout: 20_000 });
      await payButton(page).click();
      const prompt = page.getByRole('dialog', { name: L.promptTitle });
      await expect(prompt).toBeVisible();
      await shot(page, 'become-member-prompt', info.project.name, locale);
      await prompt.getByRole('button', { name: L.becomeMember }).click();

      const response = await placed;
      expect(response.status()).toBe(201);
      expect(await response.headerValue('set-cookie')).toMatch(/session=.+HttpOnly/);
      const result = (await response.json()) as { orderId: string; guestAccount?: string };
      expect(result.guestAccount).toBe('created');

      // The status page, by the new member's session: the notice and their order history.
      await expect(page).toHaveURL(new RegExp(`${T.prefix}/store/harbour-sydney/completeorder/${result.orderId}/`), { timeout: 15_000 });
      await expect(page.getByText(L.notice(email))).toBeVisible();
      await expect(page.getByRole('link', { name: L.viewHistory })).toBeVisible();
      await shot(page, 'status-notice', info.project.name, locale);

      // The new-account mail, in the customer's language, with the link to choose a password.
      await expect.poll(() => passwordLinkPath(email)).not.toBeNull();
      const link = passwordLinkPath(email)!;
      expect(link.startsWith(`${T.prefix}/store/harbour-sydney/resetpassword/`)).toBe(true);
      await page.goto(link);
      await expect(page.getByRole('heading', { name: L.choosePassword })).toBeVisible();
      await page.getByLabel(A.newPassword, { exact: true }).fill('first-pass-1');
      await page.getByLabel(A.confirmPassword, { exact: true }).fill('first-pass-1');
      await page.getByRole('button', { name: A.savePassword }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(A.completed);
      await expect(page).toHaveURL(new RegExp(`${T.prefix}/store/harbour-sydney$`), { timeout: 10_000 });

      // The password works: a sign-in with it answers the member.
      const signIn = await page.request.post('/api/auth/sign-in', { data: { email, password: 'first-pass-1' } });
      expect(signIn.status()).toBe(200);
    });

    test('an email with an account is offered Log in, and the order goes without the prompt', async ({ page, isMobile }, info) => {
      const email = uniqueEmail('member');
      const registered = await page.request.post('/api/auth/register', {
        data: {
          email,
          confirmEmail: email,
          firstName: 'Grace',
          lastName: 'Hopper',
          phone: '0412345678',
          birthDate: '09/12/1986',
          password: 'cobol-1959',
          confirmPassword: 'cobol-1959',
        },
      });
      expect(registered.status()).toBe(201);
      // The registration signed this browser in: a guest again for the checkout.
      await page.context().clearCookies();
      await toCheckout(page, email);
      await page.getByLabel(L.emailLabel, { exact: true }).blur();
      const notice = page.getByText(L.hasAccount);
      await expect(notice).toBeVisible();
      await shot(page, 'email-has-account', info.project.name, locale);
      await page.getByRole('button', { name: L.logIn, exact: true }).last().click();
      const overlay = page.getByRole('dialog', { name: A.logIn });
      await expect(overlay).toBeVisible();
      await overlay.getByLabel(A.email, { exact: true }).fill(email);
      await overlay.getByLabel(A.password, { exact: true }).fill('cobol-1959');
      await overlay.getByRole('button', { name: A.signIn, exact: true }).click();
      await expect(overlay).toBeHidden();
      // Signed in: no banner, no notice, no prompt; the order is the member's.
      await expect(notice).toHaveCount(0);
      if (isMobile) await expect(page.getByText(L.banner)).toHaveCount(0);
      const placed = page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/stores\/\d+\/orders/.test(response.url()), { timeout: 20_000 });
      await payButton(page).click();
      const result = (await (await placed).json()) as { statusUrl: string; guestAccount?: string };
      expect(result.guestAccount).toBeUndefined();
      await expect(page.getByRole('dialog', { name: L.promptTitle })).toHaveCount(0);
      await expect(page).toHaveURL(/\/completeorder\//, { timeout: 15_000 });
      await expect(page.getByRole('link', { name: L.viewHistory })).toBeVisible();
    });

    test('Skip pays as a guest', async ({ page }) => {
      await toCheckout(page, uniqueEmail('skip'));
      const placed = page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/stores\/\d+\/orders/.test(response.url()), { timeout: 20_000 });
      await payButton(page).click();
      await page.getByRole('dialog', { name: L.promptTitle }).getByRole('button', { name: L.skip }).click();
      const response = await placed;
      expect((await response.json()) as { guestAccount?: string }).not.toHaveProperty('guestAccount');
      expect(await response.headerValue('set-cookie')).toBeNull();
      await expect(page).toHaveURL(/\/completeorder\/.+\?t=/, { timeout: 15_000 });
      await expect(page.getByRole('link', { name: L.viewHistory })).toHaveCount(0);
    });
  });
}
