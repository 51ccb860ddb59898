import { expect, type Page } from '@playwright/test';
import type en from '../../../messages/en.json';
import { ownAddress } from './address';

/** The flagship (Harbour & Co. Circular Quay) and the demo stores' board passcode (lib/seed/board.ts). */
export const BOARD_STORE = { id: '1001', name: 'Harbour & Co. Circular Quay', passcode: '246810' } as const;

/** Opens the flagship's order board in the page's language (`prefix`), signing in when asked. */
export async function openBoard(page: Page, prefix: string, M: typeof en): Promise<void> {
  // the passcode's tries are counted per address: a whole run signs in more often than one address may
  await ownAddress(page);
  await page.goto(`${prefix}/board/${BOARD_STORE.id}`);
  const heading = page.getByRole('heading', { level: 1 });
  if ((await heading.textContent()) === M.board.signIn.heading) {
    await page.getByLabel(M.board.signIn.passcode).fill(BOARD_STORE.passcode);
    await page.getByRole('button', { name: M.board.signIn.submit }).click();
  }
  await expect(heading).toHaveText(M.board.storeBoard.replace('{store}', BOARD_STORE.name));
}

/** An order's card in a column of the board. */
export const boardCard = (page: Page, column: string, orderId: string) => page.locator(`section[data-column="${column}"]`).locator(`article[data-order-id="${orderId}"]`);
