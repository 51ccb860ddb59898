import { expect, test, type Page } from '@playwright/test';
import { choosePickupBeforehand } from './support/order-type';
import { chooseDelivery } from './support/wizard';

const cartPanel = (page: Page) => page.getByRole('complementary', { name: 'Your order' });

async function openCart(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('link', { name: /View cart/ }).click();
    await expect(page).toHaveURL(/\/shoppingcartmobile/);
    return page.getByRole('main');
  }
  return cartPanel(page);
}

async function addProduct(page: Page, name: string) {
  await page
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: /Add to cart/ }).click();
  await expect(dialog).toBeHidden();
}

test.describe('the cart follows the wizard and the store rules', () => {
  test('delivery: the quoted fee is in the cart totals and the total, after a reload too', async ({ page, isMobile }) => {
    await page.goto('/store/harbour-sydney');
    await chooseDelivery(page, isMobile);
    await addProduct(page, 'Pavlova');
    await addProduct(page, 'Classic cheeseburger');
    let cart = await openCart(page, isMobile);
    const totals = () => cart.getByLabel('Order totals');
    await expect(totals()).toContainText('Delivery$7.60');
    // $14 + $18 = $32 of goods, plus the $7.60 fee.
    await expect(totals()).toContainText('Total$39.60');
    await page.reload();
    cart = isMobile ? page.getByRole('main') : cartPanel(page);
    await expect(totals()).toContainText('Delivery$7.60');
    await expect(totals()).toContainText('Total$39.60');
  });

  test('under the delivery minimum: the message and a disabled checkout button', async ({ page, isMobile }) => {
    await page.addInitScript(() => {
      window.sessionStorage.setItem('orderType', JSON.stringify('MENU_DEL'));
    });
    await page.goto('/store/harbour-sydney');
    await addProduct(page, 'Pavlova');
    const cart = await openCart(page, isMobile);
    await expect(cart.getByRole('status').filter({ hasText: 'minimum purchase' })).toHaveText('minimum purchase is $25.00 (excluding delivery fee)');
    await expect(cart.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  test('a coupon that no longer reduces anything shows as unused', async ({ page, isMobile }) => {
    await choosePickupBeforehand(page);
    await page.goto('/store/harbour-sydney');
    await addProduct(page, 'Pavlova');
    await addProduct(page, 'Classic cheeseburger');
    const cart = await openCart(page, isMobile);
    await cart.getByRole('textbox', { name: 'Discount code' }).fill('DESSERT20');
    await cart.getByRole('button', { name: 'Apply' }).click();
    await expect(cart.getByText('DESSERT20', { exact: true })).toBeVisible();
    await expect(cart.getByText('used', { exact: true })).toBeVisible();
    await cart.getByRole('button', { name: 'Remove Pavlova' }).click();
    await expect(cart.getByText('not used', { exact: true })).toBeVisible();
  });

  test('a ?menu= cart survives the mobile cart', async ({ page }) => {
    await page.goto('/store/grand-pacific?menu=Breakfast%20in%20bed');
    await addProduct(page, 'Continental breakfast');
    const href = await page.locator('a[href*="shoppingcartmobile"]').first().getAttribute('href');
    expect(href).toContain('menu=Breakfast+in+bed');
    await page.goto(href!);
    const cart = page.getByRole('main');
    await expect(cart).toContainText('Continental breakfast');
    await expect(cart).toContainText('$32.00');
    await page.reload();
    await expect(page.getByRole('main')).toContainText('Continental breakfast');
  });

  test('a table link keeps hiding the other order types after navigating away and back', async ({ page }) => {
    // Table 5 of the flagship and its code (docs/features.md "Ordering at the table").
    await page.goto('/store/harbour-sydney?table=5&s=o9l62Zp9UCpRiacS');
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour & Co. Circular Quay' })).toBeVisible();
    // The page keeps the link's table once it is interactive (the heading is drawn before that).
    await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('table'))).not.toBeNull();
    await page.goto('/about');
    // Only the table is left in the session: without it the wizard would offer delivery and pickup.
    await page.evaluate(() => window.sessionStorage.removeItem('orderType'));
    await page.goto('/store/harbour-sydney');
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour & Co. Circular Quay' })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await page.evaluate(() => window.sessionStorage.getItem('table'))).toBe(JSON.stringify({ TableNumber: '5', SecurityCode: 'o9l62Zp9UCpRiacS' }));
  });

  test('a table link with a wrong code says so, starts no dine-in and forgets the table saved before', async ({ page }) => {
    await page.goto('/store/harbour-sydney?table=5&s=o9l62Zp9UCpRiacS');
    await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('table'))).not.toBeNull();
    await page.goto('/store/harbour-sydney?table=12&s=wrong');
    // The page's notice (the wizard, open over it, says so too in its own words).
    await expect(page.getByRole('alert').filter({ hasText: 'Please scan the code on your table again' })).toContainText('This table link is not valid');
    await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('table'))).toBeNull();
    expect(await page.evaluate(() => window.sessionStorage.getItem('orderType'))).toBeNull();
    // The wizard offers every order type again: nothing is dine in at a table.
    const wizard = page.getByRole('dialog', { name: 'How would you like your order?' });
    await expect(wizard.getByRole('radio', { name: 'Delivery' })).toBeVisible();
    // The right link is taken as ever, and no notice is shown.
    await page.goto('/store/harbour-sydney?table=12&s=hVjhJDds96BW9FoJ');
    await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('table'))).toBe(JSON.stringify({ TableNumber: '12', SecurityCode: 'hVjhJDds96BW9FoJ' }));
    await expect(page.getByText('This table link is not valid')).toHaveCount(0);
  });
});

test.describe('the store list with a location', () => {
  test.use({ geolocation: { latitude: -33.8615, longitude: 151.2108 }, permissions: ['geolocation'] });

  test('sorted by distance with the km shown, closed stores last; Near me keeps the stores within 5 km', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('[data-store-id]:visible');
    await expect(cards.filter({ hasText: 'Harbour & Co. Circular Quay' })).toContainText('0.0 km');
    // The cards are placed with CSS `order`: read them in the order they are shown, not the DOM's.
    const shown = async () =>
      cards.evaluateAll((items) =>
        items
          .map((item, index) => ({ order: Number(getComputedStyle(item).order), index, text: (item as HTMLElement).innerText }))
          .sort((a, b) => a.order - b.order || a.index - b.index)
          .map((item) => item.text),
      );
    const texts = await shown();
    expect(texts[0]).toContain('Harbour & Co. Circular Quay');
    const kms = texts.map((text) => Number(/([\d.]+) km/.exec(text)?.[1] ?? Number.NaN));
    const closed = texts.map((text) => /Closed/i.test(text));
    const firstClosed = closed.indexOf(true);
    if (firstClosed >= 0) expect(closed.slice(firstClosed).every(Boolean)).toBe(true);
    const openKms = kms.slice(0, firstClosed >= 0 ? firstClosed : undefined).filter((km) => !Number.isNaN(km));
    expect(openKms).toEqual([...openKms].sort((a, b) => a - b));

    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByRole('button', { name: 'Near me' })).toHaveAttribute('aria-pressed', 'true');
    const near = await shown();
    expect(near.length).toBeGreaterThan(0);
    for (const text of near) expect(Number(/([\d.]+) km/.exec(text)?.[1])).toBeLessThanOrEqual(5);
  });
});
