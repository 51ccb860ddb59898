import { expect, test, type Page } from '@playwright/test';
import { chooseOrderType } from './support/checkout';
import { placePickupOrder, setStatus } from './support/orders';
import { LOCALES, TEXTS } from './support/texts';

/** The seeded demo member (lib/seed/users.ts): points on the Harbour & Co. brand and 6 stamps on Circular Quay's coffee card. */
const DEMO = { email: 'demo@example.com', password: 'Demo1234' };

/** The loyalty pages' words, written out (not read from the catalogues). */
const WORDS = {
  en: {
    loyaltyItem: 'Loyalty',
    stampsItem: 'Stamps',
    title: 'Loyalty points',
    stampsTitle: 'Stamps',
    points: /^[\d,]+ points$/,
    worth: /^Worth \$[\d,]+\.\d{2} at this store$/,
    ring: 'Free flat white',
    ring100: /^\d+ of 100 points towards Free flat white$/,
    rewards: 'Rewards',
    history: 'Points history',
    redeemed: 'Redeemed',
    spent: (points: number) => `−${points} points`,
    order: (number: string) => `Order #${number}`,
    card: 'Coffee card',
    stampsOf: /^\d+ \/ 9$/,
    reward: 'Reward: Flat white',
    stampsHistory: 'Stamps history',
  },
  'zh-CN': {
    loyaltyItem: '会员积分',
    stampsItem: '集印花',
    title: '会员积分',
    stampsTitle: '集印花',
    points: /^[\d,]+ 积分$/,
    worth: /^在本店价值 \$[\d,]+\.\d{2}$/,
    ring: 'Free flat white',
    ring100: /^兑换Free flat white：已有 \d+ \/ 100 积分$/,
    rewards: '奖励',
    history: '积分记录',
    redeemed: '已使用',
    spent: (points: number) => `−${points} 积分`,
    order: (number: string) => `订单号 ${number}`,
    card: 'Coffee card',
    stampsOf: /^\d+ \/ 9$/,
    reward: '奖励：Flat white',
    stampsHistory: '印花记录',
  },
} as const;

for (const locale of LOCALES) {
  const T = TEXTS[locale];
  const W = WORDS[locale];
  const store = (rest = '') => `${T.prefix}/store/harbour-sydney${rest}`;

  /** Opens an item of the member's menu: the user dropdown on a desktop, the drawer on a phone (part 1 §2 "Top menu and drawer"). */
  async function openFromMenu(page: Page, isMobile: boolean, item: string) {
    await page.goto(store());
    if (isMobile) {
      await page.getByRole('button', { name: T.openMenu }).click();
      await page.getByRole('dialog', { name: T.drawerTitle }).getByRole('link', { name: item, exact: true }).click();
    } else {
      await page.getByRole('button', { name: DEMO.email }).click();
      await page.getByRole('menuitem', { name: item, exact: true }).click();
    }
  }

  test.describe(`loyalty pages (${locale})`, () => {
    test.beforeEach(({ page }) => chooseOrderType(page, 'MENU_TAK'));

    test('a visitor without a session is sent to sign in', async ({ page }) => {
      await page.goto(`${T.prefix}/harbour-sydney/loyalty`);
      await expect(page).toHaveURL(/\/login\/harbour-sydney\/false$/);
      await page.goto(`${T.prefix}/harbour-sydney/userStamps`);
      await expect(page).toHaveURL(/\/login\/harbour-sydney\/false$/);
    });

    test('the member opens Loyalty from the menu: balance, ring, rewards and the points an order paid; then Stamps', async ({ page, isMobile }) => {
      const signedIn = await page.request.post('/api/auth/sign-in', { data: DEMO });
      expect(signedIn.ok()).toBe(true);
      // A real order paid with points writes the history line the page shows.
      const order = await placePickupOrder(page.request, { method: 2 });
      // Points needed = total × PointsToDollarRatio (20 on the brand's menu), rounded up.
      const spent = Math.ceil(Number((order.total * 20).toPrecision(12)));
      try {
        await openFromMenu(page, isMobile, W.loyaltyItem);
        await expect(page).toHaveURL(/\/harbour-sydney\/loyalty$/);
        await expect(page.getByRole('heading', { level: 1, name: W.title })).toBeVisible();
        await expect(page.getByText(W.points).first()).toBeVisible();
        await expect(page.getByText(W.worth)).toBeVisible();
        // The ring goes towards the first reward, the 100-point flat white (full once the balance reaches it).
        await expect(page.getByRole('img', { name: W.ring100 })).toBeVisible();
        await expect(page.getByRole('region', { name: W.rewards }).getByText(W.ring)).toBeVisible();
        const history = page.getByRole('region', { name: W.history });
        const line = history.getByRole('listitem').filter({ hasText: W.order(order.orderNumber) });
        await expect(line).toBeVisible();
        await expect(line.getByText(W.redeemed)).toBeVisible();
        await expect(line.getByText(W.spent(spent))).toBeVisible();

        await openFromMenu(page, isMobile, W.stampsItem);
        await expect(page).toHaveURL(/\/harbour-sydney\/userStamps$/);
        await expect(page.getByRole('heading', { level: 1, name: W.stampsTitle })).toBeVisible();
        await expect(page.getByRole('heading', { name: W.card })).toBeVisible();
        await expect(page.getByText(W.stampsOf)).toBeVisible();
        await expect(page.getByRole('progressbar', { name: W.card })).toBeVisible();
        await expect(page.getByText(W.reward)).toBeVisible();
        await expect(page.getByRole('region', { name: W.stampsHistory })).toBeVisible();
      } finally {
        // Rejected by the store: the points it took go back to the member (part 1 §4), so runs do not drain the demo balance.
        await setStatus(page.request, order.orderId, 11);
      }
    });
  });
}
