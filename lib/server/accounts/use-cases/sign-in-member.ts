import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { ZSignInSchema } from '@/lib/schemas/forms/sign-in';
import type { TUser } from '@/lib/schemas/entities';
import { countSignInTry } from '@/lib/server/auth/sign-in-limit';
import type { Container } from '@/lib/server/container';
import { parseForm } from '@/lib/server/forms/parse-form';
import { normalizeEmail, type Account } from '@/lib/server/ports/auth';

export interface SignInMemberOptions {
  app: Pick<Container, 'auth' | 'users' | 'documents'>;
  /** { email, password } as sent */
  form: { email?: string; password?: string };
  clientAddress: string | null;
  /** the user id the device's known-device cookie names for this email, if any */
  knownUserId: string | null;
}

/**
 * Sign-in with email and password (part 2 §5: both required, the email valid). A wrong password
 * and an unknown email answer the same 401 "The email or password is incorrect", in the same time.
 * Every try counts against the email's and the address's limits first (429 once spent); a device
 * the account signed in on before still gets in with the right password while the email's limit
 * is spent (someone else guessing), and its wrong passwords are refused like any other's.
 */
export async function signInMember({ app, form, clientAddress, knownUserId }: SignInMemberOptions): Promise<{ account: Account; user: TUser }> {
  const emailSpent = await countSignInTry(app.documents, { email: normalizeEmail(form.email ?? ''), clientAddress, knownDevice: knownUserId !== null });
  const values = parseForm(ZSignInSchema, form, 'auth.checkFields');
  const account = await app.auth.checkPassword(values.email, values.password);
  const user = account ? await app.users.findById(account.userId) : null;
  if (emailSpent && account?.userId !== knownUserId) throw emailSpent;
  if (!account || !user) throw new AppError('UNAUTHORIZED', 'auth.wrongCredentials');
  return { account, user };
}
