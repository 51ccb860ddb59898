import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import type { TUser } from '@/lib/schemas/entities';
import type { TMemberView } from '@/lib/views/account';
import type { Container } from '../container';
import { env } from '../env';
import type { Account } from '../ports/auth';
import { clearedSessionCookieHeader, sealSession, sessionCookieHeader, sessionCookieName, unsealSession, type SessionData } from './session-cookie';
import { sessionSecret } from './session-secret';

const production = () => env().NODE_ENV === 'production';

/** A request's cookies (a route handler's request.cookies, a page's cookies()). */
export interface CookieReader {
  get(name: string): { value: string } | undefined;
}

export interface MemberSession {
  session: SessionData;
  account: Account;
  user: TUser;
}

/**
 * The member of a request's session cookie, checked here and not by the proxy: the seal (a
 * tampered, foreign or expired cookie is no session), the account still existing and its
 * session version (a password change since closes the session), and the user's record.
 */
export async function readMemberSession(request: { cookies: CookieReader }, app: Pick<Container, 'auth' | 'users'>, now = Date.now()): Promise<MemberSession | null> {
  const session = await unsealSession(request.cookies.get(sessionCookieName(production()))?.value, { secret: sessionSecret(), now });
  if (!session) return null;
  const account = await app.auth.findAccount(session.email);
  if (!account || account.userId !== session.userId || account.sessionVersion !== session.version) return null;
  const user = await app.users.findById(account.userId);
  return user ? { session, account, user } : null;
}

/** The member of the request, or AppError UNAUTHORIZED "Please sign in first." (401): every private handler's own check. */
export async function requireMember(request: { cookies: CookieReader }, app: Pick<Container, 'auth' | 'users'>): Promise<MemberSession> {
  const member = await readMemberSession(request, app);
  if (!member) throw new AppError('UNAUTHORIZED', 'auth.signInRequired');
  return member;
}

/** The Set-Cookie header of a new session for the account: a new seal every time (rotated on sign-in). */
export async function openSessionCookie(account: Account, remember: boolean, now = Date.now()): Promise<string> {
  const { value } = await sealSession({ userId: account.userId, email: account.email, version: account.sessionVersion }, { secret: sessionSecret(), remember, now });
  return sessionCookieHeader(value, { remember, production: production() });
}

export function closeSessionCookie(): string {
  return clearedSessionCookieHeader(production());
}

export function memberView(user: TUser, account: Account): TMemberView {
  return {
    id: account.userId,
    email: account.email,
    firstName: user.FirstName ?? '',
    lastName: user.LastName ?? '',
    isVerified: user.isVerified === true,
    rewardPoints: user.RewardPoints ?? 0,
    stamps: (user.Stamps ?? []).map(({ StoreID, StampCardID, Stamps }) => ({ StoreID: String(StoreID), StampCardID: String(StampCardID), Stamps })),
  };
}
