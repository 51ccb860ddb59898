import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { ZSignInSchema } from '@/lib/schemas/forms/sign-in';
import type { TUser } from '@/lib/schemas/entities';
import type { Container } from '../container';
import { parseForm } from '../forms/parse-form';
import type { Account } from '../ports/auth';

/**
 * Sign-in with email and password (part 2 §5: both required, the email valid). A wrong password
 * and an unknown email answer the same 401 "The email or password is incorrect", in the same time.
 */
export async function signInMember({ app, form }: { app: Pick<Container, 'auth' | 'users'>; form: unknown }): Promise<{ account: Account; user: TUser }> {
  const values = parseForm(ZSignInSchema, form, 'auth.checkFields');
  const account = await app.auth.checkPassword(values.email, values.password);
  const user = account ? await app.users.findById(account.userId) : null;
  if (!account || !user) throw new AppError('UNAUTHORIZED', 'auth.wrongCredentials');
  return { account, user };
}
