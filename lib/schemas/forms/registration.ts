import { z } from 'zod';
import { ZBirthDateSchema } from './birth-date';
import { M } from './messages';
import { phoneField } from './phone';
import { emailField, letterName, requiredText } from './primitives';

export interface RegistrationOptions {
  /** Country of the phone number; AU by default. */
  country?: string | null;
}

/**
 * Member registration (part 2 §5): email and its confirmation, first and last names (at least 2
 * letters), phone by country, birth date DD/MM/YYYY, address (place autocomplete, optional),
 * password of at least 6 with an equal confirmation.
 */
export function createRegistrationSchema(options: RegistrationOptions = {}) {
  return z
    .object({
      email: emailField(),
      confirmEmail: requiredText(M.confirmEmailRequired),
      firstName: letterName(M.firstNameRequired, M.firstNameMin),
      lastName: letterName(M.lastNameRequired, M.lastNameMin),
      address: z.string().trim().optional(),
      phone: phoneField({ country: options.country }),
      birthDate: ZBirthDateSchema,
      password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).min(6, M.passwordMin),
      confirmPassword: requiredText(M.confirmPasswordRequired),
    })
    .superRefine((value, ctx) => {
      if (value.confirmEmail.toLowerCase() !== value.email.toLowerCase()) ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: M.emailMismatch });
      if (value.confirmPassword !== value.password) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: M.passwordMismatch });
    });
}
export type TRegistration = z.infer<ReturnType<typeof createRegistrationSchema>>;
