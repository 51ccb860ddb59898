import { z } from 'zod';
import { M } from './messages';
import { emailField, requiredText } from './primitives';

/** Sign-in: email required and valid; password required. */
export const ZSignInSchema = z.object({
  email: emailField(),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired),
});
export type TSignIn = z.infer<typeof ZSignInSchema>;

/** Forgot password (send-link mode of the sign-in form): email required and valid. */
export const ZForgotPasswordSchema = z.object({ email: emailField() });
export type TForgotPassword = z.infer<typeof ZForgotPasswordSchema>;

export interface ResetPasswordOptions {
  /** On mobile the confirmation is required; on desktop the password is also capped at 20. */
  isMobile?: boolean;
}

/**
 * New or reset password: required, 6 to 20 characters on desktop (at least 6 on mobile); the
 * confirmation must equal it and is required only on mobile.
 */
export function createResetPasswordSchema(options: ResetPasswordOptions = {}) {
  const password = z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).min(6, M.passwordMin);
  return z
    .object({
      password: options.isMobile ? password : password.max(20, M.passwordMax),
      confirmPassword: options.isMobile ? requiredText(M.confirmPasswordRequired) : z.string().optional(),
    })
    .superRefine((value, ctx) => {
      const confirm = value.confirmPassword ?? '';
      if ((options.isMobile || confirm !== '') && confirm !== value.password) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: M.passwordMismatch });
      }
    });
}
export type TResetPassword = z.infer<ReturnType<typeof createResetPasswordSchema>>;
