import { expect, test } from '@playwright/test';
import { choosePickupBeforehand } from './support/order-type';

test.beforeEach(({ page }) => choosePickupBeforehand(page));

test.describe('store menu page', () => {
  test('shows the banner, the categories and the products with prices and badges', async ({ page }) => {
    await page.goto('/store/harbour-sydney');
    await expect(page).toHaveTitle(/Harbour & Co\. Circular Quay/);
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour & Co. Circular Quay' })).toBeVisible();
    const sections = page.locator('section[id^="category-"]');
    expect(await sections.count()).toBeGreaterThanOrEqual(12);
    expect(await page.locator('[data-product-id]').count()).toBeGreaterThanOrEqual(120);
    await expect(page.locator('[data-product-id]').first()).toContainText(/\$\d+\.\d{2}/);
    await expect(page.locator('[data-product-id]').filter({ hasText: 'Sold out' }).first()).toBeVisible();
    await expect(page.locator('[data-product-id]').filter({ hasText: 'Popular' }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
  });

  test('describes the restaurant for search engines, with the page as its menu', async ({ page }) => {
    await page.goto('/store/harbour-sydney');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('Restaurant');
    expect(jsonLd.name).toBe('Harbour & Co. Circular Quay');
    expect(jsonLd.address.addressRegion).toBe('NSW');
    expect(jsonLd.hasMenu).toMatch(/\/store\/harbour-sydney$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Harbour & Co. Circular Quay');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Harbour & Co\. Circular Quay/);
    await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', /\/zh-CN\/store\/harbour-sydney$/);
  });

  test('takes a numeric storename as the store id', async ({ page }) => {
    await page.goto('/store/1001');
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour & Co. Circular Quay' })).toBeVisible();
  });

  test('answers 404 with page not found for an unknown or disabled store, on each of its pages, like its API', async ({ page, request }) => {
    for (const path of [
      '/store/no-such-store',
      '/store/1006',
      '/store/harbour-hobart',
      '/store/harbour-hobart/shoppingcartmobile',
      '/store/harbour-hobart/checkout',
      '/zh-CN/store/harbour-hobart',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(path.startsWith('/zh-CN') ? '页面未找到！' : 'page not found !');
      // Next.js adds its own noindex to a not-found answer beside the page's.
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    }
    expect((await request.get('/api/stores/1006/menu')).status()).toBe(404);
  });

  for (const [prefix, categories] of [
    ['', 'Menu categories'],
    ['/zh-CN', '菜单分类'],
  ] as const) {
    test(`a store whose store and menu are ready is sent whole: the menu in the first paint, before any script or stylesheet, and no skeleton (${prefix || 'en'})`, async ({
      page,
    }) => {
      // Spec part 1 §4 shows a skeleton until the store and menu load; here they are loaded before
      // the page's first byte (lib/server/pages/first-paint.ts), so there is nothing to wait for.
      const response = await page.request.get(`${prefix}/store/harbour-sydney`, { headers: { accept: 'text/html' } });
      const html = await response.text();
      expect(html).not.toContain('<template id="B:');
      expect(html).not.toContain('aria-busy="true"');
      // The page's styles are in its head (next.config.mjs, inlineCss): no stylesheet to wait for.
      expect(html.match(/<link[^>]+rel="stylesheet"[^>]*>/g)).toBeNull();
      expect(/<style data-precedence="next"[^>]*>[^<]{1000,}/.test(html)).toBe(true);
      // The banner, the first screen's largest image, is asked for first and decoded with the first frame.
      const banner = html.match(/<img[^>]*bannerImage[^>]*>/)?.[0] ?? '';
      expect(banner).toMatch(/fetchPriority="high"/i);
      expect(banner).toContain('decoding="sync"');
      await page.route(/\/_next\/static\/(chunks|css)\//, (route) => route.abort());
      await page.goto(`${prefix}/store/harbour-sydney`);
      await expect(page.getByRole('heading', { level: 1, name: 'Harbour & Co. Circular Quay' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: categories })).toBeVisible();
      expect(await page.locator('[data-product-id]').count()).toBeGreaterThanOrEqual(120);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    });
  }

  test('the page sends the texts its client components read, not the whole catalogue', async ({ request }) => {
    // lib/i18n/client-messages.tsx: the wizard's and the cart's texts, but not the order board's or checkout's.
    for (const prefix of ['', '/zh-CN']) {
      const html = await (await request.get(`${prefix}/store/harbour-sydney`, { headers: { accept: 'text/html' } })).text();
      for (const sent of ['wizard', 'cart', 'languagePicker']) expect(html).toContain(`\\"${sent}\\":{`);
      for (const kept of ['board', 'checkout', 'giftCards', 'logViewer']) expect(html).not.toContain(`\\"${kept}\\":{`);
    }
  });

  test('the page’s scripts carry no class names only the server writes (the tiles’, the banner’s)', async ({ request }) => {
    // next.config.mjs, ServerOnlyCssModuleMaps: the styles are in the head, their names in the HTML.
    const html = await (await request.get('/store/harbour-sydney', { headers: { accept: 'text/html' } })).text();
    const tileText = /store_tileText__\w+/.exec(html)?.[0];
    expect(tileText).toBeDefined();
    expect(html).toContain(`.${tileText}{`);
    const scripts = [...new Set(html.match(/\/_next\/static\/chunks\/[^"]+\.js/g))];
    expect(scripts.length).toBeGreaterThan(5);
    for (const script of scripts) expect(await (await request.get(script)).text()).not.toContain(tileText);
  });

  test('a test store opens by its link but stays out of the list, the sitemap and search engines', async ({ page, request }) => {
    const response = await page.goto('/store/harbour-test');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour & Co. Test Kitchen' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect((await request.get('/api/stores/1007/menu')).status()).toBe(200);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/store/harbour-sydney');
    expect(sitemap).not.toContain('harbour-test');
    expect(sitemap).not.toContain('harbour-hobart');
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Harbour & Co\. Circular Quay/ }).first()).toBeVisible();
    await expect(page.getByText('Harbour & Co. Test Kitchen')).toHaveCount(0);
  });

  test('shows rupiah without decimals for the Indonesian store', async ({ page }) => {
    await page.goto('/store/warung-jakarta');
    const price = page.locator('[data-product-id]').first();
    await expect(price).toContainText(/Rp\d{1,3}(\.\d{3})+/);
    await expect(price).not.toContainText('$');
  });

  test('the language picker keeps the page', async ({ page, isMobile }) => {
    await page.goto('/store/harbour-sydney');
    // Phones keep the language picker in the drawer.
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
    await expect(page).toHaveURL(/\/zh-CN\/store\/harbour-sydney$/);
    await expect(page.getByRole('navigation', { name: '菜单分类' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour & Co. Circular Quay' })).toBeVisible();
    // A client-side navigation: the product tiles come in React's payload, not from a page load.
    expect(await page.locator('[data-product-id]').count()).toBeGreaterThanOrEqual(120);
    // The public pages set no cookie (a shared cache keeps them): the choice itself is kept, for 360 days.
    const chosen = (await page.context().cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE');
    expect(chosen?.value).toBe('zh-CN');
    expect(chosen!.expires - Date.now() / 1000).toBeGreaterThan(359 * 24 * 60 * 60);
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh-CN$/);
  });

  test('back to the store from another page: the tiles are still there', async ({ page, isMobile }) => {
    await page.goto('/store/harbour-sydney');
    await expect(page.locator('[data-add-product="flat-white"]')).toHaveCount(1);
    // A client-side navigation away; back rebuilds the store page from its first payload.
    if (isMobile) {
      // Phones: the drawer's list of the group's stores.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Harbour & Co. South Bank' }).click();
    } else await page.getByRole('link', { name: 'Stores', exact: true }).first().click();
    await expect(page).not.toHaveURL(/\/store\/harbour-sydney$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/store\/harbour-sydney$/);
    await expect(page.locator('[data-add-product="flat-white"]')).toHaveCount(1);
    expect(await page.locator('[data-product-id]').count()).toBeGreaterThanOrEqual(120);
  });

  test('the product tiles are in the page once, and arrive with a client-side navigation from the store list', async ({ page }) => {
    const response = await page.goto('/store/harbour-sydney');
    const html = (await response?.text()) ?? '';
    expect(html.split('data-product-id="flat-white"').length - 1).toBe(1);

    await page.goto('/');
    await page
      .getByRole('link', { name: /Harbour & Co\. Circular Quay/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/store\/harbour-sydney$/);
    await expect(page.locator('[data-add-product="flat-white"]')).toHaveCount(1);
    expect(await page.locator('[data-product-id]').count()).toBeGreaterThanOrEqual(120);
  });
});

test.describe('short links, static pages and the sitemap', () => {
  test('/s/{slug} goes to the store, or to /pagenotfound', async ({ page }) => {
    await page.goto('/s/harbour-brisbane');
    await expect(page).toHaveURL(/\/store\/harbour-brisbane$/);
    await page.goto('/s/nothing-here');
    await expect(page).toHaveURL(/\/pagenotfound$/);
  });

  const titlePages = [
    ['/about', 'About'],
    ['/contact', 'Contact'],
    ['/privacypolicy', 'Privacy policy'],
    ['/generalError', 'something is wrong !'],
    ['/zh-CN/pagenotfound', '页面未找到！'],
  ] as const;
  for (const [path, title] of titlePages) {
    test(`${path} has the title ${title}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  }

  test('an unmatched path shows the main page', async ({ page }) => {
    await page.goto('/some/unknown/path');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a restaurant' })).toBeVisible();
  });

  test('the sitemap lists enabled stores only, with their Chinese alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('/store/harbour-sydney</loc>');
    expect(xml).toContain('/zh-CN/store/harbour-sydney');
    expect(xml).not.toContain('harbour-hobart');
    expect(xml).not.toContain('harbour-test');
  });
});

test.describe('store texts', () => {
  test('footer links open the store terms and policies', async ({ page }) => {
    await page.goto('/store/harbour-sydney');
    const footer = page.getByRole('navigation', { name: 'Store policies' });
    await footer.getByRole('button', { name: 'Refund policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund policy' });
    await expect(dialog).toContainText('refund it to your original payment method');
    await dialog.getByRole('button', { name: 'Okay' }).click();
    await expect(dialog).toBeHidden();
    await footer.getByRole('button', { name: 'Terms and conditions' }).click();
    await expect(page.getByRole('dialog', { name: 'Terms and conditions' })).toContainText('online ordering terms');
  });

  test('the pop-up notice shows until confirmed, then not again', async ({ page }) => {
    await page.goto('/store/harbour-brisbane');
    const notice = page.getByRole('dialog');
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Okay' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
