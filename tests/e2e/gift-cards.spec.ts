import { expect, test } from '@playwright/test';
import { ownAddress } from './support/address';
import { outboxMessages } from './support/outbox';
import { LOCALES, TEXTS, type Locale } from './support/texts';

test.beforeEach(({ page }) => ownAddress(page));

/** The words of the gift pages (messages namespace giftCards), written out in both languages. */
const GIFT: Record<
  Locale,
  {
    heading: string;
    buy: string;
    from: string;
    to: string;
    email: string;
    message: string;
    increase: string;
    addToCart: (total: string) => string;
    view: (count: number) => string;
    continue: string;
    firstName: string;
    lastName: string;
    buyerEmail: string;
    phone: string;
    cardHolder: string;
    cardNumber: string;
    expiry: string;
    cvv: string;
    bankSurcharge: string;
    payNow: (total: string) => string;
    thanks: string;
    logIn: string;
  }
> = {
  en: {
    heading: 'Gift cards',
    buy: 'Buy $25 gift card',
    from: 'From',
    to: 'To',
    email: 'Recipient email',
    message: 'Message',
    increase: 'Increase quantity',
    addToCart: (total) => `Add to cart ${total}`,
    view: (count) => `Gift cart (${count})`,
    continue: 'Continue',
    firstName: 'First name',
    lastName: 'Last name',
    buyerEmail: 'Email',
    phone: 'Mobile number',
    cardHolder: 'Name on card',
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    cvv: 'CVV',
    bankSurcharge: 'Bank surcharge',
    payNow: (total) => `Pay now ${total}`,
    thanks: 'Thank you for your gift card order!',
    logIn: TEXTS.en.account.logIn,
  },
  'zh-CN': {
    heading: '礼品卡',
    buy: '购买 $25 gift card',
    from: '赠送人',
    to: '收件人',
    email: '收件人电子邮箱',
    message: '留言',
    increase: '增加数量',
    addToCart: (total) => `加入购物车 ${total}`,
    view: (count) => `礼品卡购物车（${count}）`,
    continue: '继续',
    firstName: '名',
    lastName: '姓',
    buyerEmail: '电子邮箱',
    phone: '手机号码',
    cardHolder: '持卡人姓名',
    cardNumber: '卡号',
    expiry: '有效期',
    cvv: '安全码 (CVV)',
    bankSurcharge: '银行卡附加费',
    payNow: (total) => `立即支付 ${total}`,
    thanks: '感谢您购买礼品卡！',
    logIn: TEXTS['zh-CN'].account.logIn,
  },
};

/** Part 1 §2 gift card pages, gift checkout and thank-you; part 1 §3 gift orders; the recipient's mail (issue 16 item 3). */
for (const locale of LOCALES) {
  const G = GIFT[locale];
  const prefix = TEXTS[locale].prefix;

  test(`${locale}: buys two gift cards for a recipient, who finds each card's code in the mail`, async ({ page, isMobile }) => {
    const recipient = `gift-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await page.goto(`${prefix}/store/harbour-sydney/giftcards`);
    await expect(page.getByRole('heading', { level: 1, name: G.heading })).toBeVisible();
    // Gift mode: the store's Log in item is not offered (part 1 §2 top menu).
    await expect(page.getByRole('button', { name: G.logIn, exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: G.buy }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel(G.from, { exact: true }).fill('Ada');
    await form.getByLabel(G.to, { exact: true }).fill('Grace');
    await form.getByLabel(G.email, { exact: true }).fill(recipient);
    await form.getByLabel(G.message, { exact: true }).fill('Happy birthday, Grace!');
    await form.getByRole('button', { name: G.increase }).click();
    await form.getByRole('button', { name: G.addToCart('$50.00') }).click();
    await expect(form).toBeHidden();

    if (isMobile) {
      await page.getByRole('link', { name: G.view(2) }).click();
      await expect(page).toHaveURL(/\/giftshoppingcartmobile$/);
    }
    await page.getByRole('link', { name: G.continue, exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/giftcards$/);

    await page.getByLabel(G.firstName, { exact: true }).fill('Ada');
    await page.getByLabel(G.lastName, { exact: true }).fill('Lovelace');
    await page.getByLabel(G.buyerEmail, { exact: true }).fill('ada@example.com');
    await page.getByLabel(G.phone, { exact: true }).fill('0412345678');
    await page.getByLabel(G.cardHolder, { exact: true }).fill('Ada Lovelace');
    await page.getByLabel(G.cardNumber, { exact: true }).fill('4242424242424242');
    await page.getByLabel(G.expiry, { exact: true }).fill('1239');
    await page.getByLabel(G.cvv, { exact: true }).fill('123');
    // $50.00 of cards and the store's 1.5 % card surcharge, nothing taken off.
    await expect(page.getByText(G.bankSurcharge)).toBeVisible();
    await page.getByRole('button', { name: G.payNow('$50.75') }).click();
    await expect(page.getByRole('heading', { name: G.thanks })).toBeVisible();
    await expect(page).toHaveURL(/\/giftcards\/thankyou$/);

    await expect.poll(() => outboxMessages(recipient).length).toBe(2);
    const mails = outboxMessages(recipient);
    const codes = mails.map((mail) => /[2-9A-HJ-NP-Z]{4}(?:-[2-9A-HJ-NP-Z]{4}){3}/.exec(mail.Text)?.[0]);
    expect(codes.every(Boolean)).toBe(true);
    expect(new Set(codes).size).toBe(2);
    for (const mail of mails) {
      expect(mail.Text).toContain('Happy birthday, Grace!');
      expect(mail.Html).toContain('data:image/png;base64,');
    }
  });
}
