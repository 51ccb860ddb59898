import { expect, test } from '@playwright/test';
import { placePickupOrder, setStatus } from './support/orders';
import { LOCALES, TEXTS } from './support/texts';

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
