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

  /** On a phone the account items live in the drawer (part 1 §2 "Drawer (mobile)"); on a desktop in the top menu. */
  async function openDrawer(page: Page) {
    await page.getByRole('button', { name: T.openMenu }).click();
    return page.getByRole('dialog', { name: T.drawerTitle });
  }

  /** The overlay of the Log in item. */
  async function openOverlay(page: Page, isMobile: boolean) {
    await page.goto(store());
    const where = isMobile ? await openDrawer(page) : page;
    await where.getByRole('button', { name: A.logIn, exact: true }).click();
    const overlay = page.getByRole('dialog', { name: A.logIn });
    await expect(overlay).toBeVisible();
    return overlay;
  }

  /** The member's email shows in the top menu (in the drawer on a phone). */
  async function expectSignedIn(page: Page, email: string, isMobile: boolean) {
    if (!isMobile) return expect(page.getByRole('button', { name: email })).toBeVisible();
    const drawer = await openDrawer(page);
    await expect(drawer.getByText(email)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }

  async function logOut(page: Page, isMobile: boolean) {
    if (isMobile) await (await openDrawer(page)).getByRole('button', { name: A.logOut }).click();
    else {
      await page.getByRole('button', { name: /@example\.com$/ }).click();
      await page.getByRole('menuitem', { name: A.logOut }).click();
    }
  }

  async function register(page: Page, email: string, isMobile: boolean, password = 'cobol-1959') {
    const overlay = await openOverlay(page, isMobile);
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

  test.describe(`accounts (${locale})`, () => {
    test.beforeEach(({ page }) => chooseOrderType(page, 'MENU_TAK'));

    test('register from the store page, log out, sign in again', async ({ page, isMobile }) => {
      const email = uniqueEmail('register');
      await register(page, email, isMobile);
      await expectSignedIn(page, email, isMobile);
      // Signed in across a reload: the session cookie, not the page, knows the member.
      await page.reload();
      await expectSignedIn(page, email, isMobile);
      await logOut(page, isMobile);
      const overlay = await openOverlay(page, isMobile);
      await overlay.getByLabel(A.email, { exact: true }).fill(email);
      await overlay.getByLabel(A.password, { exact: true }).fill('wrong-password');
      await overlay.getByRole('button', { name: A.signIn, exact: true }).click();
      await expect(overlay.getByRole('alert')).toHaveText(A.wrong);
      await overlay.getByLabel(A.password, { exact: true }).fill('cobol-1959');
      await overlay.getByRole('button', { name: A.signIn, exact: true }).click();
      await expect(overlay).toBeHidden();
      await expectSignedIn(page, email, isMobile);
    });

    test('registration shows the spec’s messages under their fields, and no social buttons without Firebase', async ({ page, isMobile }) => {
      const overlay = await openOverlay(page, isMobile);
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

    test('forgot password: the emailed link sets a new password once, then it has expired', async ({ page, isMobile }) => {
      const email = uniqueEmail('reset');
      await register(page, email, isMobile);
      await logOut(page, isMobile);
      const overlay = await openOverlay(page, isMobile);
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
      await expectSignedIn(page, email, isMobile);

      await page.goto(link);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(A.expired);
    });

    test('the sign-in page of a store sends a signed-in customer on', async ({ page, isMobile }) => {
      const email = uniqueEmail('login');
      await register(page, email, isMobile);
      await logOut(page, isMobile);
      await page.goto(`${T.prefix}/login/harbour-sydney/false`);
      await page.getByLabel(A.email, { exact: true }).fill(email);
      await page.getByLabel(A.password, { exact: true }).fill('cobol-1959');
      await page.getByRole('button', { name: A.signIn, exact: true }).click();
      // Part 1 §2: a phone goes to the store's checkout, a desktop back to the store.
      await expect(page).toHaveURL(new RegExp(`${T.prefix}/store/harbour-sydney${isMobile ? '/checkout' : ''}$`), { timeout: 10_000 });
    });
  });
}

/** Part 1 §2: a store with mandatory login sends a guest from checkout to its store page (the Test Kitchen is members only). */
for (const locale of LOCALES) {
  const T = TEXTS[locale];
  test(`mandatory login: a guest's checkout goes back to the store, a member's opens (${locale})`, async ({ page }) => {
    await chooseOrderType(page, 'MENU_TAK');
    await page.goto(`${T.prefix}/store/harbour-test/checkout`);
    await expect(page).toHaveURL(new RegExp(`${T.prefix}/store/harbour-test$`));
    const email = `members-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const response = await page.request.post(`/api/auth/register?locale=${locale}`, {
      data: { email, confirmEmail: email, firstName: 'Grace', lastName: 'Hopper', phone: '0412345678', birthDate: '09/12/1986', password: 'cobol-1959', confirmPassword: 'cobol-1959', storeId: '1007' },
    });
    expect(response.status()).toBe(201);
    await page.goto(`${T.prefix}/store/harbour-test/checkout`);
    await expect(page).toHaveURL(new RegExp(`${T.prefix}/store/harbour-test/checkout$`));
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  });
}
