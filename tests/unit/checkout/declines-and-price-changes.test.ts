import { declineReason, declineReasonKey } from '@/lib/client/checkout/decline-reason';
import { priceChangeReason } from '@/lib/client/checkout/price-change';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';

describe('why a card was declined (part 2 §8 "provider messages", issue 36)', () => {
  const ours = (key: string) => `ours:${key}`;

  it.each([
    ['card_declined', 'declined'],
    ['generic_decline', 'declined'],
    ['insufficient_funds', 'insufficientFunds'],
    ['expired_card', 'expired'],
    ['incorrect_cvc', 'incorrectCvc'],
    ['incorrect_number', 'incorrectNumber'],
    ['processing_error', 'processingError'],
    // Lost, stolen or suspected-fraud cards read as a plain decline.
    ['lost_card', 'declined'],
    ['stolen_card', 'declined'],
    ['fraudulent', 'declined'],
    ['card_velocity_exceeded', 'limitExceeded'],
    ['authentication_failed', 'authenticationFailed'],
  ])('%s has a text of ours in both languages', (code, key) => {
    expect(declineReasonKey(code)).toBe(key);
    expect(en.checkout.declines[key as keyof typeof en.checkout.declines]).toMatch(/\w/);
    expect(zhCN.checkout.declines[key as keyof typeof zhCN.checkout.declines]).toMatch(/\p{Script=Han}/u);
  });

  it('falls back to the provider’s message for a code of its own, and to nothing without one', () => {
    expect(declineReason({ code: 'insufficient_funds', message: 'Your card has insufficient funds.' }, ours)).toBe('ours:insufficientFunds');
    expect(declineReason({ code: 'new_bank_code', message: ' Your bank says no. ' }, ours)).toBe('Your bank says no.');
    expect(declineReason({ code: 'new_bank_code', message: null }, ours)).toBe('');
    expect(declineReason(undefined, ours)).toBe('');
    // An inherited name is no code of ours.
    expect(declineReasonKey('constructor')).toBeNull();
  });
});

describe('what a 409 PRICE_CHANGED changed (issue 36)', () => {
  const details = (total: number, bankCardSurcharge: number) => ({ total, subtotal: 18, discount: 0, delivery: 0, surcharge: 0, bankCardSurcharge, lines: [], removed: [] });
  const shown = { total: 1827, bankCardSurcharge: { amount: 27, tax: 2, excludingTax: 25 } };

  it('only the card surcharge, gone for a debit card the page priced as credit', () => {
    expect(priceChangeReason(details(18, 0), shown)).toBe('cardSurcharge');
  });

  it('the prices, when the goods changed too or the total went up', () => {
    expect(priceChangeReason(details(19.5, 0), shown)).toBe('prices');
    expect(priceChangeReason(details(18.27, 0.27), { total: 1800, bankCardSurcharge: null })).toBe('prices');
    expect(priceChangeReason(details(19.77, 0.27), shown)).toBe('prices');
  });
});
