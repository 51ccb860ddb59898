import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import en from '../../messages/en.json';
import zhCN from '../../messages/zh-CN.json';
import { ownAddress } from './support/address';
import { BOARD_STORE, openBoard } from './support/board';
import { outboxMessages } from './support/outbox';
import { placePickupOrder } from './support/orders';
import { LOCALES, TEXTS } from './support/texts';

const { id: STORE_ID, name: STORE_NAME } = BOARD_STORE;
const CARD = { CardHolder: 'Ada Lovelace', CardNumber: '4242 4242 4242 4242', ExpireDate: '12/39', CVV: '123' };
const MESSAGES = { en, 'zh-CN': zhCN } as const;

/** A second browser: the customer, with cookies of their own. */
async function customerContext(browser: Browser) {
  return browser.newContext();
}

/** The sandbox payment of an order, read from the e2e server's database. */
function sandboxPayment(orderId: string): { state: string; amountCents: number; refundedCents: number } {
  const db = new Database(join(__dirname, '..', '..', '.data', 'e2e', 'storefront.db'), { fileMustExist: true, readonly: true });
  try {
    const row = db.prepare("SELECT data FROM documents WHERE collection = 'sandboxPayments' AND json_extract(data, '$.orderId') = ?").get(orderId) as { data: string } | undefined;
    expect(row, 'the order has a sandbox payment').toBeTruthy();
    return JSON.parse(row!.data) as { state: string; amountCents: number; refundedCents: number };
  } finally {
    db.close();
  }
}

for (const locale of LOCALES) {
  const M = MESSAGES[locale];
  const prefix = TEXTS[locale].prefix;

  test(`a customer's order reaches the open board within 2 s; accept, preparing and ready move the customer's status page live (${locale})`, async ({ page, browser }) => {
    await openBoard(page, prefix, M);
    const customer = await customerContext(browser);
    try {
      const order = await placePickupOrder(customer.request);
      const placedAt = Date.now();
      const card = page.locator(`article[data-order-id="${order.orderId}"]`);
      await expect(page.locator('section[data-column="new"]').locator(`[data-order-id="${order.orderId}"]`)).toBeVisible({ timeout: 2000 });
      expect(Date.now() - placedAt).toBeLessThan(2000);
      await expect(page).toHaveTitle(/^\(\d+\) /);
      await expect(card).toContainText('Ada Lovelace');
      await expect(card).toContainText(M.board.orderType.pickup);

      const status = await customer.newPage();
      let documents = 0;
      status.on('request', (each) => {
        if (each.resourceType() === 'document') documents += 1;
      });
      await status.goto(`${prefix}${order.statusUrl}`);
      const headline = status.getByRole('heading', { level: 1 });
      await expect(headline).toHaveText(M.orderStatus.headline.orderSent);

      // Accept is the store's yes: the customer reads it at once as accepted, the stepper on its
      // second step (issue 36 #18; status 2, spec part 1 §4), no longer "submitted" on "Sent".
      const steps: [string, string, string, string][] = [
        [M.board.actions.accept, 'accepted', M.orderStatus.headline.beingPrepared, M.orderStatus.node.preparing],
        [M.board.actions.ready, 'ready', M.orderStatus.headline.readyForPickup, M.orderStatus.node.ready],
      ];
      for (const [button, column, customerSees, currentStep] of steps) {
        await card.getByRole('button', { name: button, exact: true }).click();
        await expect(page.locator(`section[data-column="${column}"]`).locator(`[data-order-id="${order.orderId}"]`)).toBeVisible();
        await expect(headline).toHaveText(customerSees);
        await expect(status.locator('li[aria-current="step"]')).toContainText(currentStep);
      }
      expect(documents).toBe(1);
      // The customer (who ordered in English) was mailed the confirmation on placing (the demo store's own
      // template, lib/seed/message-templates.ts) and "ready" when staff said so (the built-in text).
      const subjects = outboxMessages('ada@example.com').map((message) => message.Subject);
      expect(subjects).toContain(`Your order ${order.orderNumber} at ${STORE_NAME}`);
      expect(subjects).toContain(en.orderMessages.ready.subject.replace('{orderNumber}', order.orderNumber));
    } finally {
      await customer.close();
    }
  });

  test(`a paid order rejected from two boards at once is refunded once (${locale})`, async ({ page, browser }) => {
    await openBoard(page, prefix, M);
    const second = await page.context().newPage();
    await openBoard(second, prefix, M);
    const customer = await customerContext(browser);
    try {
      const order = await placePickupOrder(customer.request, { method: 1, card: CARD });
      const boards = [page, second];
      for (const board of boards) {
        const card = board.locator(`article[data-order-id="${order.orderId}"]`);
        await expect(card).toContainText(M.board.card.paid);
        await card.getByRole('button', { name: M.board.actions.reject, exact: true }).click();
        await card.getByLabel(M.board.reject.reason).fill('Out of dumplings');
      }
      // Both confirmations go out together. A pointer click waits for the card to hold still, and
      // the other tests' orders arriving live can move the cards: one board's rejection could then
      // reach the other board first and take its button away (CI saw it on a phone-sized board).
      const confirms = boards.map((board) => board.locator(`article[data-order-id="${order.orderId}"]`).getByRole('button', { name: M.board.reject.confirm }));
      for (const confirm of confirms) await expect(confirm).toBeEnabled();
      await Promise.all(confirms.map((confirm) => confirm.dispatchEvent('click')));
      for (const board of boards) {
        const done = board.locator('section[data-column="completed"]').locator(`[data-order-id="${order.orderId}"]`);
        await expect(done).toContainText(M.board.card.refunded);
        await expect(done).toContainText(M.board.card.status.rejected);
      }
      const payment = sandboxPayment(order.orderId);
      expect(payment.state).toBe('refunded');
      expect(payment.refundedCents).toBe(payment.amountCents);

      const status = await customer.newPage();
      await status.goto(`${prefix}${order.statusUrl}`);
      await expect(status.getByRole('heading', { level: 1 })).toHaveText(M.orderStatus.headline.orderRejected);
      await expect(status.getByText(M.orderStatus.failure.refund)).toBeVisible();
    } finally {
      await customer.close();
    }
  });
}

test('the board asks for the staff passcode and refuses a wrong one', async ({ page }) => {
  await ownAddress(page);
  await page.goto(`/board/${STORE_ID}`);
  await page.getByLabel(en.board.signIn.passcode).fill('000000');
  await page.getByRole('button', { name: en.board.signIn.submit }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText(en.board.errors.passcodeWrong);
  expect((await page.request.get(`/api/board/${STORE_ID}/orders`)).status()).toBe(401);
});
