import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { AppError } from '@/lib/domain/errors/app-error';
import type { TUser } from '@/lib/schemas/entities';
import type { Container } from '../container';
import { env } from '../env';
import { FIRST_SESSION_VERSION } from '../ports/auth';
import { readMemberSession, type CookieReader } from './member-session';
import { sessionSecret } from './session-secret';

/**
 * A fresh membership sign-up's token: a sealed cookie naming the new member, so the person who
 * just joined (no password yet, so no session) can open their completion page, QR code and wallet
 * links, and nobody else can. It lasts an hour and stops working once the member has set a
 * password (their session is the way in from then on). A cookie rather than a link parameter, so
 * the token never lands in history, logs or a Referer.
 */
export const SIGNUP_TOKEN_SECONDS = 60 * 60;

const production = () => env().NODE_ENV === 'production';

export function signupCookieName(isProduction = production()): string {
  return isProduction ? '__Host-membership-signup' : 'membership-signup';
}

interface SignupToken {
  userId: string;
  expiresAt: number;
}

/** The Set-Cookie header of the sign-up's token for the new member. */
export async function openSignupCookie(userId: string, now = Date.now()): Promise<string> {
  const token: SignupToken = { userId, expiresAt: Math.floor(now / 1000) + SIGNUP_TOKEN_SECONDS };
  const value = await sealData(token, { password: sessionSecret(), ttl: SIGNUP_TOKEN_SECONDS });
  return [`${signupCookieName()}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${SIGNUP_TOKEN_SECONDS}`, ...(production() ? ['Secure'] : [])].join('; ');
}

async function signupTokenUser(cookies: CookieReader, now: number): Promise<string | null> {
  const value = cookies.get(signupCookieName())?.value;
  if (!value || value.length > 4096) return null;
  try {
    const token = await unsealData<Partial<SignupToken>>(value, { password: sessionSecret(), ttl: SIGNUP_TOKEN_SECONDS });
    return typeof token.userId === 'string' && typeof token.expiresAt === 'number' && token.expiresAt > now / 1000 ? token.userId : null;
  } catch {
    return null;
  }
}

/**
 * The member `userId` when the request may see their membership: their own session, or the
 * sign-up token of that very member while its account has never had a password. Null otherwise
 * (another member, a visitor, an expired token): the caller answers 404 and tells nothing more.
 */
export async function readMembershipAccess({
  cookies,
  userId,
  app,
  now = Date.now(),
}: {
  cookies: CookieReader;
  userId: string;
  app: Pick<Container, 'auth' | 'users' | 'sessions'>;
  now?: number;
}): Promise<TUser | null> {
  const member = await readMemberSession({ cookies }, app, now);
  if (member?.account.userId === userId) return member.user;
  if ((await signupTokenUser(cookies, now)) !== userId) return null;
  const user = await app.users.findById(userId);
  const account = user?.email ? await app.auth.findAccount(user.email) : null;
  return user && account?.userId === userId && account.sessionVersion === FIRST_SESSION_VERSION ? user : null;
}

/** As readMembershipAccess, or AppError NOT_FOUND (404) for anyone else. */
export async function requireMembershipAccess(options: Parameters<typeof readMembershipAccess>[0]): Promise<TUser> {
  const user = await readMembershipAccess(options);
  if (!user) throw new AppError('NOT_FOUND', 'membership.errors.notFound');
  return user;
}
