import type { Frame, Page } from '@playwright/test';
import { CARDS, addProduct, fillCard, fillDetails, pressPay } from '../support/checkout';
import { TEXTS } from '../support/texts';
import { expectSizedToContent } from '../support/widget-host';
import { expect, test } from './fixtures';
import { HOST_SITE, SITE } from './sites';

/**
 * The widget on a real host (issue 35 items 14 and 15): the restaurant's own site,
 * https://www.harbourandco.example, pastes `https://order.example.test/embed.js` with
 * data-store="harbour-sydney" (the demo head office lists the site). Its frame must open on the
 * storefront's public address (not the server's own localhost), keep the widget's cookie, show
 * the menu's tiles without a hydration failure, report its height to the host and take an order.
 */
const T = TEXTS.en;
const BURGER = /^Classic cheeseburger/;
const asPage = (frame: Frame) => frame as unknown as Page;

test('the widget in the restaurant’s site shows the menu, sizes its frame and takes an order', async ({ hostPage: page }) => {
  await page.goto(`${HOST_SITE}/?${new URLSearchParams({ store: 'harbour-sydney', 'order-type': 'pickup' })}`);
  const iframe = page.locator('iframe[title="Online ordering"]');
  await expect(iframe).toBeAttached();
  const frame = (await (await iframe.elementHandle())!.contentFrame())!;
  await expect.poll(() => frame.url(), { timeout: 15_000 }).toBe(`${SITE}/store/harbour-sydney`);

  // The snippet's order type keeps the wizard closed; the tiles are there to order from.
  await expect(frame.getByRole('button', { name: BURGER }).first()).toBeVisible();
  await expect(frame.getByRole('dialog')).toHaveCount(0);
  expect(await frame.locator('[data-add-product]').count()).toBeGreaterThan(50);
  expect(await frame.evaluate(() => JSON.parse(window.sessionStorage.getItem('OOConfig') ?? 'null'))).toMatchObject({
    StoreID: '1001',
    Slug: 'harbour-sydney',
    OrderType: 'MENU_TAK',
    Host: HOST_SITE,
  });
  await expectSizedToContent(page, frame);
  // The proxy's widget rule on the real host: the main page is the widget's store, on this site.
  await frame.goto(`${SITE}/`);
  await expect.poll(() => frame.url()).toBe(`${SITE}/store/harbour-sydney`);

  await addProduct(asPage(frame), BURGER);
  await frame.goto(`${SITE}/store/harbour-sydney/checkout`);
  await expect(frame.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  await fillDetails(asPage(frame));
  await fillCard(asPage(frame), CARDS.success);
  await pressPay(asPage(frame));
  await expect.poll(() => frame.url(), { timeout: 20_000 }).toMatch(new RegExp(`^${SITE}/store/harbour-sydney/completeorder/`));
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(T.status.sent);
  await expectSizedToContent(page, frame);
  await expect(page.getByRole('heading', { name: 'Harbour & Co. – our own website' })).toBeVisible();
});
