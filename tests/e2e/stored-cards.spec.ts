import { expect, test, type Page } from '@playwright/test';
import { addProduct, CARDS, chooseOrderType, expectPlaced, fillCard, fillDetails, payButton } from './support/checkout';
import { LOCALES, TEXTS } from './support/texts';
import { ownAddress } from './support/address';

test.beforeEach(({ page }) => ownAddress(page));

const BURGER = /^Classic cheeseburger/;

/** The texts of the stored cards (messages/*.json "storedCards"). */
const CARD_TEXTS = {
  en: {
    title: 'Stored cards',
    add: 'Add card',
    save: 'Save card',
    added: 'Card saved',
    removed: 'Card removed',
    none: 'You have no stored cards.',
    visa: 'Visa **** 4242',
    remove: 'Remove the Visa card ending in 4242',
    newCard: 'A new card',
    saveThisCard: 'Save this card for next time',
    cardNumber: 'Card number',
  },
  'zh-CN': {
    title: '已保存的银行卡',
    add: '添加银行卡',
    save: '保存银行卡',
    added: '银行卡已保存',
    removed: '银行卡已删除',
    none: '您还没有保存银行卡。',
    visa: 'Visa **** 4242',
    remove: '删除尾号为 4242 的 Visa 卡',
    newCard: '使用新卡',
    saveThisCard: '保存此卡以便下次使用',
    cardNumber: '卡号',
  },
} as const;

/** Screenshots for a person to look at, when SHOTS_DIR is set (npm run build, then the spec with it). */
async function shot(page: Page, name: string, project: string, locale: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${project}-${locale}.png`, fullPage: true });
}

/** Stored cards on the embedded sandbox (part 1 §2 My account and Checkout; part 2 §7 storecard). */
for (const locale of LOCALES) {
  const T = TEXTS[locale];
  const S = CARD_TEXTS[locale];
  const store = (rest = '') => `${T.prefix}/store/harbour-sydney${rest}`;

  test.describe(`stored cards (${locale})`, () => {
    test.beforeEach(({ page }) => chooseOrderType(page, 'MENU_TAK'));

    test('add a sandbox card on My account, see it masked, pay a checkout with it, remove it', async ({ page }, info) => {
      // Registration, two adds, a checkout and a removal: longer than one page's default 30 s on a busy machine.
      test.setTimeout(60_000);
      // A new member, signed in by the registration call (the page's context keeps its cookie).
      const email = `cards-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const registered = await page.request.post('/api/auth/register', {
        data: {
          email,
          confirmEmail: email,
          firstName: 'Grace',
          lastName: 'Hopper',
          phone: '0412345678',
          birthDate: '09/12/1986',
          password: 'cobol-1959',
          confirmPassword: 'cobol-1959',
        },
      });
      expect(registered.ok()).toBe(true);

      await page.goto(`${T.prefix}/profile?store=harbour-sydney`);
      const cards = page.getByRole('region', { name: S.title });
      await expect(cards.getByText(S.none)).toBeVisible();
      await cards.getByRole('button', { name: S.add }).click();
      // The declined test card is refused with the provider's message, and nothing is kept.
      await fillCard(page, CARDS.declined, locale);
      await cards.getByRole('button', { name: S.save }).click();
      await expect(cards.getByRole('alert')).toHaveText('Your card was declined.');
      await fillCard(page, CARDS.success, locale);
      await shot(page, 'profile-add-card', info.project.name, locale);
      await cards.getByRole('button', { name: S.save }).click();
      await expect(cards.getByRole('status')).toHaveText(S.added);
      await expect(cards.getByText(S.visa)).toBeVisible();
      await expect(page.getByText('4242 4242')).toHaveCount(0);
      await shot(page, 'profile-cards', info.project.name, locale);
      await page.reload();
      await expect(page.getByRole('region', { name: S.title }).getByText(S.visa)).toBeVisible();

      // The checkout offers the stored card; chosen, no card field is asked for.
      await page.goto(store());
      await addProduct(page, BURGER);
      await page.goto(store('/checkout'));
      await fillDetails(page, locale, { member: true });
      const stored = page.getByRole('radio', { name: new RegExp(`^${S.visa.replace(/\*/g, '\\*')}`) });
      await expect(stored).toBeVisible();
      await expect(page.getByRole('radio', { name: S.newCard })).toBeChecked();
      await expect(page.getByLabel(S.saveThisCard)).toBeVisible();
      await stored.check();
      await expect(page.getByLabel(S.cardNumber, { exact: true })).toHaveCount(0);
      await shot(page, 'checkout-saved-card', info.project.name, locale);
      await expectPlaced(page, () => payButton(page).click(), 'harbour-sydney', locale);

      // Removed on My account: gone from the list.
      await page.goto(`${T.prefix}/profile`);
      const after = page.getByRole('region', { name: S.title });
      await after.getByRole('button', { name: S.remove }).click();
      await expect(after.getByRole('status')).toHaveText(S.removed);
      await expect(after.getByText(S.none)).toBeVisible();
    });
  });
}
