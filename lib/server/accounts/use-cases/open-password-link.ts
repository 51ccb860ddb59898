import 'server-only';
import type { TPasswordLinkView } from '@/lib/views/account';
import type { Container } from '@/lib/server/container';
import { readPasswordLink } from '@/lib/server/auth/password-link';
import { sessionSecret } from '@/lib/server/auth/session-secret';

/**
 * The reset page's check of its link (part 1 §4 "Reset link: decoded and verified"): valid while
 * its signature holds, its time has not run out and it is the account's live link (a newer link
 * or a use of this one ends it); expired otherwise.
 */
export async function openPasswordLink({ app, token, now = Date.now() }: { app: Pick<Container, 'auth'>; token: string; now?: number }): Promise<TPasswordLinkView> {
  const claims = readPasswordLink(token, sessionSecret(), now);
  if (!claims || !(await app.auth.checkPasswordLink(claims.email, claims.nonce))) return { state: 'expired' };
  return { state: 'valid', email: claims.email, isNewUser: claims.isNewUser };
}
