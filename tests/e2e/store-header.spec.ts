import { expect, test, type Page } from '@playwright/test';
import { choosePickupBeforehand } from './support/order-type';

/**
 * Issue 36 (4): the phone's store header cut the brand to "H…" (360 px). The name in the top bar
 * must be readable whole, on a 360 and a 390 px phone and a desktop, in both languages, a long
 * store name too (the hotel has no head office: its own name is the title).
 */

const STORES = [
  { slug: 'harbour-sydney', title: 'Harbour & Co.' },
  { slug: 'grand-pacific', title: 'Grand Pacific Hotel In-Room Dining' },
];

/** The top bar's title: its text, and whether all of it is drawn (nothing clipped or cut by an ellipsis). */
async function title(page: Page, name: string) {
  const link = page.getByRole('banner').getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();
  return link.evaluate((element) => ({
    whole: element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1,
    width: Math.round(element.getBoundingClientRect().width),
    inBar: element.getBoundingClientRect().bottom <= (element.closest('header')?.getBoundingClientRect().bottom ?? 0) + 0.5,
  }));
}

test.beforeEach(({ page }) => choosePickupBeforehand(page));

for (const prefix of ['', '/zh-CN']) {
  for (const { slug, title: name } of STORES) {
    test(`${prefix || 'en'} ${slug}: the store’s name is readable whole in the top bar at 360 and 390 px and on a desktop`, async ({ page, isMobile }) => {
      const widths = isMobile ? [360, 390] : [1366];
      for (const width of widths) {
        await page.setViewportSize({ width, height: isMobile ? 780 : 900 });
        await page.goto(`${prefix}/store/${slug}`);
        const shown = await title(page, name);
        expect(shown, `${width} px: ${JSON.stringify(shown)}`).toMatchObject({ whole: true, inBar: true });
        // The filter and the cart still fit beside it, each a 44 px target on a phone.
        const cart = page.getByRole('banner').getByRole('button', { name: /^(Cart|购物车)/ });
        await expect(cart).toBeInViewport({ ratio: 1 });
        if (isMobile) expect((await cart.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
    });
  }
}
