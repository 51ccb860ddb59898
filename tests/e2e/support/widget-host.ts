import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type Frame, type Page, type TestInfo } from '@playwright/test';

/**
 * A browser profile of its own that lets framed sites keep their (partitioned) storage, as
 * Chrome's everyday windows do by default. Playwright's contexts are like private windows, and
 * this Chromium blocks third-party cookies and storage there and by default (the widget then
 * shows its notice): the profile's cookie setting says "allow".
 */
function everydayProfile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'widget-profile-'));
  mkdirSync(join(dir, 'Default'));
  writeFileSync(join(dir, 'Default', 'Preferences'), JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }));
  return dir;
}

/** For a test's page fixture: a page of an everyday profile with the project's device and launch options, for a host site with the widget in it. */
export async function provideEverydayPage(testInfo: TestInfo, baseURL: string | undefined, provide: (page: Page) => Promise<void>): Promise<void> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, launchOptions, locale, ignoreHTTPSErrors } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(everydayProfile(), {
    ...launchOptions,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale,
    ignoreHTTPSErrors,
    baseURL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await provide(page);
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('screenshot', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  await context.close();
}

/** The frame is as tall as its page: the host sized it from the page's messages. */
export async function expectSizedToContent(page: Page, frame: Frame): Promise<void> {
  await expect
    .poll(async () => {
      const frameHeight = await page.locator('iframe[title="Online ordering"]').evaluate((element) => element.getBoundingClientRect().height);
      const content = await frame.evaluate(() => document.body.scrollHeight).catch(() => -1);
      return content > 100 && Math.abs(frameHeight - content) <= 2;
    })
    .toBe(true);
}
