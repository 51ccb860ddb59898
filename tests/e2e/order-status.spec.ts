import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { LOCALES, TEXTS } from './support/texts';

/** The open demo store (Harbour & Co. Circular Quay: open all day, pickup, cash on pickup). */
const STORE_ID = '1001';
/** The demo store's key for its systems' status API (README "HTTP API"). */
const STORE_KEY = process.env.E2E_STORE_KEY ?? 'demo-store-key-sandbox';

interface MenuProduct {
  ID: string;
  Name: string;
  Status?: number;
  ModifierGroups?: string[];
}

/** A pickup order paid in cash, placed through the real POST /api/stores/{storeId}/orders. */
async function placePickupOrder(request: APIRequestContext): Promise<{ orderId: string; statusUrl: string }> {
  const { menu } = (await (await request.get(`/api/stores/${STORE_ID}/menu`)).json()) as { menu: { Products: Record<string, MenuProduct>; Categories: { SubMenuItems: { ProductID: string; Price: number }[] }[] } };
  const simple = menu.Categories.flatMap((category) => category.SubMenuItems).find((item) => {
    const product = menu.Products[item.ProductID];
    return product && product.Status !== 3 && (product.ModifierGroups ?? []).length === 0;
  });
  expect(simple, 'the demo menu has a product without options').toBeTruthy();
  const slots = (await (await request.get(`/api/stores/${STORE_ID}/slots?orderType=3`)).json()) as { slots: { start: number }[] };
  expect(slots.slots.length).toBeGreaterThan(0);
  const body = {
    orderType: 3,
    scheduledTime: slots.slots[0].start,
    items: [{ id: simple!.ProductID, quantity: 1 }],
    contact: { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com', PhoneNumber: '0412345678' },
    payment: { method: 3 },
    expectedTotal: simple!.Price,
  };
  const key = randomUUID();
  let response = await request.post(`/api/stores/${STORE_ID}/orders`, { data: body, headers: { 'Idempotency-Key': key } });
  if (response.status() === 409) {
    // A surcharge of the day changed the total: take the server's, as the checkout page does.
    const { details } = ((await response.json()) as { error: { details: { total: number } } }).error;
    response = await request.post(`/api/stores/${STORE_ID}/orders`, { data: { ...body, expectedTotal: details.total }, headers: { 'Idempotency-Key': randomUUID() } });
  }
  expect(response.status()).toBe(201);
  return (await response.json()) as { orderId: string; statusUrl: string };
}

async function setStatus(request: APIRequestContext, orderId: string, status: number) {
  const response = await request.put(`/api/orders/${orderId}/status`, { data: { status }, headers: { Authorization: `Bearer ${STORE_KEY}` } });
  expect(response.ok()).toBe(true);
}

for (const locale of LOCALES) {
  const T = TEXTS[locale].status;
  test(`the order status page moves from sent to being prepared to ready for pickup while it is open, without a reload (${locale})`, async ({ page, request }) => {
    const order = await placePickupOrder(request);
    let documents = 0;
    page.on('request', (each) => {
      if (each.resourceType() === 'document') documents += 1;
    });
    await page.goto(`${TEXTS[locale].prefix}${order.statusUrl}`);
    const headline = page.getByRole('heading', { level: 1 });
    await expect(headline).toHaveText(T.sent);
    const progress = page.getByRole('list', { name: T.progress });
    await expect(progress.locator('[aria-current="step"]')).toContainText(T.nodeSent);

    await setStatus(request, order.orderId, 2);
    await expect(headline).toHaveText(T.preparing);
    await expect(progress.locator('[aria-current="step"]')).toContainText(T.preparing);

    await setStatus(request, order.orderId, 4);
    await expect(headline).toHaveText(T.ready);
    await expect(progress.locator('[aria-current="step"]')).toContainText(T.ready);
    expect(documents).toBe(1);
    await expect(page.getByRole('link', { name: T.continueOrdering })).toHaveAttribute('href', `${TEXTS[locale].prefix}/store/harbour-sydney`);
  });
}

test.describe('the order status page', () => {
  test('without the token of its link, the order is not found', async ({ page, request }) => {
    const order = await placePickupOrder(request);
    // The page streams behind its loading skeleton, so the answer is already under way (200, noindex) when the order is refused.
    await page.goto(order.statusUrl.replace(/\?t=.*$/, ''));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('page not found !');
    expect((await request.get(`/api/orders/${order.orderId}`)).status()).toBe(404);
  });
});
