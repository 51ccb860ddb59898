import { DEMO_MEMBER_CREDENTIALS } from '../../../lib/seed/users';
import { chooseOrderType } from '../support/checkout';
import { TEXTS } from '../support/texts';
import { expect, test } from './fixtures';
import { SITE } from './sites';

/**
 * Signing in on the deployed build over https (issue 35 item 15): the session is the `__Host-`
 * cookie production sets, Secure, which a browser keeps only over https, and logging out ends it.
 */
const A = TEXTS.en.account;
const { email, password } = DEMO_MEMBER_CREDENTIALS;

test.beforeEach(({ page }) => chooseOrderType(page, 'MENU_TAK'));

test('the demo member signs in, stays signed in across a reload, and logs out', async ({ page }) => {
  await page.goto('/store/harbour-sydney');
  await page.getByRole('button', { name: A.logIn, exact: true }).click();
  const overlay = page.getByRole('dialog', { name: A.logIn });
  await overlay.getByLabel(A.email, { exact: true }).fill(email);
  await overlay.getByLabel(A.password, { exact: true }).fill(password);
  await overlay.getByRole('button', { name: A.signIn, exact: true }).click();
  await expect(overlay).toBeHidden();
  await expect(page.getByRole('button', { name: email })).toBeVisible();

  const session = (await page.context().cookies(SITE)).find((cookie) => cookie.name === '__Host-session');
  expect(session).toMatchObject({ domain: new URL(SITE).hostname, path: '/', secure: true, httpOnly: true });
  await page.reload();
  await expect(page.getByRole('button', { name: email })).toBeVisible();

  const ended = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/session' && response.request().method() === 'DELETE');
  await page.getByRole('button', { name: email }).click();
  await page.getByRole('menuitem', { name: A.logOut }).click();
  expect((await ended).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: A.logIn, exact: true })).toBeVisible();
  expect((await page.context().cookies(SITE)).some((cookie) => cookie.name === '__Host-session')).toBe(false);
});
