import { expect, test } from '@playwright/test';
import en from '../../messages/en.json';
import zhCN from '../../messages/zh-CN.json';
import { boardCard, openBoard } from './support/board';
import { placeGiftCardOrder, placePickupOrder, placeTableOrder, setStatus } from './support/orders';
import { LOCALES, TEXTS } from './support/texts';

/**
 * Issue 36 #17 and #18 on the order board: a gift-card sale is no kitchen order; Refund only
 * where something was paid; a cash order is paid once completed; a pay-later card says
 * "Pay later" once. Each order is placed by a customer of their own (the API, a second context).
 */
const MESSAGES = { en, 'zh-CN': zhCN } as const;
const CARD = { CardHolder: 'Ada Lovelace', CardNumber: '4242 4242 4242 4242', ExpireDate: '12/39', CVV: '123' };

for (const locale of LOCALES) {
  const M = MESSAGES[locale];
  const prefix = TEXTS[locale].prefix;

  test(`${locale}: a gift-card sale is listed apart, with nothing to prepare and no Accept or Reject`, async ({ page, browser }) => {
    await openBoard(page, prefix, M);
    const customer = await browser.newContext();
    try {
      const { orderId } = await placeGiftCardOrder(customer.request, CARD);
      const sale = boardCard(page, 'giftCards', orderId);
      await expect(sale).toBeVisible();
      await expect(sale).toContainText(M.board.orderType.giftCards);
      await expect(sale).toContainText(M.board.card.giftNote);
      await expect(sale).toContainText(M.board.card.paid);
      await expect(sale.getByRole('button', { name: M.board.actions.accept, exact: true })).toHaveCount(0);
      await expect(sale.getByRole('button', { name: M.board.actions.reject, exact: true })).toHaveCount(0);
      for (const column of ['new', 'accepted', 'ready', 'completed']) await expect(boardCard(page, column, orderId)).toHaveCount(0);
    } finally {
      await customer.close();
    }
  });

  test(`${locale}: a cash order offers no Refund until the store has the cash, and reads Paid once completed`, async ({ page, browser }) => {
    await openBoard(page, prefix, M);
    const customer = await browser.newContext();
    try {
      const { orderId } = await placePickupOrder(customer.request);
      const card = page.locator(`article[data-order-id="${orderId}"]`);
      await expect(card).toContainText(M.board.card.notPaid);
      // The store's systems move it on (the board's buttons move it the same way: order-board.spec.ts).
      for (const [status, next] of [
        [2, M.board.actions.ready],
        [4, M.board.actions.complete],
      ] as const) {
        await setStatus(customer.request, orderId, status);
        await expect(card.getByRole('button', { name: next, exact: true })).toBeVisible();
        await expect(card.getByRole('button', { name: M.board.actions.refund, exact: true })).toHaveCount(0);
      }
      await card.getByRole('button', { name: M.board.actions.complete, exact: true }).click();
      const done = boardCard(page, 'completed', orderId);
      await expect(done).toContainText(M.board.card.paid);
      await expect(done).not.toContainText(M.board.card.notPaid);
    } finally {
      await customer.close();
    }
  });

  test(`${locale}: a dine-in pay-later card says “${TEXTS[locale].payLater}” once`, async ({ page, browser }) => {
    await openBoard(page, prefix, M);
    const customer = await browser.newContext();
    try {
      const { orderId } = await placeTableOrder(customer.request);
      const card = boardCard(page, 'new', orderId);
      await expect(card).toContainText(M.board.orderType.dineInPayLater);
      await expect(card.locator('span').filter({ hasText: new RegExp(`^${M.board.payment.payLater}$`) })).toHaveCount(1);
    } finally {
      await customer.close();
    }
  });
}
