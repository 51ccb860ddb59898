import { z } from 'zod';
import { ZBirthDateSchema } from './birth-date';
import { M } from './messages';
import { phoneField } from './phone';
import { trimmedName } from './primitives';

/**
 * The details a member changes on /profile (part 2 §7 customers/{id}: Mobile, DateOfBirth,
 * Address, DisplayName; save profile step 2: FirstName, LastName, Mobile): the email is the
 * account's and is not changed here.
 */
export const ZProfileDetailsSchema = z.object({
  FirstName: trimmedName(M.firstNameRequired, M.firstNameMin),
  LastName: trimmedName(M.lastNameRequired, M.lastNameMin),
  Mobile: phoneField(),
  DateOfBirth: ZBirthDateSchema,
  Address: z.string().trim().max(200).optional(),
});
export type TProfileDetails = z.infer<typeof ZProfileDetailsSchema>;
