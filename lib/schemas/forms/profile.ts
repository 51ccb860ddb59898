import { z } from 'zod';
import { M } from './messages';
import { phoneField } from './phone';
import { emailField, trimmedName } from './primitives';

/** My account details (save profile: FirstName, LastName, Mobile, Email; email is read-only). */
export function createProfileSchema(options: { country?: string | null } = {}) {
  return z.object({
    FirstName: trimmedName(M.firstNameRequired, M.firstNameMin),
    LastName: trimmedName(M.lastNameRequired, M.lastNameMin),
    Mobile: phoneField({ country: options.country }),
    Email: emailField(),
  });
}
export type TProfile = z.infer<ReturnType<typeof createProfileSchema>>;
