import { z } from 'zod';

/**
 * The shapes of the account calls' bodies. Only the shape is checked here (400 VALIDATION when it
 * is wrong); the spec's rules for each form field are checked by the form schemas in the use case
 * (422 INVALID_FIELDS with the form's own messages).
 */
const text = z.string().max(500).optional();

export const ZSignInRequestSchema = z.object({
  email: text,
  password: text,
  /** the spec's "remember me": a 360-day session instead of the browser's */
  remember: z.boolean().optional(),
});

export const ZRegisterRequestSchema = z.object({
  email: text,
  confirmEmail: text,
  firstName: text,
  lastName: text,
  address: text,
  phone: text,
  birthDate: text,
  password: text,
  confirmPassword: text,
  /** the store registered from: the member joins its group */
  storeId: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  remember: z.boolean().optional(),
});

export const ZPasswordLinkRequestSchema = z.object({
  email: text,
  /** the store asked from: the link opens on its page */
  storeSlug: z.string().max(200).optional(),
});

/** The checkout's email check (part 2 §5 "Checkout details": an existing account is checked on blur). */
export const ZEmailCheckRequestSchema = z.object({ email: text });

export const ZSetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(1024),
  password: text,
  confirmPassword: text,
  isMobile: z.boolean().optional(),
});

export const ZSendCodeRequestSchema = z.object({
  phone: text,
  /** ISO country of the number (PHONE_COUNTRIES); AU by default */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  /** the store asking: its name is in the text */
  storeId: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
});

export const ZCheckCodeRequestSchema = z.object({ code: text });

export const ZSaveProfileRequestSchema = z.object({
  FirstName: text,
  LastName: text,
  Mobile: text,
  DateOfBirth: text,
  Address: text,
});

/** Social sign-in: the Firebase ID token the browser got from the Google or Facebook popup. */
export const ZFirebaseSignInRequestSchema = z.object({
  idToken: z.string().min(1).max(8192),
  /** the store signed in from: a first sign-in makes a member of its group */
  storeId: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  remember: z.boolean().optional(),
});

/** The signed-in member as the browser sees them. */
const ZMemberViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isVerified: z.boolean(),
  rewardPoints: z.number(),
  stamps: z.array(z.object({ StoreID: z.string(), StampCardID: z.string(), Stamps: z.number() })),
});

/**
 * The session's member, or null: GET and DELETE /api/auth/session, DELETE /api/auth/sessions, and
 * the sign-ins (sign-in, register, firebase, password-reset, verification/check).
 */
export const ZSessionResponseSchema = z.object({ member: ZMemberViewSchema.nullable() });

/** POST /api/auth/email-check: the email has an account, so the checkout offers Log in. */
export const ZEmailCheckResponseSchema = z.object({ signIn: z.boolean() });

/** POST /api/auth/password-link: the same words whether or not the account exists. */
export const ZPasswordLinkResponseSchema = z.object({ message: z.string() });

/** POST /api/auth/verification: when another code may be asked for. */
export const ZSendCodeResponseSchema = z.object({ resendAfterSeconds: z.number() });

/** GET and PUT /api/account/profile: the member's own details. */
export const ZProfileResponseSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string(),
  /** DD/MM/YYYY, or '' when never given */
  dateOfBirth: z.string(),
  address: z.string(),
  isVerified: z.boolean(),
  memberCode: z.string().nullable(),
});
