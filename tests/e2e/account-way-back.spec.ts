import { expect, test, type Page } from '@playwright/test';
import { registerMember } from './support/member';
import { LOCALES, TEXTS } from './support/texts';

/**
 * Issue 36 #19: the account pages lead back to the store they were opened from. Log out on
 * /profile goes to that store; profile, order history and loyalty pages link back to it above
 * their title.
 */
const W = {
  en: { back: 'Back to the store', logOut: 'Log out', profile: 'My account', history: 'Order history', loyalty: 'Loyalty points' },
  'zh-CN': { back: '返回商店', logOut: '退出登录', profile: '我的账户', history: '订单历史', loyalty: '会员积分' },
} as const;

for (const locale of LOCALES) {
  const { prefix } = TEXTS[locale];
  const L = W[locale];
  const storePath = `${prefix}/store/harbour-sydney`;

  /** The link back, before the page's title and in view as the page opens. */
  async function expectWayBack(page: Page, title: string) {
    const back = page.getByRole('main').getByRole('link', { name: L.back }).first();
    await expect(back).toBeInViewport();
    await expect(back).toHaveAttribute('href', storePath);
    const heading = page.getByRole('heading', { level: 1, name: title });
    const [link, head] = await Promise.all([back.boundingBox(), heading.boundingBox()]);
    expect(link!.y).toBeLessThan(head!.y);
  }

  test(`${locale}: the account pages link back to the store; Log out on the profile goes to the store`, async ({ page }) => {
    // Five page loads, the store's among them.
    test.setTimeout(90_000);
    await page.goto(storePath);
    await registerMember(page.request, 'way-back');

    await page.goto(`${prefix}/harbour-sydney/orderhistory`);
    await expectWayBack(page, L.history);
    await page.goto(`${prefix}/harbour-sydney/loyalty`);
    await expectWayBack(page, L.loyalty);

    await page.goto(`${prefix}/profile?store=harbour-sydney`);
    await expectWayBack(page, L.profile);
    await page.getByRole('button', { name: L.logOut, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${storePath}$`));
  });
}
