import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import type { TUser } from '@/lib/schemas/entities';
import type { TMemberView } from '@/lib/views/account';
import type { Container } from '../container';
import { env } from '../env';
import type { Account } from '../ports/auth';
import { memberSessionOwner } from '../repositories/session-repository';
import { clearedSessionCookieHeader, sealSession, sessionCookieHeader, sessionCookieName, sessionSeconds, unsealSession, type SessionData } from './session-cookie';
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

/** The apps' parts a member's session is checked with. */
export type SessionApp = Pick<Container, 'auth' | 'users' | 'sessions'>;

/**
 * The member of a request's session cookie, checked here and not by the proxy: the seal (a
 * tampered, foreign or expired cookie is no session), the server's record of the session (ended
 * by logging out or signing out everywhere), the account still existing and its session version
 * (a new password since closes the session), and the user's record. The three reads go out
 * together: the cookie names the session, the email and the user.
 */
export async function readMemberSession(request: { cookies: CookieReader }, app: SessionApp, now = Date.now()): Promise<MemberSession | null> {
  const session = await unsealSession(request.cookies.get(sessionCookieName(production()))?.value, { secret: sessionSecret(), now });
  if (!session) return null;
  const [open, account, user] = await Promise.all([
    app.sessions.isOpen(session.sessionId, memberSessionOwner(session.userId), now),
    app.auth.findAccount(session.email),
    app.users.findById(session.userId),
  ]);
  if (!open || !account || account.userId !== session.userId || account.sessionVersion !== session.version) return null;
  return user ? { session, account, user } : null;
}

/** The member of the request, or AppError UNAUTHORIZED "Please sign in first." (401): every private handler's own check. */
export async function requireMember(request: { cookies: CookieReader }, app: SessionApp): Promise<MemberSession> {
  const member = await readMemberSession(request, app);
  if (!member) throw new AppError('UNAUTHORIZED', 'auth.signInRequired');
  return member;
}

/** The Set-Cookie header of a new session for the account: a new session and seal every time (rotated on sign-in). */
export async function openSessionCookie(app: Pick<Container, 'sessions'>, account: Account, remember: boolean, now = Date.now()): Promise<string> {
  const sessionId = await app.sessions.open(memberSessionOwner(account.userId), sessionSeconds(remember), now);
  const { value } = await sealSession({ sessionId, userId: account.userId, email: account.email, version: account.sessionVersion }, { secret: sessionSecret(), remember, now });
  return sessionCookieHeader(value, { remember, production: production() });
}

/** Log out: the request's session ended on the server (whatever the cookie's state), and the Set-Cookie header that clears it. */
export async function closeSessionCookie(request: { cookies: CookieReader }, app: Pick<Container, 'sessions'>, now = Date.now()): Promise<string> {
  const session = await unsealSession(request.cookies.get(sessionCookieName(production()))?.value, { secret: sessionSecret(), now });
  if (session) await app.sessions.end(session.sessionId);
  return clearedSessionCookieHeader(production());
}

/** Sign out everywhere: every session of the member ended, this one included; the Set-Cookie header that clears this one. */
export async function closeEverySession(member: MemberSession, app: Pick<Container, 'sessions'>): Promise<string> {
  await app.sessions.endAll(memberSessionOwner(member.account.userId));
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
