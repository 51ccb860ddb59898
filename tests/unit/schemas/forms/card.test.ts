import { describe, expect, it } from '@jest/globals';
import { createCardSchema, parseExpiry, toCardRequest, ZSavedCardSchema } from '../../../../lib/schemas/forms/card';
import { detectCardType, lastFourMasked, maskCardNumber, passesLuhn } from '../../../../lib/schemas/forms/card-number';
import { messageAt, messagesOf } from './helpers';

// 23 November 2026 in Sydney.
const NOW = new Date('2026-11-23T12:00:00+11:00');
const card = { CardHolder: 'Ana Lee-Smith', CardNumber: '4242 4242 4242 4242', ExpireDate: '12/28', CVV: '123' };

describe('card type by prefix and Luhn', () => {
  it.each([
    ['4242424242424242', 'visa', true],
    ['4000 0000 0000 0002', 'visa', true],
    ['5555555555554444', 'mastercard', true],
    ['378282246310005', 'amex', true],
    ['371449635398431', 'amex', true],
    ['36227206271667', null, true],
    ['6011111111111117', null, true],
    ['4242424242424241', 'visa', false],
    ['', null, false],
  ])('%s', (number, type, luhn) => {
    expect(detectCardType(number)).toBe(type);
    expect(passesLuhn(number)).toBe(luhn);
  });

  it('masks in groups of 4 to at most 19 characters and shows the last 4', () => {
    expect(maskCardNumber('42424242424242421234')).toBe('4242 4242 4242 4242');
    expect(maskCardNumber('4242')).toBe('4242');
    expect(lastFourMasked('4242 4242 4242 4242')).toBe('**** **** **** 4242');
  });
});

