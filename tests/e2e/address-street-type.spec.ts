import { expect, test } from '@playwright/test';
import { LOCALES, TEXTS } from './support/texts';

/**
 * Issue 36 #15: in the wizard's address search a street type is never a suburb. "200 George
 * Street" was offered as "200 George, Hutt Street SA 5000".
 */
const W = {
  en: { delivery: 'Delivery', next: 'Next', search: 'Search your address', street: 'Street address', suburb: 'Suburb', postcode: 'Postcode' },
  'zh-CN': { delivery: '外送', next: '下一步', search: '搜索您的地址', street: '街道地址', suburb: '城区', postcode: '邮编' },
} as const;

for (const locale of LOCALES) {
  const L = W[locale];

  test(`${locale}: "200 George Street" is not a street in Hutt Street; with its suburb it is the street it says`, async ({ page, isMobile }) => {
    await page.goto(`${TEXTS[locale].prefix}/store/harbour-sydney`);
    const wizard = page.getByRole('dialog');
    await wizard.getByRole('radio', { name: L.delivery }).click();
    if (!isMobile) await wizard.getByRole('button', { name: L.next }).click();
    const search = wizard.getByRole('combobox', { name: L.search });
    const suggestions = wizard.getByRole('listbox');

    // The suggestions are asked 250 ms after typing stops; for these words there are none (no suburb is named).
    const answered = page.waitForResponse((response) => response.url().includes('/api/maps/autocomplete'));
    await search.fill('200 George Street');
    await answered;
    await expect(wizard.getByRole('listbox').getByRole('option')).toHaveCount(0);
    await expect(wizard).not.toContainText('Hutt Street');

    await search.fill('200 George St, Sydney');
    await expect(suggestions.getByRole('option').first()).toHaveText('200 George St, Sydney NSW 2000');
    await suggestions.getByRole('option').first().click();
    await expect(wizard.getByLabel(L.street)).toHaveValue('200 George St');
    await expect(wizard.getByLabel(L.suburb)).toHaveValue('Sydney');
    await expect(wizard.getByLabel(L.postcode)).toHaveValue('2000');
  });
}
