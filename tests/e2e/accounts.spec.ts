import { expect, test, type Page } from '@playwright/test';
import { chooseOrderType } from './support/checkout';
import { passwordLinkPath } from './support/outbox';
import { LOCALES, TEXTS } from './support/texts';

/** Accounts on the embedded defaults (part 1 §2 "Sign-in, registration, verification", §4 "Auth and flows"). */
for (const locale of LOCALES) {
  const T = TEXTS[locale];
  const A = T.account;
  const store = (rest = '') => `${T.prefix}/store/harbour-sydney${rest}`;
  const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

  /** The overlay of the top menu's Log in item. */
  async function openOverlay(page: Page) {
    await page.goto(store());
    await page.getByRole('button', { name: A.logIn, exact: true }).click();
    const overlay = page.getByRole('dialog', { name: A.logIn });
    await expect(overlay).toBeVisible();
    return overlay;
  }

  async function register(page: Page, email: string, password = 'cobol-1959') {
    const overlay = await openOverlay(page);
    await overlay.getByRole('button', { name: A.register, exact: true }).click();
    await overlay.getByLabel(A.email, { exact: true }).fill(email);
    await overlay.getByLabel(A.confirmEmail, { exact: true }).fill(email);
    await overlay.getByLabel(A.firstName, { exact: true }).fill('Grace');
    await overlay.getByLabel(A.lastName, { exact: true }).fill('Hopper');
    await overlay.getByLabel(A.phone, { exact: true }).fill('0412345678');
    await overlay.getByLabel(A.birthDate, { exact: true }).fill('09/12/1986');
    await overlay.getByLabel(A.password, { exact: true }).fill(password);
    await overlay.getByLabel(A.confirmPassword, { exact: true }).fill(password);
    await overlay.getByRole('button', { name: A.createAccount }).click();
    await expect(overlay).toBeHidden();
  }

  /** The top menu shows the member's email; its dropdown logs out. */
  const memberButton = (page: Page, email: string) => page.getByRole('button', { name: email });

  test.describe(`accounts (${locale})`, () => {
    test.beforeEach(({ page }) => chooseOrderType(page, 'MENU_TAK'));

    test('register from the store page, log out, sign in again', async ({ page }) => {
      const email = uniqueEmail('register');
      await register(page, email);
      await expect(memberButton(page, email)).toBeVisible();
      // Signed in across a reload: the session cookie, not the page, knows the member.
      await page.reload();
      await memberButton(page, email).click();
      await page.getByRole('menuitem', { name: A.logOut }).click();
      const overlay = await openOverlay(page);
      await overlay.getByLabel(A.email, { exact: true }).fill(email);
      await overlay.getByLabel(A.password, { exact: true }).fill('wrong-password');
      await overlay.getByRole('button', { name: A.signIn, exact: true }).click();
      await expect(overlay.getByRole('alert')).toHaveText(A.wrong);
      await overlay.getByLabel(A.password, { exact: true }).fill('cobol-1959');
      await overlay.getByRole('button', { name: A.signIn, exact: true }).click();
      await expect(overlay).toBeHidden();
      await expect(memberButton(page, email)).toBeVisible();
    });

    test('registration shows the spec’s messages under their fields, and no social buttons without Firebase', async ({ page }) => {
      const overlay = await openOverlay(page);
      await expect(overlay.getByRole('button', { name: /Google|Facebook/ })).toHaveCount(0);
      await overlay.getByRole('button', { name: A.register, exact: true }).click();
      await overlay.getByLabel(A.email, { exact: true }).fill('grace@example.com');
      await overlay.getByLabel(A.confirmEmail, { exact: true }).fill('other@example.com');
      await overlay.getByLabel(A.birthDate, { exact: true }).fill('31/02/1990');
      await overlay.getByRole('button', { name: A.createAccount }).click();
      await expect(overlay.getByText(A.emailMismatch)).toBeVisible();
      await expect(overlay.getByText(A.birthDateFormat)).toBeVisible();
      await expect(overlay.getByLabel(A.confirmEmail, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    });

    test('forgot password: the emailed link sets a new password once, then it has expired', async ({ page }) => {
      const email = uniqueEmail('reset');
      await register(page, email);
      await memberButton(page, email).click();
      await page.getByRole('menuitem', { name: A.logOut }).click();
      const overlay = await openOverlay(page);
      await overlay.getByRole('button', { name: A.forgot }).click();
      await overlay.getByLabel(A.email, { exact: true }).fill(email);
      await overlay.getByRole('button', { name: A.sendLink }).click();
      await expect(overlay.getByRole('status')).toHaveText(A.linkSent);
      await expect.poll(() => passwordLinkPath(email)).not.toBeNull();
      const link = passwordLinkPath(email)!;
      expect(link.startsWith(`${T.prefix}/store/harbour-sydney/resetpassword/`)).toBe(true);

      await page.goto(link);
      await page.getByLabel(A.newPassword, { exact: true }).fill('new-pass-1');
      await page.getByLabel(A.confirmPassword, { exact: true }).fill('new-pass-1');
      await page.getByRole('button', { name: A.savePassword }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(A.completed);
      // After 2 s, signed in, on the store.
      await expect(page).toHaveURL(new RegExp(`${T.prefix}/store/harbour-sydney$`), { timeout: 10_000 });
      await expect(memberButton(page, email)).toBeVisible();

      await page.goto(link);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(A.expired);
    });

    test('the sign-in page of a store sends a signed-in customer on', async ({ page, isMobile }) => {
      const email = uniqueEmail('login');
      await register(page, email);
      await memberButton(page, email).click();
      await page.getByRole('menuitem', { name: A.logOut }).click();
      await page.goto(`${T.prefix}/login/harbour-sydney/false`);
      await page.getByLabel(A.email, { exact: true }).fill(email);
      await page.getByLabel(A.password, { exact: true }).fill('cobol-1959');
      await page.getByRole('button', { name: A.signIn, exact: true }).click();
      // Part 1 §2: a phone goes to the store's checkout, a desktop back to the store.
      await expect(page).toHaveURL(new RegExp(`${T.prefix}/store/harbour-sydney${isMobile ? '/checkout' : ''}$`), { timeout: 10_000 });
    });
  });
}
