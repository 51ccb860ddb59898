import type { Page } from '@playwright/test';

/**
 * A visitor who already chose pickup this session: the order-type wizard reads the stored type
 * and closes at once (spec part 1 §4), so a test can go straight to the menu.
 */
export async function choosePickupBeforehand(page: Page): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem('orderType', JSON.stringify('MENU_TAK')));
}
