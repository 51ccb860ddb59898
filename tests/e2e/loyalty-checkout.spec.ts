import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { chooseOrderType, expectPlaced, fillDetails } from './support/checkout';
import { setStatus } from './support/orders';
import { LOCALES } from './support/texts';
import { ownAddress } from './support/address';

test.beforeEach(({ page }) => ownAddress(page));

/**
 * Members at checkout (issue 15 item 8; part 1 §4 "Redemption", §9 points; part 2 §5): a member
 * earns points on a completed order, redeems a reward into the cart and pays the rest with points.
 * Demo store Harbour & Co. Circular Quay: 1 point per dollar, 20 points to the dollar, a free flat
 * white for 100 points (its milk is chosen in the dialog).
 */
const T = {
  en: {
    prefix: '',
    rewards: 'Rewards',
    redeemCoffee: 'Redeem: Free flat white',
    addToCart: /^Add to cart/,
    orPoints: 'or 100 points',
    points: 'Loyalty points',
    payByPoints: /^Pay by loyalty points/,
    needs: /This order needs \d+ points\./,
  },
  'zh-CN': {
    prefix: '/zh-CN',
    rewards: '奖励',
    redeemCoffee: '兑换: Free flat white',
    addToCart: /^加入购物车/,
    orPoints: '或 100 积分',
    points: '积分',
    payByPoints: /^使用积分付款/,
    needs: /此订单需要 \d+ 积分。/,
  },
} as const;

interface Menu {
  Products: Record<string, { ID: string; Name: string; Status?: number; ModifierGroups?: string[]; Price?: number }>;
  Categories: { SubMenuItems: { ProductID: string; Price: number }[] }[];
}

/** Products without options, cheapest first. */
async function simpleProducts(request: APIRequestContext) {
  const { menu } = (await (await request.get('/api/stores/1001/menu')).json()) as { menu: Menu };
  const seen = new Set<string>();
  return menu.Categories.flatMap((c) => c.SubMenuItems)
    .filter((item) => {
      const product = menu.Products[item.ProductID];
      const fresh = !seen.has(item.ProductID);
      seen.add(item.ProductID);
      return fresh && product && product.Status !== 3 && (product.ModifierGroups ?? []).length === 0;
    })
    .sort((a, b) => a.Price - b.Price)
    .map((item) => ({ id: item.ProductID, name: menu.Products[item.ProductID].Name, price: item.Price }));
}

/** A cash pickup of `quantity` × the product, placed as the context's member; the server's total when a surcharge of the day applies. */
async function placeCashOrder(request: APIRequestContext, item: { id: string; price: number }, quantity: number): Promise<{ orderId: string; total: number }> {
  const slots = (await (await request.get('/api/stores/1001/slots?orderType=3')).json()) as { slots: { start: number }[] };
  const body = {
    orderType: 3,
    scheduledTime: slots.slots[0].start,
    items: [{ id: item.id, quantity }],
    contact: { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com', PhoneNumber: '0412345678' },
    payment: { method: 3 },
    expectedTotal: Math.round(item.price * quantity * 100) / 100,
  };
  let response = await request.post('/api/stores/1001/orders', { data: body, headers: { 'Idempotency-Key': randomUUID() } });
  if (response.status() === 409) {
    const { details } = ((await response.json()) as { error: { details: { total: number } } }).error;
    response = await request.post('/api/stores/1001/orders', { data: { ...body, expectedTotal: details.total }, headers: { 'Idempotency-Key': randomUUID() } });
  }
  expect(response.status()).toBe(201);
  return (await response.json()) as { orderId: string; total: number };
}

async function registerMember(page: Page) {
  const email = `points-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: {
      email,
      confirmEmail: email,
      firstName: 'Grace',
      lastName: 'Hopper',
      address: '',
      phone: '0412345678',
      birthDate: '09/12/1986',
      password: 'cobol-1959',
      confirmPassword: 'cobol-1959',
      storeId: '1001',
    },
  });
  expect(response.status()).toBe(201);
}

const pointsOf = async (request: APIRequestContext) => ((await (await request.get('/api/auth/session')).json()) as { member: { rewardPoints: number } }).member.rewardPoints;

for (const locale of LOCALES) {
  const L = T[locale];
  test(`a member earns points, redeems a free flat white and pays the rest with points (${locale})`, async ({ page, isMobile }) => {
    // A whole journey: an order placed and completed, a reward, a checkout.
    test.slow();
    await chooseOrderType(page, 'MENU_TAK');
    await page.goto(`${L.prefix}/store/harbour-sydney`);
    await registerMember(page);
    // Earn: a completed order credits floor(spend / $1) × 1 point.
    const products = await simpleProducts(page.request);
    const cheapest = products[0];
    const priciest = products[products.length - 1];
    const { orderId, total } = await placeCashOrder(page.request, priciest, 20);
    expect(await pointsOf(page.request)).toBe(0);
    for (const status of [2, 4, 5]) await setStatus(page.request, orderId, status);
    const earned = await pointsOf(page.request);
    expect(earned).toBe(Math.floor(total));

    // Redeem: the cart's rewards (the mobile cart on a phone); the flat white's options are chosen in its dialog.
    await page.reload();
    if (isMobile) await page.goto(`${L.prefix}/store/harbour-sydney/shoppingcartmobile`);
    const rewards = page.getByRole('region', { name: L.rewards });
    await expect(rewards).toBeVisible();
    await rewards.getByRole('button', { name: L.redeemCoffee }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: L.addToCart }) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(L.orPoints)).toBeVisible();
    await expect(dialog.getByRole('button', { name: L.addToCart })).toContainText('$0.00');
    await dialog.getByRole('button', { name: L.addToCart }).click();
    await expect(dialog).toBeHidden();

    // And something to pay for, paid with points: the rest of the balance after the reward's 100.
    await page
      .getByRole('button', { name: new RegExp(cheapest.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first()
      .click();
    const productDialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: L.addToCart }) });
    await productDialog.getByRole('button', { name: L.addToCart }).click();
    await expect(productDialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => (JSON.parse(window.localStorage.getItem('cart') ?? '{}') as { lines?: unknown[] }).lines?.length ?? 0)).toBe(2);

    await page.goto(`${L.prefix}/store/harbour-sydney/checkout`);
    await fillDetails(page, locale, { member: true });
    await page.getByRole('radio', { name: L.points, exact: true }).check();
    // The hint counts the reward's 100 points and the total's (total × 20, after the checkout's discounts).
    const hint = page.getByText(L.needs);
    await expect(hint).toBeVisible();
    const needed = Number(/(\d+)\D*$/.exec((await hint.textContent()) ?? '')?.[1]);
    expect(needed).toBeGreaterThan(100);
    const placedId = await expectPlaced(page, () => page.getByRole('button', { name: L.payByPoints }).click(), 'harbour-sydney', locale);
    expect(placedId).toBeTruthy();
    expect(await pointsOf(page.request)).toBe(earned - needed);
  });
}
