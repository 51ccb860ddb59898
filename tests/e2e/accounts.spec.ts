import { expect, test, type Page } from '@playwright/test';
import { chooseOrderType } from './support/checkout';
import { registerMember } from './support/member';
import { placePickupOrder, setStatus } from './support/orders';
import { latestOutboxText, passwordLinkPath } from './support/outbox';
import { LOCALES, TEXTS } from './support/texts';
import { ownAddress } from './support/address';

test.beforeEach(({ page }) => ownAddress(page));

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
    // Log out asks the server to end the session (DELETE /api/auth/session): a page load before its
    // answer cancels the request, and the member is still signed in on the next page.
    const ended = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/session' && response.request().method() === 'DELETE');
    if (isMobile) await (await openDrawer(page)).getByRole('button', { name: A.logOut }).click();
    else {
      await page.getByRole('button', { name: /@example\.com$/ }).click();
      await page.getByRole('menuitem', { name: A.logOut }).click();
    }
    expect((await ended).ok()).toBe(true);
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
      // Three page loads of the biggest menu and two forms: up to 33 s on a phone-sized page in CI.
      test.slow(isMobile, 'three loads of the biggest menu on a phone');
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
      // The terms open over the form and read from the start of each line, not centred like their link.
      await overlay.getByRole('button', { name: A.terms }).click();
      const terms = page.getByRole('dialog', { name: A.terms });
      await expect(terms).toContainText('online ordering terms');
      await expect(terms).toHaveCSS('text-align', 'start');
      await terms.getByRole('button', { name: A.close }).click();
      await expect(terms).toBeHidden();
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

    test('my account: the details saved with the spec’s message, the email read-only, log out back to the store', async ({ page, isMobile }) => {
      const email = uniqueEmail('profile');
      await register(page, email, isMobile);
      if (isMobile) await (await openDrawer(page)).getByRole('link', { name: A.profile }).click();
      else {
        await page.getByRole('button', { name: email }).click();
        await page.getByRole('menuitem', { name: A.profile }).click();
      }
      await expect(page).toHaveURL(new RegExp(`${T.prefix}/profile\\?store=harbour-sydney$`));
      await expect(page.getByLabel(A.email, { exact: true })).toHaveValue(email);
      await expect(page.getByLabel(A.email, { exact: true })).toHaveAttribute('readonly', '');
      await page.getByLabel(A.firstName, { exact: true }).fill('Amazing');
      await page.getByRole('button', { name: A.save, exact: true }).click();
      const saved = page.getByRole('main').getByRole('status');
      await expect(saved).toHaveText(A.profileSaved);
      // Part 2 §9: the success message shows for 2 s.
      await expect(saved).toBeHidden({ timeout: 4_000 });
      await page.reload();
      await expect(page.getByLabel(A.firstName, { exact: true })).toHaveValue('Amazing');
      await page.getByRole('button', { name: A.logOut }).click();
      await expect(page).toHaveURL(new RegExp(`${T.prefix}/store/harbour-sydney$`));
      // Signed out, the page is private: it sends the visitor to sign in.
      await page.goto(`${T.prefix}/profile`);
      await expect(page).toHaveURL(new RegExp(`${T.prefix}/login$`));
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

/**
 * Part 1 §2 and §4: a store with mandatory login and SMS verification (the demo Test Kitchen)
 * sends a guest from checkout to its store page; a new member verifies their mobile number with
 * the code texted to the outbox, then checks out.
 */
for (const locale of LOCALES) {
  const T = TEXTS[locale];
  const A = T.account;
  test(`mandatory login and SMS verification: a guest goes back to the store, a verified member checks out (${locale})`, async ({ page, isMobile }) => {
    await chooseOrderType(page, 'MENU_TAK');
    await page.goto(`${T.prefix}/store/harbour-test/checkout`);
    await expect(page).toHaveURL(new RegExp(`${T.prefix}/store/harbour-test$`));

    const email = `members-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const phone = `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    if (isMobile) await page.getByRole('button', { name: T.openMenu }).click();
    await page.getByRole('button', { name: A.logIn, exact: true }).click();
    const overlay = page.getByRole('dialog', { name: A.logIn });
    await overlay.getByRole('button', { name: A.register, exact: true }).click();
    for (const [label, value] of [
      [A.email, email],
      [A.confirmEmail, email],
      [A.firstName, 'Grace'],
      [A.lastName, 'Hopper'],
      [A.phone, '0412345678'],
      [A.birthDate, '09/12/1986'],
      [A.password, 'cobol-1959'],
      [A.confirmPassword, 'cobol-1959'],
    ] as const) {
      await overlay.getByLabel(label, { exact: true }).fill(value);
    }
    await overlay.getByRole('button', { name: A.createAccount }).click();

    // View 0: Send stays disabled until the number is a valid AU mobile.
    await expect(overlay.getByRole('heading', { name: A.verifyTitle })).toBeVisible();
    const send = overlay.getByRole('button', { name: A.sendCode });
    await overlay.getByLabel(A.phone, { exact: true }).fill('0212345678');
    await expect(send).toBeDisabled();
    await overlay.getByLabel(A.phone, { exact: true }).fill(phone);
    await send.click();
    // View 2: a wrong code keeps the view with the spec's message; the resend waits its countdown.
    await expect(overlay.getByRole('button', { name: A.resendIn })).toBeDisabled();
    await expect.poll(() => latestOutboxText(`+61${phone.slice(1)}`)).toMatch(/\b\d{6}\b/);
    const code = /\b(\d{6})\b/.exec(latestOutboxText(`+61${phone.slice(1)}`)!)![1];
    await overlay.getByLabel(A.codeLabel, { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await overlay.getByRole('button', { name: A.next }).click();
    await expect(overlay.getByText(A.codeIncorrect)).toBeVisible();
    await overlay.getByLabel(A.codeLabel, { exact: true }).fill(code);
    await overlay.getByRole('button', { name: A.next }).click();
    // View 3: verified; Continue ordering closes the overlay and checkout opens.
    await expect(overlay.getByRole('status')).toHaveText(A.verified);
    await overlay.getByRole('button', { name: A.continueOrdering }).click();
    await expect(overlay).toBeHidden();
    await page.goto(`${T.prefix}/store/harbour-test/checkout`);
    await expect(page).toHaveURL(new RegExp(`${T.prefix}/store/harbour-test/checkout$`));
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  });
}

/**
 * Part 1 §2 history and §4 "Cancel": a member's orders in their history, a cancel request inside
 * the store's buffer (Harbour & Co. allows it to 30 minutes before the time; the orders are
 * tomorrow's pickups at South Bank, which takes pre-orders), "Cancellation not permitted" for 4 s
 * once the order has moved on, and reorder through the checkout.
 */
for (const locale of LOCALES) {
  const T = TEXTS[locale];
  const A = T.account;
  test(`order history: cancel inside the buffer, refused once it moved on, reorder (${locale})`, async ({ page, isMobile }) => {
    await chooseOrderType(page, 'MENU_TAK');
    await page.goto(`${T.prefix}/store/harbour-sydney`);
    const email = await registerMember(page.request, 'history');
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Brisbane' }).format(new Date(Date.now() + 24 * 3600 * 1000));
    const first = await placePickupOrder(page.request, { storeId: '1002', date: tomorrow });
    const second = await placePickupOrder(page.request, { storeId: '1002', date: tomorrow });
    for (const order of [first, second]) await setStatus(page.request, order.orderId, 2);

    await page.reload();
    if (isMobile) {
      await page.getByRole('button', { name: T.openMenu }).click();
      await page.getByRole('dialog', { name: T.drawerTitle }).getByRole('link', { name: A.history }).click();
    } else {
      await page.getByRole('button', { name: email }).click();
      await page.getByRole('menuitem', { name: A.history }).click();
    }
    await expect(page).toHaveURL(new RegExp(`${T.prefix}/harbour-sydney/orderhistory$`));
    await expect(page.getByRole('heading', { level: 1, name: A.history })).toBeVisible();
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(2);
    // Newest first: the second order (the higher number), then the first.
    await expect(cards.nth(0).getByRole('heading', { level: 2 })).toContainText(second.orderNumber);
    const card = (order: { orderNumber: string }) => cards.filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`\\b${order.orderNumber}\\b`) }) });

    await card(first).getByRole('button', { name: A.cancelOrder }).click();
    await expect(card(first).getByText(A.cancelRequested)).toBeVisible();
    await expect(card(first).getByRole('button', { name: A.cancelOrder })).toHaveCount(0);

    // The store completes the second order while the page is open: the request is refused, for 4 s.
    await setStatus(page.request, second.orderId, 4);
    await setStatus(page.request, second.orderId, 5);
    await card(second).getByRole('button', { name: A.cancelOrder }).click();
    await expect(card(second).getByRole('alert')).toHaveText(A.cancellationNotPermitted);
    await expect(card(second).getByRole('alert')).toBeHidden({ timeout: 6_000 });

    // The tracking list follows the orders still in progress: the first (cancel requested), not the completed second.
    await page.goto(`${T.prefix}/harbour-sydney/ordertracking`);
    await expect(page.getByRole('heading', { level: 1, name: A.tracking })).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(cards.nth(0).getByRole('heading', { level: 2 })).toContainText(first.orderNumber);

    // Reorder: the order's store is checked open (South Bank takes pre-orders), then its own checkout.
    await page.goto(`${T.prefix}/harbour-sydney/orderhistory`);
    await card(second).getByRole('button', { name: A.reorder }).click();
    await expect(page).toHaveURL(new RegExp(`${T.prefix}/store/harbour-brisbane/checkout/${second.orderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  });
}
