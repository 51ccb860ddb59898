import { describe, expect, it } from '@jest/globals';
import { birthDateStatus, birthDateToIso, ZBirthDateSchema } from '../../../../lib/schemas/forms/birth-date';
import { createMembershipSignupSchema, ZGenderCodeSchema, ZPostcodeSchema } from '../../../../lib/schemas/forms/membership-signup';
import { createRegistrationSchema } from '../../../../lib/schemas/forms/registration';
import { createResetPasswordSchema, ZForgotPasswordSchema, ZSignInSchema } from '../../../../lib/schemas/forms/sign-in';
import { ZProfileDetailsSchema } from '../../../../lib/schemas/forms/profile';
import { messageAt, messagesOf } from './helpers';

describe('sign-in and forgot password', () => {
  it.each([
    [{ email: 'ana@example.com', password: 'x' }, {}],
    [{ email: ' ana@example.com ', password: 'x' }, {}],
    [
      { email: '', password: '' },
      { email: 'validation.emailRequired', password: 'validation.passwordRequired' },
    ],
    [{ password: 'x' }, { email: 'validation.emailRequired' }],
    [{ email: 'ana@', password: 'x' }, { email: 'validation.emailInvalid' }],
  ])('%j', (input, expected) => {
    expect(messagesOf(ZSignInSchema, input)).toEqual(expected);
  });

  it('forgot password needs a valid email', () => {
    expect(messageAt(ZForgotPasswordSchema, { email: 'nope' }, 'email')).toBe('validation.emailInvalid');
    expect(ZForgotPasswordSchema.parse({ email: ' a@b.co ' })).toEqual({ email: 'a@b.co' });
  });
});

describe('new or reset password: 6 to 20 on desktop, confirmation required on mobile', () => {
  it.each([
    ['desktop ok', false, { password: 'secret1' }, {}],
    ['desktop 6 is enough', false, { password: '123456' }, {}],
    ['desktop 5 is too short', false, { password: '12345' }, { password: 'validation.passwordMin' }],
    ['desktop 20 is the maximum', false, { password: 'a'.repeat(20) }, {}],
    ['desktop 21 is too long', false, { password: 'a'.repeat(21) }, { password: 'validation.passwordMax' }],
    ['desktop a wrong confirmation', false, { password: 'secret1', confirmPassword: 'secret2' }, { confirmPassword: 'validation.passwordMismatch' }],
    ['desktop empty', false, { password: '' }, { password: 'validation.passwordRequired' }],
    ['mobile needs the confirmation', true, { password: 'secret1' }, { confirmPassword: 'validation.confirmPasswordRequired' }],
    ['mobile equal confirmation', true, { password: 'a'.repeat(25), confirmPassword: 'a'.repeat(25) }, {}],
    ['mobile different confirmation', true, { password: 'secret1', confirmPassword: 'secret' }, { confirmPassword: 'validation.passwordMismatch' }],
  ])('%s', (_name, isMobile, input, expected) => {
    expect(messagesOf(createResetPasswordSchema({ isMobile }), input)).toEqual(expected);
  });
});

describe('birth date DD/MM/YYYY: status 0 ok, 1 empty, 2 invalid', () => {
  it.each([
    ['01/02/1990', 0, null, '1990-02-01'],
    ['29/02/2024', 0, null, '2024-02-29'],
    ['29/02/2023', 2, 'validation.birthDateFormat', null],
    ['31/04/1990', 2, 'validation.birthDateFormat', null],
    ['32/01/1990', 2, 'validation.birthDateFormat', null],
    ['01/13/1990', 2, 'validation.birthDateFormat', null],
    ['1/2/1990', 2, 'validation.birthDateFormat', null],
    ['01/02/90', 2, 'validation.birthDateFormat', null],
    ['1990-02-01', 2, 'validation.birthDateFormat', null],
    ['01/02/0999', 2, 'validation.birthDateFormat', null],
    ['', 1, 'validation.birthDateRequired', null],
    ['   ', 1, 'validation.birthDateRequired', null],
  ])('%s', (text, status, message, iso) => {
    expect(birthDateStatus(text)).toBe(status);
    expect(messageAt(ZBirthDateSchema, text)).toBe(message);
    expect(birthDateToIso(text)).toBe(iso);
  });

  it('missing is empty', () => {
    expect(birthDateStatus(undefined)).toBe(1);
    expect(messageAt(ZBirthDateSchema, undefined)).toBe('validation.birthDateRequired');
  });
});

