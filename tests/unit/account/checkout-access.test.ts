import fc from 'fast-check';
import { checkoutAccess } from '@/lib/domain/account/checkout-access';

const guest = null;
const unverified = { isVerified: false };
const verified = { isVerified: true };

describe('checkout access (part 1 §2 navigation rules, part 2 §6)', () => {
  it('is open to everyone unless LogIn and LogInMandatory are both on', () => {
    for (const switches of [null, {}, { LogIn: true }, { LogInMandatory: true }, { LogIn: false, LogInMandatory: true, SMSVerification: true }]) {
      expect(checkoutAccess(switches, guest)).toBe('allowed');
    }
  });

  it('sends a guest away when login is mandatory', () => {
    expect(checkoutAccess({ LogIn: true, LogInMandatory: true }, guest)).toBe('signInRequired');
    expect(checkoutAccess({ LogIn: true, LogInMandatory: true }, unverified)).toBe('allowed');
  });

  it('asks an unverified member to verify only when SMSVerification is on too', () => {
    expect(checkoutAccess({ LogIn: true, LogInMandatory: true, SMSVerification: true }, unverified)).toBe('verificationRequired');
    expect(checkoutAccess({ LogIn: true, LogInMandatory: true, SMSVerification: true }, verified)).toBe('allowed');
    expect(checkoutAccess({ LogIn: true, SMSVerification: true }, unverified)).toBe('allowed');
  });

  it('never lets a guest through a mandatory login, whatever the other switches', () => {
    fc.assert(fc.property(fc.boolean(), (sms) => checkoutAccess({ LogIn: true, LogInMandatory: true, SMSVerification: sms }, guest) === 'signInRequired'));
  });
});

describe('checkout paths (part 1 §2)', () => {
  const { checkoutPathOf } = jest.requireActual<typeof import('@/lib/domain/account/checkout-path')>('@/lib/domain/account/checkout-path');
  it.each([
    ['/store/harbour-sydney/checkout', { storename: 'harbour-sydney', prefix: '' }],
    ['/zh-CN/store/harbour-sydney/checkout/ord_1', { storename: 'harbour-sydney', prefix: '/zh-CN' }],
    ['/store/Harbour%20Sydney/checkout/', { storename: 'Harbour Sydney', prefix: '' }],
  ])('%s is a checkout path', (path, expected) => expect(checkoutPathOf(path)).toEqual(expected));

  it.each([
    '/store/harbour-sydney',
    '/store/harbour-sydney/completeorder/x/y',
    '/store/harbour-sydney/checkout/a/b',
    '/checkout',
    '/store/%E0%A4%A/checkout',
    '/store/harbour-sydney/checkout/giftcards',
    '/zh-CN/store/1001/checkout/giftcards/',
  ])('%s is not (the gift checkout, always as a guest, included)', (path) => expect(checkoutPathOf(path)).toBeNull());
});

describe('orders in progress (the tracking list)', () => {
  const { isOrderInProgress } = jest.requireActual<typeof import('@/lib/domain/order-status/transitions')>('@/lib/domain/order-status/transitions');
  it.each([1, 2, 4, 7, 8, 9, 12, 18, 19])('status %i is followed', (status) => expect(isOrderInProgress(status)).toBe(true));
  it.each([5, 3, 10, 11, 20])('status %i is not (completed or final)', (status) => expect(isOrderInProgress(status)).toBe(false));
});
