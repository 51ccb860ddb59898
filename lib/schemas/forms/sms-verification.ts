import { z } from 'zod';
import { M } from './messages';
import { DEFAULT_PHONE_COUNTRY, phoneField } from './phone';

/** View 0: the phone must be valid for the chosen country (default AU). */
export function createSmsPhoneSchema(options: { country?: string | null } = {}) {
  return z.object({
    country: z
      .string()
      .trim()
      .min(2)
      .default(options.country ?? DEFAULT_PHONE_COUNTRY),
    phone: phoneField({ country: options.country }),
  });
}
export type TSmsPhone = z.infer<ReturnType<typeof createSmsPhoneSchema>>;

export interface SmsCodeOptions {
  /** The code that was sent; when given (on the server) a different code is refused. */
  expectedCode?: string | null;
}

/** View 2: six single digits; a wrong code gives 'The SMS code entered is not correct'. */
export function createSmsCodeSchema(options: SmsCodeOptions = {}) {
  return z.object({
    code: z
      .string({ error: M.smsCodeRequired })
      .transform((v) => v.replace(/\s+/g, ''))
      .superRefine((code, ctx) => {
        if (code === '') ctx.addIssue({ code: 'custom', message: M.smsCodeRequired });
        else if (!/^\d{6}$/.test(code)) ctx.addIssue({ code: 'custom', message: M.smsCodeFormat });
        else if (options.expectedCode !== undefined && options.expectedCode !== null && code !== options.expectedCode) {
          ctx.addIssue({ code: 'custom', message: M.smsCodeIncorrect });
        }
      }),
  });
}
export type TSmsCode = z.infer<ReturnType<typeof createSmsCodeSchema>>;
