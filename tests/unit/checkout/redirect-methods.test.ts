import { isPaidOnline, PAYMENT_METHOD, redirectMethodOf, transactionTypeCode } from '@/lib/domain/order/codes';

describe('Alipay and Wechat codes (part 1 §4, part 2 §7)', () => {
  it('pays 4 and 5 on the provider’s page, with transaction types 12 and 13', () => {
    expect(redirectMethodOf(PAYMENT_METHOD.alipay)).toBe('alipay');
    expect(redirectMethodOf(PAYMENT_METHOD.wechat)).toBe('wechat');
    expect(transactionTypeCode(PAYMENT_METHOD.alipay)).toBe(12);
    expect(transactionTypeCode(PAYMENT_METHOD.wechat)).toBe(13);
    for (const method of [PAYMENT_METHOD.card, PAYMENT_METHOD.cash, PAYMENT_METHOD.payLater, PAYMENT_METHOD.points, PAYMENT_METHOD.applePay])
      expect(redirectMethodOf(method)).toBeNull();
  });

  it('takes card, Alipay and Wechat money online before the order is paid; cash and pay later not', () => {
    expect([1, 2, 3, 4, 5, 8].filter((method) => isPaidOnline(method as never))).toEqual([1, 4, 5]);
  });
});
