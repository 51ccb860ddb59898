import { expect, test } from '@playwright/test';
import { BRANDED_PORT } from '../../playwright.config';
import { LOCALES, TEXTS } from './support/texts';

/**
 * A deployment branded to one head office (`BRAND_HQ_ID=1000`, the second web server of
 * playwright.config.ts): spec part 1 §1–2. The main page opens the head office's IsHQ store
 * unless `?selectMode=true`, which lists that head office's stores only, without the
 * powered-by line.
 */
const BRANDED = `http://localhost:${BRANDED_PORT}`;

for (const locale of LOCALES) {
  const { prefix } = TEXTS[locale];
  const home = `${BRANDED}${prefix || '/'}`;
  test.describe(`a head office's own deployment (${locale})`, () => {
    test('the main page opens the head office’s online store', async ({ page }) => {
      await page.goto(home);
      await expect(page).toHaveURL(`${BRANDED}${prefix}/store/harbour-online`);
      await expect(page.getByRole('heading', { level: 1, name: 'Harbour & Co. Online' })).toBeVisible();
    });

    test('selectMode=true lists the head office’s stores only, with no powered-by line', async ({ page }) => {
      await page.goto(`${home}?selectMode=true`);
      await expect(page).toHaveURL(`${home}?selectMode=true`);
      await expect(page.getByRole('heading', { name: 'Harbour & Co. Circular Quay' })).toBeVisible();
      // Other groups' and independent stores belong to other deployments.
      await expect(page.getByText('The Daily Grind')).toHaveCount(0);
      await expect(page.getByText('Grand Pacific Hotel In-Room Dining')).toHaveCount(0);
      await expect(page.getByText(locale === 'en' ? /Powered by Online Ordering/ : /由在线点餐系统提供支持/)).toHaveCount(0);
    });
  });
}
