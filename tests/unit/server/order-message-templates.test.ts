import type { TMessageTemplate } from '@/lib/schemas/entities';
import { dineInSmsText, orderEmail, templateValues, type OrderMessageInput } from '@/lib/server/messages/order-message-content';
import { fillTemplate, oneLine, pickTemplate } from '@/lib/server/messages/message-templates';
import type { TrackingOrderDocument } from '@/lib/server/orders/order-documents';

describe('fillTemplate', () => {
  const values = { firstName: '<script>alert("x")</script>', orderNumber: '42', storeName: 'Tom & Jerry’s' };

  it('fills placeholders as they are in text, keeping unknown ones as written', () => {
    expect(fillTemplate('Hi {firstName}, order {orderNumber} at {storeName}. {unknown}', values, 'text')).toBe(
      'Hi <script>alert("x")</script>, order 42 at Tom & Jerry’s. {unknown}',
    );
  });

  it('escapes the template’s words and every value in HTML, and breaks lines', () => {
    expect(fillTemplate('<b>Hi</b> {firstName}\nfrom {storeName} {unknown}', values, 'html')).toBe(
      '&lt;b&gt;Hi&lt;/b&gt; &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>from Tom &amp; Jerry’s {unknown}',
    );
  });

  it('does not read placeholders from the object’s prototype', () => {
    expect(fillTemplate('{constructor}{toString}', {}, 'text')).toBe('{constructor}{toString}');
  });

  it('keeps a subject on one line', () => {
    expect(oneLine(' Order 42\r\nBcc: x@example.com ')).toBe('Order 42 Bcc: x@example.com');
  });
});

describe('pickTemplate', () => {
  const base = { Name: 'order-ready', Channel: 'email' as const, Subject: 'S', Body: 'B' };
  const templates: TMessageTemplate[] = [
    { ...base, ID: 'global-en', Locale: 'en' },
    { ...base, ID: 'global-any' },
    { ...base, ID: 'hq-en', HQCompanyID: 'hq', Locale: 'en' },
    { ...base, ID: 'store-zh', StoreID: '1', Locale: 'zh-CN' },
    { ...base, ID: 'store-sms', StoreID: '1', Channel: 'sms' },
    { ...base, ID: 'store-no-subject', StoreID: '2', Subject: ' ' },
    { ...base, ID: 'other-event', StoreID: '1', Name: 'order-rejected' },
  ];
  const want = (over: Partial<Parameters<typeof pickTemplate>[1]> = {}) =>
    pickTemplate(templates, { event: 'ready', channel: 'email', locale: 'en', storeId: '1', headOfficeId: 'hq', ...over })?.ID ?? null;

  it('prefers the store’s own, then its head office’s, then every store’s, in the order’s language', () => {
    expect(want({ locale: 'zh-CN' })).toBe('store-zh');
    expect(want()).toBe('hq-en');
    expect(want({ headOfficeId: null })).toBe('global-en');
    expect(want({ headOfficeId: null, locale: 'zh-CN', storeId: '3' })).toBe('global-any');
    expect(want({ channel: 'sms' })).toBe('store-sms');
  });

  it('skips an email template without a subject, and answers null when none fits (the built-in default)', () => {
    expect(want({ storeId: '2', headOfficeId: null })).toBe('global-en');
    expect(pickTemplate([], { event: 'confirmation', channel: 'email', locale: 'en', storeId: '1', headOfficeId: null })).toBeNull();
    expect(want({ event: 'onItsWay' })).toBeNull();
  });
});

