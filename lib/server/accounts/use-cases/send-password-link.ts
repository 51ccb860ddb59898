import 'server-only';
import { ZForgotPasswordSchema } from '@/lib/schemas/forms/sign-in';
import { mailPasswordLink, type MailPasswordLinkOptions } from '@/lib/server/auth/password-link-mail';
import { parseForm } from '@/lib/server/forms/parse-form';

export interface SendPasswordLinkOptions extends Omit<MailPasswordLinkOptions, 'email'> {
  form: unknown;
}

/**
 * Forgot password (part 1 §2, §4 "Auth and flows"): mails a signed, one-time, expiring link to
 * `/store/{storename}/resetpassword/{token}`, in the customer's language. The answer is the same
 * whether or not an account exists for the address (only the outbox or the mailbox knows).
 */
export async function sendPasswordLink({ form, ...options }: SendPasswordLinkOptions): Promise<void> {
  const { email } = parseForm(ZForgotPasswordSchema, form, 'auth.checkFields');
  await mailPasswordLink({ ...options, email });
}
