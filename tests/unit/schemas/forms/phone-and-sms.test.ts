import { describe, expect, it } from '@jest/globals';
import { isValidPhone, phoneField, phoneMaxLength } from '../../../../lib/schemas/forms/phone';
import { createSmsCodeSchema, createSmsPhoneSchema } from '../../../../lib/schemas/forms/sms-verification';
import { messageAt } from './helpers';

describe('phone by country (AU: 04 and 8 digits, max 10; others digits only, max 15; min 8)', () => {
  it.each([
    ['AU', '0412345678', null],
    ['AU', '0412 345 678', null],
    ['AU', '', 'validation.phoneRequired'],
    ['AU', '0412345', 'validation.phoneMin'],
    ['AU', '04123456789', 'validation.phoneMaxAu'],
    ['AU', '0298765432', 'validation.phoneAuMobile'],
    ['AU', '+61412345678', 'validation.phoneMaxAu'],
    ['AU', '04123456a8', 'validation.phoneAuMobile'],
    [undefined, '0412345678', null],
    ['au', '0412345678', null],
    ['NZ', '02112345678', null],
    ['CN', '13812345678', null],
    ['CN', '123456789012345', null],
    ['CN', '1234567890123456', 'validation.phoneMax'],
    ['CN', '1381234567x', 'validation.phoneDigits'],
    ['CN', '1234567', 'validation.phoneMin'],
  ])('%s %s', (country, phone, expected) => {
    expect(messageAt(phoneField({ country }), phone)).toBe(expected);
    expect(isValidPhone(phone, country)).toBe(expected === null);
  });

  it('carries the limits as params and knows the maxima', () => {
    const result = phoneField({ country: 'AU' }).safeParse('04123456789');
    expect(result.error?.issues[0]).toMatchObject({ params: { max: 10 } });
    expect(phoneMaxLength('AU')).toBe(10);
    expect(phoneMaxLength('ID')).toBe(15);
  });

  it('rejects a missing phone', () => {
    expect(messageAt(phoneField(), undefined)).toBe('validation.phoneRequired');
  });
});

describe('SMS verification', () => {
  it('view 0: Send is enabled only with a valid phone for the country (default AU)', () => {
    expect(createSmsPhoneSchema().parse({ phone: '0412345678' })).toEqual({ country: 'AU', phone: '0412345678' });
    expect(messageAt(createSmsPhoneSchema(), { phone: '12345678' }, 'phone')).toBe('validation.phoneAuMobile');
    expect(createSmsPhoneSchema({ country: 'NZ' }).safeParse({ country: 'NZ', phone: '021123456' }).success).toBe(true);
  });

  it.each([
    ['123456', undefined, null],
    ['123 456', undefined, null],
    ['', undefined, 'validation.smsCodeRequired'],
    ['12345', undefined, 'validation.smsCodeFormat'],
    ['1234567', undefined, 'validation.smsCodeFormat'],
    ['12a456', undefined, 'validation.smsCodeFormat'],
    ['123456', '123456', null],
    ['123457', '123456', 'validation.smsCodeIncorrect'],
    ['123457', null, null],
  ])('code %s against %s', (code, expectedCode, message) => {
    expect(messageAt(createSmsCodeSchema({ expectedCode }), { code }, 'code')).toBe(message);
  });
});
