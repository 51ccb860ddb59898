import { expect, test, type Page } from '@playwright/test';
import { addProduct, CARDS, chooseOrderType, expectPlaced, fillCard, fillDetails, payButton } from './support/checkout';

const BURGER = /^Classic cheeseburger/;

/** Orders POSTed by the page, counted. */
function countOrders(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/stores\/\d+\/orders/.test(request.url())) count += 1;
  });
  return { count: () => count };
}

test.describe('checkout: pickup', () => {
  test.beforeEach(({ page }) => chooseOrderType(page, 'MENU_TAK'));

  test('pickup paid in cash', async ({ page }) => {
    await page.goto('/store/harbour-sydney');
    await addProduct(page, BURGER);
    await page.goto('/store/harbour-sydney/checkout');
    await expect(page.getByRole('tab', { name: 'Pick up' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('1 Alfred Street, Sydney NSW 2000')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Time' })).toHaveValue(/.+/);
    await fillDetails(page);
    await page.getByRole('radio', { name: 'Cash on pickup' }).check();
    await expect(payButton(page)).toHaveText(/^Pay by cash\s*\$18\.00$/);
    await expectPlaced(page, () => payButton(page).click());
  });

  test('pickup paid in cash, in Simplified Chinese', async ({ page }) => {
    await page.goto('/zh-CN/store/harbour-sydney');
    await addProduct(page, BURGER);
    await page.goto('/zh-CN/store/harbour-sydney/checkout');
    await expect(page.getByRole('heading', { level: 1, name: '结账' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '自取' })).toHaveAttribute('aria-selected', 'true');
    await expect(payButton(page)).toBeEnabled();
    await payButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: '请检查标出的字段。' })).toBeVisible();
    await fillDetails(page, 'zh-CN');
    await page.getByRole('radio', { name: '取餐时付现金' }).check();
    await expect(payButton(page)).toHaveText(/^现金支付\s*\$18\.00$/);
    await expectPlaced(page, () => payButton(page).click());
  });

  test('card success', async ({ page }) => {
    await page.goto('/store/harbour-sydney');
    await addProduct(page, BURGER);
    await page.goto('/store/harbour-sydney/checkout');
    await fillDetails(page);
    await fillCard(page, CARDS.success);
    // 1.5 % card surcharge on $18.00.
    await expect(page.getByText('Card surcharge (1.5%)')).toBeVisible();
    await expect(payButton(page)).toHaveText(/^Pay by card\s*\$18\.27$/);
    await expectPlaced(page, () => payButton(page).click());
  });

  test('card declined, then retried with another card', async ({ page }) => {
    const orders = countOrders(page);
    await page.goto('/store/harbour-sydney');
    await addProduct(page, BURGER);
    await page.goto('/store/harbour-sydney/checkout');
    await fillDetails(page);
    await fillCard(page, CARDS.declined);
    await payButton(page).click();
    const failed = page.getByRole('dialog', { name: 'Your payment could not be processed' });
    await expect(failed).toBeVisible();
    await failed.getByRole('button', { name: 'Back to checkout' }).click();
    await expect(failed).toBeHidden();
    await page.getByLabel('Card number').fill(CARDS.success);
    await expectPlaced(page, () => payButton(page).click());
    expect(orders.count()).toBe(2);
  });

  test('a double click on Pay makes one order', async ({ page }) => {
    const orders = countOrders(page);
    await page.goto('/store/harbour-sydney');
    await addProduct(page, BURGER);
    await page.goto('/store/harbour-sydney/checkout');
    await fillDetails(page);
    await page.getByRole('radio', { name: 'Cash on pickup' }).check();
    await expectPlaced(page, () => payButton(page).dblclick());
    expect(orders.count()).toBe(1);
  });

  test('a price changed between view and pay shows the new total, then pays it', async ({ page }) => {
    let tampered = false;
    await page.route('**/api/stores/1001/orders**', async (route) => {
      if (tampered) return route.continue();
      tampered = true;
      // As if the page had shown an older, lower price.
      const body = JSON.parse(route.request().postData() ?? '{}') as { expectedTotal: number };
      await route.continue({ postData: JSON.stringify({ ...body, expectedTotal: body.expectedTotal - 2 }) });
    });
    await page.goto('/store/harbour-sydney');
    await addProduct(page, BURGER);
    await page.goto('/store/harbour-sydney/checkout');
    await fillDetails(page);
    await page.getByRole('radio', { name: 'Cash on pickup' }).check();
    await payButton(page).click();
    const changed = page.getByRole('dialog', { name: 'Prices have changed' });
    await expect(changed).toContainText('Your new total is $18.00.');
    await expectPlaced(page, () => changed.getByRole('button', { name: 'Pay $18.00' }).click());
  });

  test('3-D Secure challenge above the store’s minimum', async ({ page }) => {
    await page.goto('/store/harbour-sydney');
    // 12 burgers: $216 less 10 % over $80, above the $150 3-D Secure minimum.
    await addProduct(page, BURGER, 12);
    await page.goto('/store/harbour-sydney/checkout');
    await fillDetails(page);
    await fillCard(page, CARDS.success);
    await payButton(page).click();
    await expect(page).toHaveURL(/\/sandbox\/3ds\//, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(page).toHaveURL(/\/store\/harbour-sydney\/completeorder\//, { timeout: 15_000 });
  });
});

test.describe('checkout: delivery', () => {
  test.beforeEach(({ page }) => chooseOrderType(page, 'MENU_DEL'));

  test('inside the zone with its fee, then an address outside it offers pickup instead', async ({ page }) => {
    await page.goto('/store/harbour-sydney');
    await addProduct(page, BURGER, 2);
    await page.goto('/store/harbour-sydney/checkout');
    await expect(page.getByRole('tab', { name: 'Delivery' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Street address').fill('1 Macquarie Street');
    await page.getByLabel('Suburb').fill('Sydney');
    await page.getByRole('combobox', { name: 'State' }).selectOption('NSW');
    await page.getByLabel('Postcode').fill('2000');
    const status = page.getByText(/^We deliver to this address\. Delivery fee \$\d+\.\d{2}$/);
    await expect(status).toBeVisible();
    const fee = ((await status.textContent()) ?? '').replace(/^.*Delivery fee /, '');
    const totals = page.getByRole('definition').filter({ hasText: fee });
    await expect(totals.first()).toBeVisible();
    await expect(payButton(page)).toBeEnabled();

    // Lindfield is in the store's postcode areas but beyond its 10 km radius.
    await page.getByLabel('Street address').fill('1 Pacific Highway');
    await page.getByLabel('Suburb').fill('Lindfield');
    await page.getByLabel('Postcode').fill('2070');
    await expect(page.getByText('Sorry we cannot deliver to this address').first()).toBeVisible();
    await expect(payButton(page)).toBeDisabled();
    await page.getByRole('button', { name: 'Pick up instead' }).click();
    await expect(page.getByRole('tab', { name: 'Pick up' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('1 Alfred Street, Sydney NSW 2000')).toBeVisible();
  });

  test('a delivery inside the zone is placed with its fee', async ({ page }) => {
    await page.goto('/store/harbour-sydney');
    await addProduct(page, BURGER, 2);
    await page.goto('/store/harbour-sydney/checkout');
    await page.getByLabel('Street address').fill('1 Macquarie Street');
    await page.getByLabel('Suburb').fill('Sydney');
    await page.getByRole('combobox', { name: 'State' }).selectOption('NSW');
    await page.getByLabel('Postcode').fill('2000');
    await expect(page.getByText(/^We deliver to this address/)).toBeVisible();
    await fillDetails(page);
    await fillCard(page, CARDS.success);
    await expectPlaced(page, () => payButton(page).click());
  });
});

test.describe('checkout: at the table and in the room', () => {
  test('dine in from a QR link, paying later', async ({ page }) => {
    await page.goto('/store/harbour-sydney?table=12&s=x9k');
    await addProduct(page, BURGER);
    await page.goto('/store/harbour-sydney/checkout');
    // A table link is dine in only.
    await expect(page.getByRole('tab')).toHaveText(['Dine in']);
    await expect(page.getByText('Table 12')).toBeVisible();
    await page.getByLabel('First name', { exact: true }).fill('Ada');
    await page.getByRole('radio', { name: 'Pay later' }).check();
    await expect(payButton(page)).toHaveText(/^Pay later\s*\$18\.00$/);
    await expectPlaced(page, () => payButton(page).click());
  });

  test('deliver to room at the hotel, charged to the room', async ({ page }) => {
    await page.goto('/store/grand-pacific?room=1204');
    // Drinks are on the breakfast and the all-day menu alike.
    await addProduct(page, /^Pot of coffee/);
    await page.goto('/store/grand-pacific/checkout');
    await expect(page.getByRole('tab')).toHaveText(['Deliver to room']);
    await expect(page.getByLabel('Room number')).toHaveValue('1204');
    await fillDetails(page);
    await page.getByRole('radio', { name: 'Charge to my room' }).check();
    await expect(payButton(page)).toHaveText(/^Charge to room/);
    await expectPlaced(page, () => payButton(page).click(), 'grand-pacific');
    expect(await page.evaluate(() => window.localStorage.getItem('room'))).toBeNull();
  });
});
