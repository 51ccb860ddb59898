import { z } from 'zod';
import { ZBirthDateSchema } from './birth-date';
import { M } from './messages';
import { phoneField } from './phone';
import { emailField, letterName, mustBeTrue, requiredText } from './primitives';

/** Gender codes: 0 Male, 1 Female, 2 Unspecified. */
export const GENDER_CODE = { male: 0, female: 1, unspecified: 2 } as const;
export const ZGenderCodeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: M.genderInvalid });

/** Postcode: numeric, exactly 4 digits. */
export const ZPostcodeSchema = requiredText(M.postcodeRequired).regex(/^\d{4}$/, M.postcodeFormat);

export interface MembershipSignupOptions {
  country?: string | null;
  /** The group has other stores: the preferred-store choice is shown and required. */
  offerPreferredStore?: boolean;
}

const ZPreferredStoreSchema = z.object({ ID: z.string().trim().min(1, M.preferredStoreRequired), Name: z.string() }, { error: M.preferredStoreRequired });

/**
 * Loyalty membership signup (part 1 §2, part 2 §5): email and confirmation, names, birth date
 * DD/MM/YYYY, gender 0/1/2, mobile, 4-digit postcode, preferred store when offered, address
 * (optional), agree ticked.
 */
export function createMembershipSignupSchema(options: MembershipSignupOptions = {}) {
  return z
    .object({
      email: emailField(),
      confirmEmail: requiredText(M.confirmEmailRequired),
      firstName: letterName(M.firstNameRequired, M.firstNameMin),
      lastName: letterName(M.lastNameRequired, M.lastNameMin),
      birthDate: ZBirthDateSchema,
      gender: ZGenderCodeSchema,
      mobile: phoneField({ country: options.country }),
      postcode: ZPostcodeSchema,
      preferredStore: options.offerPreferredStore ? ZPreferredStoreSchema : ZPreferredStoreSchema.optional(),
      /** a suggestion of the maps port's autocomplete (Australia only), or typed by hand; optional */
      address: z.string().trim().max(200).optional(),
      agree: mustBeTrue(M.agreeRequired),
    })
    .superRefine((value, ctx) => {
      if (value.confirmEmail.toLowerCase() !== value.email.toLowerCase()) ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: M.emailMismatch });
    });
}
export type TMembershipSignup = z.infer<ReturnType<typeof createMembershipSignupSchema>>;
