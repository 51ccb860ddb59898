/**
 * The countries the SMS verification offers (part 1 §2 "enter phone (default country AU)"), with
 * their calling codes. AU first: the spec's default.
 */
export const PHONE_COUNTRIES = [
  { code: 'AU', callingCode: '61' },
  { code: 'NZ', callingCode: '64' },
  { code: 'CN', callingCode: '86' },
  { code: 'HK', callingCode: '852' },
  { code: 'ID', callingCode: '62' },
  { code: 'SG', callingCode: '65' },
  { code: 'MY', callingCode: '60' },
  { code: 'GB', callingCode: '44' },
  { code: 'US', callingCode: '1' },
] as const;

export type PhoneCountryCode = (typeof PHONE_COUNTRIES)[number]['code'];

export function isPhoneCountry(code: string): code is PhoneCountryCode {
  return PHONE_COUNTRIES.some((country) => country.code === code);
}

/** A national number (already valid for its country) in E.164: +61 412 345 678 for AU 0412345678. */
export function toE164(phone: string, country: PhoneCountryCode): string {
  const callingCode = PHONE_COUNTRIES.find((c) => c.code === country)!.callingCode;
  return `+${callingCode}${phone.replace(/\D/g, '').replace(/^0+/, '')}`;
}
