import { z } from 'zod';
import { partial } from 'zod/mini';
import { ZDeliveryAddressSchema, ZStoredCardSchema } from './address';
import { ZGenderSchema } from './codes';
import { ZEpochSecondsSchema, ZIdSchema } from './common';
import { ZStampBalanceSchema } from './loyalty';

/** 'DD/MM/YYYY' birth date as the spec stores and validates it. */
export const ZBirthDateSchema = z.string().regex(/^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/, 'The Date of Birth should be DD/MM/YYYY format');

/**
 * A member (spec part 1 §3, every field). Both id/ID and DateOfBirth/BirthDate exist in the old
 * data; both spellings are accepted. Loose: users are written by the product and other systems
 * may add fields. Stamps is ours (the spec gives stamps no fields). No password here: credentials
 * live with the authentication provider.
 */
export const ZUserSchema = z.looseObject({
  id: ZIdSchema.optional(),
  ID: ZIdSchema,
  name: z.string().optional(),
  email: z.email(),
  Mobile: z.string().optional(),
  Phone: z.string().optional(),
  PhoneNumber: z.string().optional(),
  isVerified: z.boolean().optional(),
  SMSCode: z.string().optional(),
  RewardPoints: z.number().nonnegative().optional(),
  EarnedRewardPoints: z.number().nonnegative().optional(),
  SpentRewardPoints: z.number().nonnegative().optional(),
  FirstName: z.string().optional(),
  LastName: z.string().optional(),
  DisplayName: z.string().optional(),
  CustomerMemberCode: z.string().optional(),
  Gender: ZGenderSchema.optional(),
  DateOfBirth: ZBirthDateSchema.optional(),
  BirthDate: ZBirthDateSchema.optional(),
  Address: z.string().optional(),
  Postcode: z
    .string()
    .regex(/^\d{4}$/, 'Postcode must be 4 digits')
    .optional(),
  PreferredStore: ZIdSchema.optional(),
  FirebaseUDID: z.string().optional(),
  IsGuest: z.boolean().optional(),
  DineInField: z.string().optional(),
  JoinOurMail: z.boolean().optional(),
  CreateUserForGuest: z.boolean().optional(),
  StoredCards: z.array(ZStoredCardSchema).optional(),
  /** ours: the member's customer id at each payment provider that keeps their cards (Stripe's cus_…) */
  PaymentCustomers: z.object({ sandbox: z.string().optional(), stripe: z.string().optional() }).optional(),
  DeliveryAddress: z.optional(partial(ZDeliveryAddressSchema)),
  HQCompanyID: ZIdSchema.optional(),
  Stamps: z.array(ZStampBalanceSchema).optional(),
  CreatedOn: ZEpochSecondsSchema.optional(),
});
export type TUser = z.infer<typeof ZUserSchema>;

/**
 * A guest (no account): identified by GuestUserIdentifier instead of a user id. The spec names
 * the guest-users collection without fields; these are the contact fields an order needs.
 */
export const ZGuestUserSchema = z.looseObject({
  GuestUserIdentifier: ZIdSchema,
  IsGuest: z.literal(true),
  FirstName: z.string().optional(),
  LastName: z.string().optional(),
  Email: z.email().optional(),
  PhoneNumber: z.string().optional(),
  DeliveryAddress: z.optional(partial(ZDeliveryAddressSchema)),
  CreateUserForGuest: z.boolean().optional(),
  JoinOurMail: z.boolean().optional(),
  CreatedOn: ZEpochSecondsSchema.optional(),
});
export type TGuestUser = z.infer<typeof ZGuestUserSchema>;
