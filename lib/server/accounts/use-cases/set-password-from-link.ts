import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { createResetPasswordSchema } from '@/lib/schemas/forms/sign-in';
import type { TUser } from '@/lib/schemas/entities';
import type { Container } from '@/lib/server/container';
import { parseForm } from '@/lib/server/forms/parse-form';
import { readPasswordLink } from '@/lib/server/auth/password-link';
import { sessionSecret } from '@/lib/server/auth/session-secret';
import type { Account } from '@/lib/server/ports/auth';
import { memberSessionOwner } from '@/lib/server/repositories/session-repository';

export interface SetPasswordFromLinkOptions {
  app: Pick<Container, 'auth' | 'users' | 'sessions'>;
  token: string;
  /** { password, confirmPassword } */
  form: unknown;
  /** the phone's form: the confirmation is required; the desktop's caps the password at 20 */
  isMobile: boolean;
  now?: number;
}

/**
 * Sets the password from a link (part 2 §5 "New or reset password"), once: the link is used up,
 * every older session of the account is closed (its session version raised, which every
 * session's check compares, and their records ended), and the member is signed in. An expired, used
 * or forged link answers 410 "This link has expired" and changes nothing.
 */
export async function setPasswordFromLink({ app, token, form, isMobile, now = Date.now() }: SetPasswordFromLinkOptions): Promise<{ account: Account; user: TUser }> {
  const claims = readPasswordLink(token, sessionSecret(), now);
  if (!claims) throw new AppError('LINK_EXPIRED', 'auth.linkExpired');
  const { password } = parseForm(createResetPasswordSchema({ isMobile }), form, 'auth.checkFields');
  const account = await app.auth.finishPasswordLink(claims.email, claims.nonce, password);
  const user = account ? await app.users.findById(account.userId) : null;
  if (!account || !user) throw new AppError('LINK_EXPIRED', 'auth.linkExpired');
  await app.sessions.endAll(memberSessionOwner(account.userId));
  return { account, user };
}
