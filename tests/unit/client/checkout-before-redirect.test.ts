/** @jest-environment jsdom */
import { dropCheckoutBeforeRedirect, paymentReturnOf, readCheckoutBeforeRedirect, saveCheckoutBeforeRedirect } from '@/lib/client/checkout/checkout-before-redirect';
import { EMPTY_CHECKOUT_FORM } from '@/lib/client/checkout/checkout-form';

const values = {
  ...EMPTY_CHECKOUT_FORM,
  contact: { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com', PhoneNumber: '0412345678' },
  orderNote: 'No onions',
  card: { CardHolder: 'Ada', CardNumber: '4242424242424242', ExpireDate: '12/30', CVV: '123' },
};

afterEach(() => window.localStorage.clear());

describe('checkout data saved before Alipay or Wechat (part 1 §4 "Place order")', () => {
  it('keeps the form for its store and order, and never the card fields', () => {
    saveCheckoutBeforeRedirect({ storeId: '1001', orderId: 'o-1', kind: 'pickup', method: 4, values });
    expect(window.localStorage.getItem('checkoutBeforeRedirect')).not.toContain('4242');
    expect(readCheckoutBeforeRedirect('1001', 'o-1')).toEqual({
      storeId: '1001',
      orderId: 'o-1',
      kind: 'pickup',
      method: 4,
      values: { ...values, card: EMPTY_CHECKOUT_FORM.card },
    });
    expect(readCheckoutBeforeRedirect('1002', 'o-1')).toBeNull();
    expect(readCheckoutBeforeRedirect('1001', 'o-2')).toBeNull();
    dropCheckoutBeforeRedirect();
    expect(readCheckoutBeforeRedirect('1001', 'o-1')).toBeNull();
  });

  it('reads a damaged or foreign value as absent, and fills missing fields with the empty form’s', () => {
    window.localStorage.setItem('checkoutBeforeRedirect', '{"storeId":"1001","orderId":"o-1","kind":"boat","method":4}');
    expect(readCheckoutBeforeRedirect('1001', 'o-1')).toBeNull();
    window.localStorage.setItem('checkoutBeforeRedirect', '{"storeId":"1001","orderId":"o-1","kind":"delivery","method":5,"values":{"contact":{"FirstName":7,"LastName":"L"}}}');
    expect(readCheckoutBeforeRedirect('1001', 'o-1')?.values.contact).toEqual({ FirstName: '', LastName: 'L', Email: '', PhoneNumber: '' });
  });

  it('knows the return by its order and token, whatever result the provider added', () => {
    expect(paymentReturnOf('?paymentReturn=o-1&t=abc&result=SUCCESS&trade_no=2026')).toEqual({ orderId: 'o-1', token: 'abc' });
    expect(paymentReturnOf('?result=SUCCESS')).toBeNull();
    expect(paymentReturnOf('?paymentReturn=o-1')).toBeNull();
  });
});
