import { describe, expect, it } from '@jest/globals';
import { MASKS, stripPath, stripPersonalData } from '@/lib/domain/logs/strip-personal-data';

describe('stripPersonalData', () => {
  it.each([
    ['an email', 'No account for jane.doe+food@example.com.au', 'No account for [email]'],
    ['a card number with spaces', 'card 4242 4242 4242 4242 declined', 'card [number] declined'],
    ['a card number with dashes', 'card 5555-5555-5555-4444', 'card [number]'],
    ['a card number in one run', 'PAN 4000000000003220', 'PAN [number]'],
    ['an Australian mobile', 'sent to +61 412 345 678 now', 'sent to [number] now'],
    ['a landline in brackets', 'call (02) 9999 1234', 'call [number]'],
    ['an SMS code', 'code 123456 is wrong', 'code [number] is wrong'],
    ['a JSON Web Token', 'id eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', 'id [token]'],
    ['a bearer token', 'Authorization failed for Bearer abc.def', 'Authorization failed for Bearer [token]'],
    ['a named secret', 'password=hunter2 and "token": "x1"', 'password=[token] and "token": "[token]"'],
    ['a long key', 'key sk_test_51Habcdefghijklmnop12345 rejected', 'key [token] rejected'],
    ['a UUID', 'order 3f2b8c1e-9d4a-4e6f-8b7c-1a2b3c4d5e6f', `order ${MASKS.id}`],
    ['a URL query', 'GET https://shop.example/api/x?email=a%40b.c&t=abc failed', 'GET https://shop.example/api/x failed'],
    ['a path query', 'GET /api/stores/1001/coupons/X?locale=en failed', 'GET /api/stores/1001/coupons/X failed'],
  ])('masks %s', (_kind, text, expected) => {
    expect(stripPersonalData(text)).toBe(expected);
  });

  it('keeps what is not personal: short numbers, slugs, status codes, words', () => {
    const text = 'POST /api/stores/1001/orders 409 PRICE_CHANGED: harbour-dumpling-house-sydney-cbd order 42 in 2026';
    expect(stripPersonalData(text)).toBe(text);
    expect(stripPersonalData('session lost, retry is unavailable')).toBe('session lost, retry is unavailable');
    expect(stripPersonalData("TypeError: Cannot read properties of undefined (reading 'ID')")).toBe("TypeError: Cannot read properties of undefined (reading 'ID')");
  });

  it('turns control and direction characters into spaces, so a text cannot forge a line', () => {
    expect(stripPersonalData('a\nb\r\nc\u0000d\u202Ee')).toBe('a b c d e');
  });

  it('cuts to the limit with an ellipsis', () => {
    expect(stripPersonalData('abcdefghij', 5)).toBe('abcd…');
    expect(stripPersonalData('abcde', 5)).toBe('abcde');
  });
});

describe('stripPath', () => {
  it('drops the origin, query and fragment', () => {
    expect(stripPath('https://shop.example/zh-CN/store/harbour/completeorder/42?t=secret#top')).toBe('/zh-CN/store/harbour/completeorder/42');
    expect(stripPath('/store/harbour?coupon=WELCOME10&email=a@b.co')).toBe('/store/harbour');
  });

  it('masks a reset link token and an email in the segments', () => {
    expect(stripPath('/store/harbour/resetpassword/eyJlbWFpbCI6ImFAYi5jbyJ9Zk5x~QmFzZTY0VXJsTWFjMTIzNDU2Nzg5')).toBe('/store/harbour/resetpassword/[token]~[token]');
    expect(stripPath('/profile/jane@example.com')).toBe('/profile/[email]');
  });

  it('makes a path of anything', () => {
    expect(stripPath('store/x')).toBe('/store/x');
    expect(stripPath('')).toBe('/');
  });
});
