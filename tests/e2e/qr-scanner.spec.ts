import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { addProduct, chooseOrderType } from './support/checkout';
import { LOCALES } from './support/texts';
import { rasteriseQrSvg, svgOfDataUrl } from '../support/qr-svg';

const BURGER = /^Classic cheeseburger/;

/** The words these journeys read, written out in both languages (spec part 1 §2, part 2 §8). */
const WORDS = {
  en: {
    prefix: '',
    heading: 'your saved order',
    qrAlt: 'QR code of your saved order',
    emptyCart: 'Error...Try again!',
    continueOrdering: 'continue ordering',
    placeOrder: 'place order',
    loaded: 'Your saved order is in your cart.',
    unknown: 'This saved order could not be found. Check the code and try again.',
    blocked: 'access to camera has been blocked',
    backToCart: 'Back to your order',
    backToGiftCart: 'Back to your gift cards',
  },
  'zh-CN': {
    prefix: '/zh-CN',
    heading: '您保存的订单',
    qrAlt: '您保存的订单的二维码',
    emptyCart: '出错了……请重试！',
    continueOrdering: '继续点餐',
    placeOrder: '下单',
    loaded: '您保存的订单已放入购物车。',
    unknown: '找不到此保存的订单，请检查二维码后重试。',
    blocked: '摄像头访问已被阻止',
    backToCart: '返回您的订单',
    backToGiftCart: '返回您的礼品卡',
  },
} as const;

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/**
 * A Y4M video (what Chromium's fake camera plays, in a loop) of the QR image the page shows:
 * its SVG drawn in grey levels in the middle of a 640×480 frame on white.
 */
function y4mOf(qrDataUrl: string): string {
  const { luma: code, size } = rasteriseQrSvg(svgOfDataUrl(qrDataUrl), 12);
  const [width, height] = [640, 480];
  const side = Math.min(size, 440);
  const luma = Buffer.alloc(width * height, 255);
  for (let y = 0; y < side; y += 1)
    for (let x = 0; x < side; x += 1) luma[(y + (height - side) / 2) * width + x + (width - side) / 2] = code[Math.floor((y * size) / side) * size + Math.floor((x * size) / side)];
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = join(mkdtempSync(join(tmpdir(), 'qr-camera-')), 'qr.y4m');
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
  return file;
}

/** A browser of its own whose camera films `video` (Chromium's fake capture device, access granted). */
function cameraBrowser(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...FLAGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
}

/** A page like the project's (phone or desktop) in `browser`. */
async function projectPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL });
  await context.grantPermissions(['camera']);
  return context.newPage();
}

for (const locale of LOCALES) {
  const W = WORDS[locale];
  const store = (rest = '') => `${W.prefix}/store/harbour-sydney${rest}`;

  test.describe(`saved orders and the QR scanner (${locale})`, () => {
    test.beforeEach(({ page }) => chooseOrderType(page, 'MENU_TAK'));

    test('an order saved on one phone opens on another from its QR code, read by the scanner’s camera', async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await page.goto(store());
      await addProduct(page, BURGER, 2);
      await page.goto(store('/saveOrderMobile'));
      await expect(page.getByRole('heading', { name: W.heading })).toBeVisible();
      const qr = page.getByRole('img', { name: W.qrAlt });
      await expect(qr).toBeVisible();
      const id = await qr.getAttribute('data-saved-order-id');
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      await expect(page.getByRole('link', { name: W.continueOrdering })).toHaveAttribute('href', new RegExp(`${store()}$`));

      const browser = await cameraBrowser(y4mOf((await qr.getAttribute('src')) ?? ''));
      try {
        const other = await projectPage(browser, testInfo);
        await other.goto(store('/qrcodescanner'));
        await expect(other.getByRole('link', { name: W.backToCart })).toBeVisible();
        await expect(other).toHaveURL(new RegExp(`/shoppingcartmobile/${id}$`), { timeout: 20_000 });
        await expect(other.getByRole('status').filter({ hasText: W.loaded })).toBeVisible();
        await expect(other.getByText(/Classic cheeseburger/).first()).toBeVisible();
        await expect(other.getByRole('button', { name: W.placeOrder, exact: true })).toBeEnabled();
        // The reload keeps the customer's cart (the order is not loaded over it again).
        await other.reload();
        await expect(other.getByRole('button', { name: W.placeOrder, exact: true })).toBeVisible();
      } finally {
        await browser.close();
      }
    });

    test('the scanner says the camera is blocked when access is refused, and goes back to the cart or the gift cart', async ({ page }) => {
      await page.goto(store('/qrcodescanner'));
      await expect(page.getByRole('alert').filter({ hasText: W.blocked })).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole('link', { name: W.backToCart })).toHaveAttribute('href', new RegExp(`${store('/shoppingcartmobile')}$`));
      await page.goto(store('/qrcodescanner?backToGiftCart=true'));
      await expect(page.getByRole('link', { name: W.backToGiftCart })).toHaveAttribute('href', new RegExp(`${store('/giftshoppingcartmobile')}$`));
    });

    test("an empty cart is not saved ('Error...Try again!'), and an unknown code says so in the cart", async ({ page }) => {
      await page.goto(store('/saveOrderMobile'));
      await expect(page.getByRole('alert').filter({ hasText: W.emptyCart })).toHaveText(W.emptyCart);
      await page.goto(store('/shoppingcartmobile/AAAAAAAAAAAAAAAAAAAAAA'));
      await expect(page.getByRole('status').filter({ hasText: W.unknown })).toBeVisible();
      const broken = await page.goto(store('/shoppingcartmobile/%E2%9C%93'));
      expect(broken?.status()).toBe(200);
      await expect(page.getByRole('status').filter({ hasText: W.unknown })).toBeVisible();
    });
  });
}
