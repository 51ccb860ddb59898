import { z } from 'zod';

/**
 * The shapes of the membership calls' bodies (create-so-user, register-visit). Only the shape is
 * checked here (400 VALIDATION when it is wrong); the spec's rules of each field are checked by
 * the form schemas in the use case (422 INVALID_FIELDS with the form's own messages).
 */
const text = z.string().max(500).optional();

export const ZMembershipSignupRequestSchema = z.object({
  email: text,
  confirmEmail: text,
  firstName: text,
  lastName: text,
  birthDate: text,
  gender: z.number().int().optional(),
  mobile: text,
  postcode: text,
  preferredStore: z.object({ ID: z.string().max(40), Name: z.string().max(200) }).optional(),
  address: text,
  agree: z.boolean().optional(),
});

export const ZRegisterVisitRequestSchema = z.object({
  Name: text,
  Phone: text,
  Email: text,
  Table: z.union([z.string().max(40), z.number()]).optional(),
  AgreeToReceivePromotionalOffers: z.boolean().optional(),
});

/** GET /api/members/{userId}/google-wallet?storeId=: the store whose card is saved */
export const ZWalletQuerySchema = z.object({ storeId: z.string().regex(/^\d{1,20}$/) });

/** 201 body of POST /api/stores/{storeId}/members (the spec's create-so-user). */
export const ZMembershipSignupResponseSchema = z.object({ userId: z.string(), memberCode: z.string() });

/** POST /api/stores/{storeId}/visits: the spec's register-visit answer. */
export const ZRegisterVisitResponseSchema = z.object({ Success: z.boolean() });
