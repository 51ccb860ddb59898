import 'server-only';
import { ZForgotPasswordSchema } from '@/lib/schemas/forms/sign-in';
import type { TEmailCheckView } from '@/lib/views/account';
import type { Container } from '@/lib/server/container';
import { parseForm } from '@/lib/server/forms/parse-form';

/**
 * The checkout's email check (part 2 §5 "Checkout details": an existing account is checked on
 * change or blur): only whether the customer should sign in instead of ordering as a guest, never
 * whose account it is or anything in it. The route limits how often one address may ask.
 */
export async function checkMemberEmail({ app, form }: { app: Pick<Container, 'auth'>; form: unknown }): Promise<TEmailCheckView> {
  const { email } = parseForm(ZForgotPasswordSchema, form, 'auth.checkFields');
  return { signIn: (await app.auth.findAccount(email)) !== null };
}