function order(overrides: Partial<TrackingOrderDocument> = {}): TrackingOrderDocument {
  return {
    UDID: 'o1',
    OrderNumber: '1042',
    StoreID: '1',
    StoreName: 'Noodle Bar',
    OrderType: 10,
    OnlineOrderStatus: 1,
    ScheduledTime: Date.UTC(2026, 2, 5, 8, 30) / 1000,
    ContactCustomer_FirstName: 'Ada <b>',
    ContactCustomer_LastName: 'Lovelace',
    ContactCustomer_Email_Address: 'ada@example.com',
    ContactCustomer_Contact_Number: '0412345678',
    OrderNote: 'No onion',
    DeliveryAddress: { StreetAddress: '10 Pitt St', CityTown: 'Sydney', State: 'NSW', PostalCode: '2000' },
    RoomNumber: null,
    Tables: [],
    OrderItems: [
      {
        Name: 'Beef Noodles',
        Quantity: 2,
        FinalTotalExcludingTax: 18.18,
        FinalTotalTax: 1.82,
        Note: 'extra hot',
        OrderExtras: [
          {
            Extra_ID: 'm',
            Name: 'Egg',
            Quantity: 4,
            UsingUnitPrice: 1,
            FinalPriceExcludingTax: 3.64,
            FinalTax: 0.36,
            ChildrenOrderExtras: [{ Extra_ID: 's', Name: 'Soft', Quantity: 4, UsingUnitPrice: 0, FinalPriceExcludingTax: 0, FinalTax: 0, ChildrenOrderExtras: [] }],
          },
        ],
      },
    ],
    SubtotalExcludingTax: 21.82,
    SubtotalTax: 2.18,
    DiscountExcludingTax: 1.82,
    DiscountTax: 0.18,
    DeliveryFee: 5,
    HolidaySurcharge: 0,
    BankCardSurcharge: 0.4,
    TotalExcludingTax: 24.9,
    TotalTax: 2.5,
    PaymentTransactions: [{ TransactionType: 99 }],
    PaymentStatus: 'paid',
    OnlineOrderStatusDescription: null,
    ...overrides,
  } as unknown as TrackingOrderDocument;
}

const input = (locale: 'en' | 'zh-CN', over: Partial<TrackingOrderDocument> = {}): OrderMessageInput => ({
  order: order(over),
  store: { Name: 'Noodle Bar', CurrencyLocaleName: 'en-AU', TimezoneIanaFormat: 'Australia/Sydney' },
  locale,
  trackingUrl: 'https://shop.example/store/noodle/completeorder/o1/g1?t=abc&x="1"',
});

