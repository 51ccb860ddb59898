import { expect, test } from '@playwright/test';
import { chooseOrderType } from './support/checkout';
import { moveOrderToStore, placePickupOrder } from './support/orders';
import { LOCALES, TEXTS } from './support/texts';
import { ownAddress } from './support/address';
import { registerMember } from './support/members';

test.beforeEach(({ page }) => ownAddress(page));

/**
 * Part 1 §2 "reorder carousel" and §4 "Reorder": a member's past order offered again on the store
 * screen (up to 4 items, the date as weekday day month hh:mm am/pm), reordered into its checkout;
 * an order of a store that is not taking orders gets the alert with the store's closing message.
 */
const R = {
  en: {
    heading: 'Order again',
    reorder: 'Reorder',
    skip: 'Skip previous orders',
    date: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\s\d{1,2}\s(January|February|March|April|May|June|July|August|September|October|November|December)\s(0\d|1[0-2]):[0-5]\d\s(am|pm)$/,
    oops: 'Oops!',
  },
  'zh-CN': {
    heading: '再来一单',
    reorder: '再次下单',
    skip: '跳过历史订单',
    date: /^\d{1,2}月\d{1,2}日 周[一二三四五六日] (上午|下午)(0\d|1[0-2]):[0-5]\d$/,
    oops: '哎呀！',
  },
} as const;

/** Harbour & Co. Docklands (1004): not in operation, with its own closing message. */
const CLOSED_STORE = { id: '1004', message: 'Harbour & Co. Docklands is closed for renovations. Visit us at Circular Quay in the meantime!' };

for (const locale of LOCALES) {
  const T = TEXTS[locale];
  const L = R[locale];

  test(`the store screen offers the member's past order again; Reorder opens its checkout with the items (${locale})`, async ({ page }) => {
    await chooseOrderType(page, 'MENU_TAK');
    await page.goto(`${T.prefix}/store/harbour-sydney`);
    await registerMember(page.request, { prefix: 'reorder', phone: '0412345678' });
    const order = await placePickupOrder(page.request);

    await page.reload();
    const carousel = page.getByRole('region', { name: L.heading });
    await expect(carousel).toBeVisible();
    const card = carousel
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: L.reorder }) })
      .first();
    await expect(card.locator('p').first()).toHaveText(L.date);
    const item = (await card.getByRole('list').getByRole('listitem').first().textContent()) ?? '';
    const name = item.replace(/^\d+ × /, '');
    expect(name.length).toBeGreaterThan(0);

    await card.getByRole('button', { name: L.reorder }).click();
    await expect(page).toHaveURL(new RegExp(`${T.prefix}/store/harbour-sydney/checkout/${order.orderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    await expect(page.getByRole('main').getByText(name).first()).toBeVisible();
  });

  test(`Skip hides the previous orders for the visit (${locale})`, async ({ page }) => {
    await chooseOrderType(page, 'MENU_TAK');
    await page.goto(`${T.prefix}/store/harbour-sydney`);
    await registerMember(page.request, { prefix: 'reorder', phone: '0412345678' });
    await placePickupOrder(page.request);
    await page.reload();
    const carousel = page.getByRole('region', { name: L.heading });
    await carousel.getByRole('button', { name: L.skip }).click();
    await expect(carousel).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: L.heading })).toHaveCount(0);
  });

  test(`an order of a store not taking orders gets the alert with its closing message (${locale})`, async ({ page }) => {
    await chooseOrderType(page, 'MENU_TAK');
    await page.goto(`${T.prefix}/store/harbour-sydney`);
    await registerMember(page.request, { prefix: 'reorder', phone: '0412345678' });
    const order = await placePickupOrder(page.request);
    moveOrderToStore(order.orderId, CLOSED_STORE.id);

    await page.goto(`${T.prefix}/harbour-sydney/orderhistory`);
    await page.getByRole('main').getByRole('button', { name: T.account.reorder }).first().click();
    const alert = page.getByRole('dialog', { name: L.oops });
    await expect(alert).toContainText(CLOSED_STORE.message);
    await expect(page).toHaveURL(new RegExp(`${T.prefix}/harbour-sydney/orderhistory$`));
    await alert.getByRole('button').click();
    await expect(alert).toBeHidden();
  });
}
