import { expect, test, type Page } from '@playwright/test';
import { addProduct, CARDS, chooseOrderType, expectPlaced, fillCard, fillDetails, payButton, pressPay } from './support/checkout';
import { LOCALES, TEXTS } from './support/texts';

const BURGER = /^Classic cheeseburger/;

/** Orders POSTed by the page, counted. */
function countOrders(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/stores\/\d+\/orders/.test(request.url())) count += 1;
  });
  return { count: () => count };
}

for (const locale of LOCALES) {
  const T = TEXTS[locale];
  const store = (slug: string, rest = '') => `${T.prefix}/store/${slug}${rest}`;

  test.describe(`checkout: pickup (${locale})`, () => {
    test.beforeEach(({ page }) => chooseOrderType(page, 'MENU_TAK'));

    test('pickup paid in cash', async ({ page }) => {
      await page.goto(store('harbour-sydney'));
      await addProduct(page, BURGER);
      await page.goto(store('harbour-sydney', '/checkout'));
      await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
      await expect(page.getByRole('tab', { name: T.tabs.pickup })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText('1 Alfred Street, Sydney NSW 2000')).toBeVisible();
      await expect(page.getByRole('combobox', { name: T.time })).toHaveValue(/.+/);
      // Pay before the details: every field says what it needs, and nothing is sent.
      const orders = countOrders(page);
      await pressPay(page);
      await expect(page.getByRole('alert').filter({ hasText: T.reviewErrors })).toBeVisible();
      expect(orders.count()).toBe(0);
      await fillDetails(page, locale);
      await page.getByRole('radio', { name: T.cash }).check();
      await expect(payButton(page)).toHaveText(new RegExp(`^${T.payByCash}\\s*\\$18\\.00$`));
      await expectPlaced(page, () => pressPay(page), 'harbour-sydney', locale);
    });

    test('a phone whose clock is 45 minutes slow is offered the server’s times, and its order is placed', async ({ page, request }) => {
      // lib/client/server-clock.ts: the page sets its clock by the Date of the API's fresh answers.
      await page.clock.install({ time: Date.now() - 45 * 60_000 });
      await page.goto(store('harbour-sydney'));
      await addProduct(page, BURGER);
      await page.goto(store('harbour-sydney', '/checkout'));
      const time = page.getByRole('combobox', { name: T.time });
      await expect
        .poll(async () => {
          const { slots } = (await (await request.get('/api/stores/1001/slots?orderType=3')).json()) as { slots: { start: number }[] };
          return (await time.inputValue()) === new Date(slots[0].start * 1000).toISOString();
        })
        .toBe(true);
      await fillDetails(page, locale);
      await page.getByRole('radio', { name: T.cash }).check();
      await expectPlaced(page, () => pressPay(page), 'harbour-sydney', locale);
    });

    test('card success', async ({ page }) => {
      await page.goto(store('harbour-sydney'));
      await addProduct(page, BURGER);
      await page.goto(store('harbour-sydney', '/checkout'));
      await fillDetails(page, locale);
      await fillCard(page, CARDS.success, locale);
      // 1.5 % card surcharge on $18.00.
      await expect(page.getByText(T.cardSurcharge)).toBeVisible();
      await expect(payButton(page)).toHaveText(new RegExp(`^${T.payByCard}\\s*\\$18\\.27$`));
      await expectPlaced(page, () => pressPay(page), 'harbour-sydney', locale);
    });

    test('card declined, then retried with another card', async ({ page }) => {
      const orders = countOrders(page);
      await page.goto(store('harbour-sydney'));
      await addProduct(page, BURGER);
      await page.goto(store('harbour-sydney', '/checkout'));
      await fillDetails(page, locale);
      await fillCard(page, CARDS.declined, locale);
      await pressPay(page);
      const failed = page.getByRole('dialog', { name: T.failedTitle });
      await expect(failed).toBeVisible();
      await failed.getByRole('button', { name: T.backToCheckout }).click();
      await expect(failed).toBeHidden();
      await fillCard(page, CARDS.success, locale);
      await expectPlaced(page, () => pressPay(page), 'harbour-sydney', locale);
      expect(orders.count()).toBe(2);
    });

    test('a double click on Pay makes one order', async ({ page }) => {
      const orders = countOrders(page);
      await page.goto(store('harbour-sydney'));
      await addProduct(page, BURGER);
      await page.goto(store('harbour-sydney', '/checkout'));
      await fillDetails(page, locale);
      await page.getByRole('radio', { name: T.cash }).check();
      await expectPlaced(page, () => pressPay(page, 'dblclick'), 'harbour-sydney', locale);
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
      await page.goto(store('harbour-sydney'));
      await addProduct(page, BURGER);
      await page.goto(store('harbour-sydney', '/checkout'));
      await fillDetails(page, locale);
      await page.getByRole('radio', { name: T.cash }).check();
      await pressPay(page);
      const changed = page.getByRole('dialog', { name: T.priceChangedTitle });
      await expect(changed).toContainText(T.newTotal('$18.00'));
      await expectPlaced(page, () => changed.getByRole('button', { name: T.payTotal('$18.00') }).click(), 'harbour-sydney', locale);
    });

    test('3-D Secure challenge above the store’s minimum', async ({ page }) => {
      await page.goto(store('harbour-sydney'));
      // 12 burgers: $216 less 10 % over $80, above the $150 3-D Secure minimum.
      await addProduct(page, BURGER, 12);
      await page.goto(store('harbour-sydney', '/checkout'));
      await fillDetails(page, locale);
      await fillCard(page, CARDS.success, locale);
      await pressPay(page);
      await expect(page).toHaveURL(new RegExp(`${T.prefix}/sandbox/3ds/`), { timeout: 15_000 });
      await page.getByRole('button', { name: T.complete }).click();
      await expect(page).toHaveURL(new RegExp(`${T.prefix}/store/harbour-sydney/completeorder/`), { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.status.sent);
    });
  });

  test.describe(`checkout: delivery (${locale})`, () => {
    test.beforeEach(({ page }) => chooseOrderType(page, 'MENU_DEL'));

    async function typeAddress(page: Page, street: string, suburb: string, postcode: string) {
      await page.getByLabel(T.street, { exact: true }).fill(street);
      await page.getByLabel(T.suburb, { exact: true }).fill(suburb);
      await page.getByRole('combobox', { name: T.state }).selectOption('NSW');
      await page.getByLabel(T.postcode, { exact: true }).fill(postcode);
    }

    test('inside the zone with its fee, then an address outside it offers pickup instead', async ({ page }) => {
      await page.goto(store('harbour-sydney'));
      await addProduct(page, BURGER, 2);
      await page.goto(store('harbour-sydney', '/checkout'));
      await expect(page.getByRole('tab', { name: T.tabs.delivery })).toHaveAttribute('aria-selected', 'true');
      await typeAddress(page, '1 Macquarie Street', 'Sydney', '2000');
      const status = page.getByText(T.deliverable);
      await expect(status).toBeVisible();
      const fee = ((await status.textContent()) ?? '').match(T.deliverable)?.[1] ?? 'no fee';
      await expect(page.getByRole('definition').filter({ hasText: fee }).first()).toBeVisible();
      await expect(payButton(page)).toBeEnabled();

      // Lindfield is in the store's postcode areas but beyond its 10 km radius.
      await typeAddress(page, '1 Pacific Highway', 'Lindfield', '2070');
      await expect(page.getByText(T.cannotDeliver).first()).toBeVisible();
      await expect(payButton(page)).toBeDisabled();
      await page.getByRole('button', { name: T.pickupInstead }).click();
      await expect(page.getByRole('tab', { name: T.tabs.pickup })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText('1 Alfred Street, Sydney NSW 2000')).toBeVisible();
    });

    test('a delivery inside the zone is placed with its fee', async ({ page }) => {
      await page.goto(store('harbour-sydney'));
      await addProduct(page, BURGER, 2);
      await page.goto(store('harbour-sydney', '/checkout'));
      await typeAddress(page, '1 Macquarie Street', 'Sydney', '2000');
      await expect(page.getByText(T.deliverable)).toBeVisible();
      await fillDetails(page, locale);
      await fillCard(page, CARDS.success, locale);
      await expectPlaced(page, () => pressPay(page), 'harbour-sydney', locale);
    });
  });

  test.describe(`checkout: at the table and in the room (${locale})`, () => {
    test('dine in from a QR link, paying later', async ({ page }) => {
      // Table 12 of the flagship and its code (docs/features.md "Ordering at the table").
      await page.goto(store('harbour-sydney', '?table=12&s=hVjhJDds96BW9FoJ'));
      await addProduct(page, BURGER);
      await page.goto(store('harbour-sydney', '/checkout'));
      // A table link is dine in only.
      await expect(page.getByRole('tab')).toHaveText([T.tabs.dineIn]);
      await expect(page.getByText(T.table('12'))).toBeVisible();
      await page.getByLabel(T.firstName, { exact: true }).fill('Ada');
      await page.getByRole('radio', { name: T.payLater }).check();
      await expect(payButton(page)).toHaveText(new RegExp(`^${T.payLater}\\s*\\$18\\.00$`));
      await expectPlaced(page, () => pressPay(page), 'harbour-sydney', locale);
    });

    test('deliver to room at the hotel, charged to the room', async ({ page }) => {
      await page.goto(store('grand-pacific', '?room=1204'));
      // Drinks are on the breakfast and the all-day menu alike.
      await addProduct(page, /^Pot of coffee/);
      await page.goto(store('grand-pacific', '/checkout'));
      await expect(page.getByRole('tab')).toHaveText([T.tabs.room]);
      await expect(page.getByLabel(T.roomNumber)).toHaveValue('1204');
      await fillDetails(page, locale);
      await page.getByRole('radio', { name: T.chargeToMyRoom }).check();
      await expect(payButton(page)).toHaveText(new RegExp(`^${T.chargeToRoom}`));
      await expectPlaced(page, () => pressPay(page), 'grand-pacific', locale);
      expect(await page.evaluate(() => window.localStorage.getItem('room'))).toBeNull();
    });
  });
}