describe('orderEmail', () => {
  it('confirms in English with items, options, totals, GST, payment and the link; values escaped', () => {
    const mail = orderEmail('confirmation', input('en'), null);
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Order 1042 at Noodle Bar is confirmed');
    for (const text of [
      'Hi Ada <b>, thank you',
      '2 × Beef Noodles  $24.00',
      '  + 2 × Egg',
      '    + Soft',
      'Note: extra hot',
      'Deliver to: 10 Pitt St, Sydney, NSW, 2000',
      'Time: Thu 5 Mar 2026, 7:30 PM',
      'Subtotal: $24.00',
      'Discount: -$2.00',
      'Delivery fee: $5.00',
      'Card surcharge: $0.40',
      'Total: $27.40',
      'Includes GST of $2.50',
      'Payment: Credit or debit card · Paid',
    ]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.html).toContain('Hi Ada &lt;b&gt;, thank you');
    expect(mail.html).not.toContain('Ada <b>');
    expect(mail.html).toContain('href="https://shop.example/store/noodle/completeorder/o1/g1?t=abc&amp;x=&quot;1&quot;"');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('confirms in Chinese', () => {
    const mail = orderEmail('confirmation', input('zh-CN'), null);
    expect(mail.subject).toBe('您在Noodle Bar的订单 1042 已确认');
    for (const text of [
      '订单类型: 外送',
      '时间: 2026年3月5日 19:30',
      '合计: $27.40',
      '含商品及服务税 $2.50',
      '付款方式: 信用卡或借记卡 · 已付款',
      '在此查看订单状态：https://shop.example/',
    ])
      expect(mail.text).toContain(text);
    expect(mail.html).toContain('<html lang="zh-CN">');
  });

  it('uses a store’s template for the subject and the opening words', () => {
    const mail = orderEmail('ready', input('en', { OrderType: 3 }), { subject: 'Ready!\n{orderNumber}', body: 'Yo {firstName} <i>now</i>' });
    expect(mail.subject).toBe('Ready! 1042');
    expect(mail.text.startsWith('Yo Ada <b> <i>now</i>')).toBe(true);
    expect(mail.html).toContain('Yo Ada &lt;b&gt; &lt;i&gt;now&lt;/i&gt;');
    // Only the confirmation carries the items and totals.
    expect(mail.text).not.toContain('Beef Noodles');
  });

  it('tells a rejection its reason and what happens to the money', () => {
    const refunded = orderEmail('rejected', input('en', { OnlineOrderStatus: 11, PaymentStatus: 'refunded', OnlineOrderStatusDescription: 'Closed <early>' }), null);
    expect(refunded.text).toContain('Reason: Closed <early>');
    expect(refunded.text).toContain('Your payment of $27.40 is being refunded');
    expect(refunded.html).toContain('Reason: Closed &lt;early&gt;');
    expect(orderEmail('refunded', input('en', { OnlineOrderStatus: 10, PaymentStatus: 'notRequired', RedeemPoints: 300 }), null).text).toContain(
      'The points you paid with are back in your account.',
    );
    expect(orderEmail('rejected', input('zh-CN', { PaymentStatus: 'notRequired' }), null).text).toContain('此订单未产生任何扣款。');
  });

  it('names each discount rule and the coupon on a line of its own, as the checkout showed them (issue 36)', () => {
    const DiscountLines = [
      { kind: 'rule' as const, key: 'rule-sides', name: '20% off sides at checkout', percent: 20, amount: 160 },
      { kind: 'coupon' as const, key: 'coupon-WELCOME10', code: 'WELCOME10', percent: 10, amount: 40 },
    ];
    const mail = orderEmail('confirmation', input('en', { DiscountLines }), null);
    expect(mail.text).toContain('Discount (20% off sides at checkout): -$1.60\nCoupon WELCOME10 (10% off): -$0.40\nDelivery fee: $5.00');
    expect(mail.text).not.toContain('Discount: -$2.00');
    expect(mail.html).toContain('Coupon WELCOME10 (10% off)');
    expect(orderEmail('confirmation', input('zh-CN', { DiscountLines }), null).text).toContain('折扣（20% off sides at checkout）: -$1.60\n优惠券 WELCOME10（减 10%）: -$0.40');
  });

  it('names pay later and the room of a deliver-to-room order', () => {
    const mail = orderEmail(
      'confirmation',
      input('en', { RoomNumber: '301', DeliveryAddress: null, PaymentTransactions: [{ TransactionType: null }] as never, PaymentStatus: 'notRequired' }),
      null,
    );
    expect(mail.text).toContain('Order type: Deliver to room');
    expect(mail.text).toContain('Room: 301');
    expect(mail.text).toContain('Payment: Pay later · To pay at the store');
  });
});

describe('dineInSmsText', () => {
  const dineIn = (locale: 'en' | 'zh-CN') => input(locale, { OrderType: 2, Tables: [{ Name: '7', SecurityCode: null }] });
  it('is built in, in both languages, or the store’s', () => {
    expect(dineInSmsText(dineIn('en'), null)).toBe(
      'Noodle Bar: thanks Ada <b>, your order 1042 for table 7 is confirmed. Total $27.40. Follow it: https://shop.example/store/noodle/completeorder/o1/g1?t=abc&x="1"',
    );
    expect(dineInSmsText(dineIn('zh-CN'), null)).toContain('您在 7 号桌的订单 1042 已确认，合计 $27.40');
    expect(dineInSmsText(dineIn('en'), { subject: null, body: 'Table {table}: {total}' })).toBe('Table 7: $27.40');
    expect(templateValues(dineIn('en')).room).toBe('');
  });
});