describe('card form', () => {
  it.each([
    ['valid Visa', {}, false, {}],
    ['valid Mastercard', { CardNumber: '5555 5555 5555 4444' }, false, {}],
    [
      'American Express refused without StripeActivated',
      { CardNumber: '3782 822463 10005', CVV: '1234' },
      false,
      { CardNumber: 'validation.cardTypeNotAccepted', CVV: 'validation.cvvThreeDigits' },
    ],
    ['American Express with StripeActivated', { CardNumber: '3782 822463 10005', CVV: '1234' }, true, {}],
    // Issue 36: an Amex's CVV is the 4 digits on its front.
    ['American Express with a 3-digit CVV', { CardNumber: '3782 822463 10005', CVV: '123' }, true, { CVV: 'validation.cvvFourDigits' }],
    ['American Express with a 5-digit CVV', { CardNumber: '3782 822463 10005', CVV: '12345' }, true, { CVV: 'validation.cvvFourDigits' }],
    ['Diners (3, not 34/37) refused', { CardNumber: '3622 720627 1667' }, true, { CardNumber: 'validation.cardTypeNotAccepted' }],
    ['Discover (6) refused by prefix', { CardNumber: '6011 1111 1111 1117' }, true, { CardNumber: 'validation.cardNumberPrefix' }],
    ['wrong check digit', { CardNumber: '4242 4242 4242 4241' }, false, { CardNumber: 'validation.cardNumberInvalid' }],
    ['wrong length', { CardNumber: '4242 4242 4242 42' }, false, { CardNumber: 'validation.cardNumberInvalid' }],
    ['letters', { CardNumber: '4242 4242 4242 424x' }, false, { CardNumber: 'validation.cardNumberInvalid' }],
    ['over 19 characters', { CardNumber: '4242  4242  4242  4242' }, false, { CardNumber: 'validation.cardNumberInvalid' }],
    ['number missing', { CardNumber: '' }, false, { CardNumber: 'validation.cardNumberRequired' }],
    ['holder of 1', { CardHolder: 'A' }, false, { CardHolder: 'validation.cardHolderLength' }],
    ['holder of 41', { CardHolder: 'A'.repeat(41) }, false, { CardHolder: 'validation.cardHolderLength' }],
    ['holder of 40', { CardHolder: 'A'.repeat(40) }, false, {}],
    ['holder with digits', { CardHolder: 'Ana 2' }, false, { CardHolder: 'validation.cardHolderCharacters' }],
    ['holder missing', { CardHolder: '' }, false, { CardHolder: 'validation.cardHolderRequired' }],
    ['expiry this month', { ExpireDate: '11/26' }, false, {}],
    ['expiry last month', { ExpireDate: '10/26' }, false, { ExpireDate: 'validation.expiryPast' }],
    ['expiry last year', { ExpireDate: '12/25' }, false, { ExpireDate: 'validation.expiryPast' }],
    ['expiry month 13', { ExpireDate: '13/28' }, false, { ExpireDate: 'validation.expiryMonth' }],
    ['expiry month 00', { ExpireDate: '00/28' }, false, { ExpireDate: 'validation.expiryMonth' }],
    ['expiry not MM/YY', { ExpireDate: '1/28' }, false, { ExpireDate: 'validation.expiryFormat' }],
    ['expiry missing', { ExpireDate: '' }, false, { ExpireDate: 'validation.expiryRequired' }],
    ['CVV of 2', { CVV: '12' }, false, { CVV: 'validation.cvvThreeDigits' }],
    ['CVV of 4 without StripeActivated', { CVV: '1234' }, false, { CVV: 'validation.cvvThreeDigits' }],
    ['a Visa’s CVV of 4, even with StripeActivated', { CVV: '1234' }, true, { CVV: 'validation.cvvThreeDigits' }],
    ['a Mastercard’s CVV of 3 with StripeActivated', { CardNumber: '5555 5555 5555 4444' }, true, {}],
    ['no card type yet: 3 or 4 digits with StripeActivated', { CardNumber: '', CVV: '1234' }, true, { CardNumber: 'validation.cardNumberRequired' }],
    ['no card type yet: letters', { CardNumber: '', CVV: '12a' }, true, { CardNumber: 'validation.cardNumberRequired', CVV: 'validation.cvvFormat' }],
    ['CVV missing', { CVV: '' }, false, { CVV: 'validation.cvvRequired' }],
  ])('%s', (_name, patch, stripeActivated, expected) => {
    expect(messagesOf(createCardSchema({ now: NOW, stripeActivated }), { ...card, ...patch })).toEqual(expected);
  });

  it('decides "this month" on the store calendar, not UTC', () => {
    // 1 December 2026 00:30 in Sydney is still 30 November in UTC.
    const firstOfDecember = new Date('2026-12-01T00:30:00+11:00');
    expect(messageAt(createCardSchema({ now: firstOfDecember }), { ...card, ExpireDate: '11/26' }, 'ExpireDate')).toBe('validation.expiryPast');
    expect(messageAt(createCardSchema({ now: firstOfDecember, timeZone: 'UTC' }), { ...card, ExpireDate: '11/26' }, 'ExpireDate')).toBeNull();
  });

  it('builds the payment request: spaces removed, four-digit year', () => {
    const parsed = createCardSchema({ now: NOW }).parse(card);
    expect(toCardRequest(parsed)).toEqual({
      CardHolder: 'Ana Lee-Smith',
      CardNumber: '4242424242424242',
      ExpiryYear: 2028,
      ExpiryMonth: 12,
      Cvv: '123',
      ForceUseSandboxPayment: false,
    });
    expect(parseExpiry('12 / 28')).toEqual({ month: 12, year: 2028 });
    expect(parseExpiry('1228')).toBeNull();
  });

  it('a saved card needs its identifier', () => {
    expect(messageAt(ZSavedCardSchema, { SelectedCard: '' }, 'SelectedCard')).toBe('validation.savedCardRequired');
    expect(ZSavedCardSchema.safeParse({ SelectedCard: 'card_123' }).success).toBe(true);
  });
});
