import { expect, test, type Browser, type BrowserContext, type Cookie, type Page } from '@playwright/test';
import { ownAddress } from './support/address';
import { LOCALES, TEXTS } from './support/texts';

/**
 * Issue 35 item 4: a session ends on the server. A cookie copied before logging out (or before
 * "Sign out everywhere" on another device) no longer opens My account.
 */
test.beforeEach(({ page }) => ownAddress(page));

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A member made through the API, signed out again: the test signs in through the page. */
async function newMember(page: Page): Promise<string> {
  const email = uniqueEmail('session-end');
  const made = await page.request.post('/api/auth/register', {
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
  expect(made.status()).toBe(201);
  await page.context().clearCookies();
  return email;
}

/** The session cookie of a signed-in context. */
async function sessionCookie(context: BrowserContext): Promise<Cookie> {
  const cookie = (await context.cookies()).find(({ name }) => name === 'session' || name === '__Host-session');
  expect(cookie).toBeDefined();
  return cookie!;
}

/** Another browser that holds nothing but a copy of the cookie: where /profile takes it. */
async function profileWith(browser: Browser, cookie: Cookie, prefix: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([cookie]);
  const page = await context.newPage();
  await page.goto(`${prefix}/profile`);
  return page;
}

for (const locale of LOCALES) {
  const T = TEXTS[locale];
  const A = T.account;

  async function signIn(page: Page, email: string) {
    await page.goto(`${T.prefix}/login`);
    await page.getByLabel(A.email, { exact: true }).fill(email);
    await page.getByLabel(A.password, { exact: true }).fill('cobol-1959');
    await page.getByRole('button', { name: A.signIn, exact: true }).click();
    await expect.poll(async () => (await page.context().cookies()).some(({ name }) => name.endsWith('session'))).toBe(true);
  }

  test(`a session cookie copied before logging out no longer opens My account (${locale})`, async ({ page, browser }) => {
    const email = await newMember(page);
    await signIn(page, email);
    const copied = await sessionCookie(page.context());
    // While the session is open, the copy opens My account.
    const before = await profileWith(browser, copied, T.prefix);
    await expect(before.getByLabel(A.email, { exact: true })).toHaveValue(email);
    await before.context().close();

    await page.goto(`${T.prefix}/profile`);
    const ended = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/session' && response.request().method() === 'DELETE');
    await page.getByRole('button', { name: A.logOut }).click();
    expect((await ended).ok()).toBe(true);

    const after = await profileWith(browser, copied, T.prefix);
    await expect(after).toHaveURL(new RegExp(`${T.prefix}/login$`));
    await after.context().close();
  });

  test(`Sign out everywhere on My account ends the member's other sessions too (${locale})`, async ({ page, browser }) => {
    const email = await newMember(page);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await ownAddress(otherPage);
    await signIn(otherPage, email);
    await signIn(page, email);

    await page.goto(`${T.prefix}/profile`);
    await page.getByRole('button', { name: A.signOutEverywhere }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(T.prefix === '' ? '/' : T.prefix);
    await page.goto(`${T.prefix}/profile`);
    await expect(page).toHaveURL(new RegExp(`${T.prefix}/login$`));

    await otherPage.goto(`${T.prefix}/profile`);
    await expect(otherPage).toHaveURL(new RegExp(`${T.prefix}/login$`));
    await other.close();
  });
}