const registration = {
  email: 'ana@example.com',
  confirmEmail: 'Ana@Example.com',
  firstName: 'Ana',
  lastName: "O'Brien",
  address: '1 George St, Sydney NSW 2000',
  phone: '0412 345 678',
  birthDate: '01/02/1990',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('registration', () => {
  it.each([
    ['valid', {}, {}],
    ['confirm email differs', { confirmEmail: 'bob@example.com' }, { confirmEmail: 'validation.emailMismatch' }],
    ['confirm email missing', { confirmEmail: '' }, { confirmEmail: 'validation.confirmEmailRequired' }],
    ['first name too short', { firstName: 'A' }, { firstName: 'validation.firstNameMin' }],
    ['first name with digits', { firstName: 'Ana1' }, { firstName: 'validation.nameLettersOnly' }],
    ['Chinese names are letters', { firstName: '小明', lastName: '王五' }, {}],
    ['last name empty', { lastName: ' ' }, { lastName: 'validation.lastNameRequired' }],
    ['phone not a mobile', { phone: '0298765432' }, { phone: 'validation.phoneAuMobile' }],
    ['birth date invalid', { birthDate: '30/02/1990' }, { birthDate: 'validation.birthDateFormat' }],
    ['password 5', { password: '12345', confirmPassword: '12345' }, { password: 'validation.passwordMin' }],
    ['password confirmation differs', { confirmPassword: 'secret2' }, { confirmPassword: 'validation.passwordMismatch' }],
  ])('%s', (_name, patch, expected) => {
    expect(messagesOf(createRegistrationSchema(), { ...registration, ...patch })).toEqual(expected);
  });

  it('other countries take digits only, up to 15', () => {
    expect(messagesOf(createRegistrationSchema({ country: 'NZ' }), { ...registration, phone: '6421123456789' })).toEqual({});
  });
});

const member = {
  email: 'ana@example.com',
  confirmEmail: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Lee',
  birthDate: '01/02/1990',
  gender: 1,
  mobile: '0412345678',
  postcode: '2000',
  agree: true,
};

describe('membership signup', () => {
  it.each([
    ['valid', {}, {}, {}],
    ['gender 0', {}, { gender: 0 }, {}],
    ['gender 2', {}, { gender: 2 }, {}],
    ['gender 3', {}, { gender: 3 }, { gender: 'validation.genderInvalid' }],
    ['postcode 3 digits', {}, { postcode: '200' }, { postcode: 'validation.postcodeFormat' }],
    ['postcode letters', {}, { postcode: '20AB' }, { postcode: 'validation.postcodeFormat' }],
    ['postcode empty', {}, { postcode: '' }, { postcode: 'validation.postcodeRequired' }],
    ['not agreed', {}, { agree: false }, { agree: 'validation.agreeRequired' }],
    ['birth date empty', {}, { birthDate: '' }, { birthDate: 'validation.birthDateRequired' }],
    ['birth date wrong format', {}, { birthDate: '1990/02/01' }, { birthDate: 'validation.birthDateFormat' }],
    ['emails differ', {}, { confirmEmail: 'x@example.com' }, { confirmEmail: 'validation.emailMismatch' }],
    ['preferred store required when offered', { offerPreferredStore: true }, {}, { preferredStore: 'validation.preferredStoreRequired' }],
    ['preferred store given', { offerPreferredStore: true }, { preferredStore: { ID: '1002', Name: 'Harbour' } }, {}],
    ['preferred store optional otherwise', {}, { preferredStore: undefined }, {}],
  ])('%s', (_name, options, patch, expected) => {
    expect(messagesOf(createMembershipSignupSchema(options), { ...member, ...patch })).toEqual(expected);
  });

  it('exports the gender and postcode rules', () => {
    expect(ZGenderCodeSchema.safeParse(2).success).toBe(true);
    expect(ZPostcodeSchema.safeParse('0800').success).toBe(true);
  });
});

describe('profile', () => {
  it('trims names and checks the mobile and the birth date', () => {
    expect(ZProfileDetailsSchema.parse({ FirstName: ' Ana ', LastName: 'Lee', Mobile: '0412 345 678', DateOfBirth: '01/02/1990' })).toEqual({
      FirstName: 'Ana',
      LastName: 'Lee',
      Mobile: '0412345678',
      DateOfBirth: '01/02/1990',
    });
    expect(messageAt(ZProfileDetailsSchema, { FirstName: 'A', LastName: 'Lee', Mobile: '0412345678', DateOfBirth: '01/02/1990' }, 'FirstName')).toBe('validation.firstNameMin');
    expect(messageAt(ZProfileDetailsSchema, { FirstName: 'Ana', LastName: 'Lee', Mobile: '0412345678', DateOfBirth: '1990-02-01' }, 'DateOfBirth')).toBe(
      'validation.birthDateFormat',
    );
  });
});
