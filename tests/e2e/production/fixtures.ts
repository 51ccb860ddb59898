import { expect, test as base, type Page } from '@playwright/test';
import { provideEverydayPage } from '../support/widget-host';

/**
 * The production-like run's pages. Each fails its test on any console error or uncaught error,
 * of the page or of any frame in it (the widget's frame included): a hydration failure (React's
 * minified #418), a refused script or a failed request show up there first, and nowhere else.
 */
function watchErrors(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
}

export const test = base.extend<{ page: Page; hostPage: Page; errors: string[] }>({
  errors: async ({}, provide) => {
    const errors: string[] = [];
    await provide(errors);
    expect(errors, 'console errors of the run’s pages').toEqual([]);
  },
  page: async ({ page, errors }, provide) => {
    watchErrors(page, errors);
    await provide(page);
  },
  /**
   * A page of its own browser profile, whose framed sites keep their storage as in an everyday
   * Chrome window (support/widget-host.ts), for the restaurant's site with the widget in it.
   */
  hostPage: async ({ errors }, provide, testInfo) =>
    provideEverydayPage(testInfo, testInfo.project.use.baseURL, async (page) => {
      watchErrors(page, errors);
      await provide(page);
    }),
});

export { expect };
