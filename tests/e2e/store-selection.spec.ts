import { expect, test } from '@playwright/test';
import { addProduct, CARDS, chooseOrderType, expectPlaced, fillCard, fillDetails, payButton, pressPay } from './support/checkout';
import { LOCALES, TEXTS } from './support/texts';

/** The words of store selection at checkout, written out in both languages. */
const WORDS = {
  en: {
    chooseStore: 'Choose your store',
    chooseFirst: 'Choose a store to continue',
    unavailable: 'Not available at Harbour & Co. Circular Quay',
    soldOut: 'Sold out',
    missing: 'Not sold at this store',
    removeFirst: 'Remove the items this store cannot sell',
    remove: (name: string) => `Remove ${name}`,
    stores: 'Stores',
    heading: 'Choose a restaurant',
    states: 'States',
  },
  'zh-CN': {
    chooseStore: '选择门店',
    chooseFirst: '请先选择门店',
    unavailable: 'Harbour & Co. Circular Quay 无法提供',
    soldOut: '已售罄',
    missing: '该门店不售卖',
    removeFirst: '请移除该门店无法提供的商品',
    remove: (name: string) => `移除 ${name}`,
    stores: '门店',
    heading: '选择餐厅',
    states: '州',
  },
} as const;

for (const locale of LOCALES) {
  const T = TEXTS[locale];
  const W = WORDS[locale];

  test.describe(`store selection at checkout (${locale})`, () => {
    test.beforeEach(({ page }) => chooseOrderType(page, 'MENU_TAK'));

    test('fill the cart at the online store, choose a store, see it repriced and flagged, remove, pay by card', async ({ page }) => {
      // Three products, two page loads and a payment: a long journey on a loaded CI machine.
      test.setTimeout(120_000);
      await page.goto(`${T.prefix}/store/harbour-online`);
      await addProduct(page, /^Flat white/);
      await addProduct(page, /^Grilled barramundi/);
      await addProduct(page, /^Harbour picnic hamper/);
      await page.goto(`${T.prefix}/store/harbour-online/checkout`);

      // No store yet: the chooser, the cart at the online menu's prices, and Pay waits.
      const chooser = page.getByRole('region', { name: W.chooseStore });
      await expect(chooser).toBeVisible();
      await expect(chooser.getByRole('radio', { name: /Harbour & Co\. Docklands/ })).toBeDisabled();
      const summary = page.getByRole('complementary');
      const coffee = summary.getByRole('listitem').filter({ hasText: 'Flat white' }).first();
      await expect(coffee).toContainText('$4.50');
      await expect(payButton(page)).toBeDisabled();
      await expect(page.getByText(W.chooseFirst)).toBeVisible();

      await chooser.getByRole('radio', { name: /Harbour & Co\. Circular Quay/ }).click();
      await expect(page).toHaveURL(/\?store=1001$/);
      await expect(page.getByRole('radio', { name: /Harbour & Co\. Circular Quay/ })).toBeChecked();

      // Circular Quay's prices and stock: the coffee costs more, the barramundi is sold out, the hamper is not sold there.
      const flagged = page.getByRole('region', { name: W.unavailable });
      await expect(flagged).toBeVisible();
      await expect(flagged.getByRole('listitem').filter({ hasText: 'Grilled barramundi' })).toContainText(W.soldOut);
      await expect(flagged.getByRole('listitem').filter({ hasText: 'Harbour picnic hamper' })).toContainText(W.missing);
      await expect(summary.getByRole('listitem').filter({ hasText: 'Flat white' }).first()).toContainText('$5.00');
      await expect(page.getByText(W.removeFirst)).toBeVisible();
      await expect(payButton(page)).toBeDisabled();
      // Circular Quay's own order types: dine in too (the online store has none).
      await expect(page.getByRole('tab', { name: T.tabs.dineIn })).toBeVisible();

      await flagged.getByRole('button', { name: W.remove('Grilled barramundi') }).click();
      await flagged.getByRole('button', { name: W.remove('Harbour picnic hamper') }).click();
      await expect(flagged).toBeHidden();
      await expect(page.getByText('1 Alfred Street, Sydney NSW 2000').first()).toBeVisible();
      await fillDetails(page, locale);
      await fillCard(page, CARDS.success, locale);
      await expect(payButton(page)).toBeEnabled();
      // The order goes to the chosen store: its status page, its number.
      await expectPlaced(page, () => pressPay(page), 'harbour-sydney', locale);
    });

    test('the stores link opens the store list in select mode, which keeps it through the state tabs', async ({ page, isMobile }) => {
      if (isMobile) {
        await page.goto(`${T.prefix}/?selectMode=true`);
      } else {
        await page.goto(`${T.prefix}/store/harbour-online`);
        await page.getByRole('link', { name: W.stores, exact: true }).click();
        await expect(page).toHaveURL(/\?selectMode=true$/);
      }
      await expect(page.getByRole('heading', { level: 1, name: W.heading })).toBeVisible();
      await expect(page.locator('[data-store-id="1008"]')).toBeVisible();
      await page.getByRole('navigation', { name: W.states }).getByRole('link', { name: 'QLD', exact: true }).click();
      await expect(page).toHaveURL(/selectMode=true/);
      await expect(page).toHaveURL(/state=QLD/);
      await expect(page.locator('[data-store-id]')).toHaveCount(1);
    });
  });
}
