import { z } from 'zod';
import { M } from './messages';

/** Default country of phone numbers (part 1 §9). */
export const DEFAULT_PHONE_COUNTRY = 'AU';

export interface PhoneRuleOptions {
  /** ISO country of the number; AU when absent. */
  country?: string | null;
  /** Minimum length: 8 for member, SMS and checkout phones; 2 for guest check-in. */
  min?: number;
  /** The AU mobile pattern (04 and 8 digits); off for guest check-in, which only limits length. */
  auMobilePattern?: boolean;
}

const isAu = (country: string | null | undefined) => (country ?? DEFAULT_PHONE_COUNTRY).toUpperCase() === 'AU';

/** Maximum length: 10 for AU, 15 otherwise. */
export function phoneMaxLength(country?: string | null): number {
  return isAu(country) ? 10 : 15;
}

/**
 * Part 2 §5: required, at least `min` characters, at most 10 (AU) or 15; an AU number is a mobile
 * starting 04 followed by 8 digits, other countries digits only. Spaces are ignored.
 */
export function phoneField(options: PhoneRuleOptions = {}) {
  const min = options.min ?? 8;
  const au = isAu(options.country);
  return z
    .string({ error: M.phoneRequired })
    .transform((v) => v.replace(/\s+/g, ''))
    .superRefine((value, ctx) => {
      const issue = (message: string, params?: Record<string, number>) => ctx.addIssue({ code: 'custom', message, ...(params ? { params } : {}) });
      if (value === '') return issue(M.phoneRequired);
      if (value.length < min) return issue(min >= 8 ? M.phoneMin : M.phoneMinCheckIn, { min });
      if (value.length > phoneMaxLength(options.country)) return issue(au ? M.phoneMaxAu : M.phoneMax, { max: phoneMaxLength(options.country) });
      if (au && (options.auMobilePattern ?? true) && !/^04\d{8}$/.test(value)) return issue(M.phoneAuMobile);
      if (!/^\d+$/.test(value)) return issue(M.phoneDigits);
    });
}

/** True when the phone is valid for the country (the SMS Send button is enabled). */
export function isValidPhone(phone: string, country?: string | null): boolean {
  return phoneField({ country }).safeParse(phone).success;
}
