import 'server-only';
import { sealData, unsealData } from 'iron-session';

/** What the session cookie holds: which session it is, whose, and which of their sessions' generation. */
export interface SessionData {
  /** the server's record of this session (lib/server/repositories/session-repository.ts); a cookie sealed before there were records has none and is no session */
  sessionId: string;
  userId: string;
  /** the credentials' key (the lower-cased email) */
  email: string;
  /** the credentials' session version when it was opened: a password change closes older sessions */
  version: number;
  /** seconds since the epoch */
  expiresAt: number;
}

/** The spec's "remember me": 360 days; otherwise the browser session, sealed for 12 hours. */
export const REMEMBER_SECONDS = 360 * 24 * 60 * 60;
export const BROWSER_SESSION_SECONDS = 12 * 60 * 60;

export const sessionSeconds = (remember: boolean) => (remember ? REMEMBER_SECONDS : BROWSER_SESSION_SECONDS);

/** `__Host-` in production: Secure, path /, no Domain, so no other host or path can set or read it. */
export function sessionCookieName(production: boolean): string {
  return production ? '__Host-session' : 'session';
}

export async function sealSession(
  data: Omit<SessionData, 'expiresAt'>,
  { secret, remember, now }: { secret: string; remember: boolean; now: number },
): Promise<{ value: string; data: SessionData }> {
  const ttl = sessionSeconds(remember);
  const sealed: SessionData = { ...data, expiresAt: Math.floor(now / 1000) + ttl };
  return { value: await sealData(sealed, { password: secret, ttl }), data: sealed };
}

/** The session of a cookie's value; null when missing, tampered with, sealed with another key or expired. */
export async function unsealSession(value: string | undefined, { secret, now }: { secret: string; now: number }): Promise<SessionData | null> {
  if (!value || value.length > 4096) return null;
  try {
    const data = await unsealData<Partial<SessionData>>(value, { password: secret, ttl: REMEMBER_SECONDS });
    if (
      typeof data.sessionId !== 'string' ||
      typeof data.userId !== 'string' ||
      typeof data.email !== 'string' ||
      typeof data.version !== 'number' ||
      typeof data.expiresAt !== 'number'
    )
      return null;
    return data.expiresAt > now / 1000 ? (data as SessionData) : null;
  } catch {
    return null;
  }
}

/** The Set-Cookie header that opens a session: HttpOnly, SameSite=Lax, Secure in production; Max-Age only when remembered. */
export function sessionCookieHeader(value: string, { remember, production }: { remember: boolean; production: boolean }): string {
  const parts = [`${sessionCookieName(production)}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (production) parts.push('Secure');
  if (remember) parts.push(`Max-Age=${REMEMBER_SECONDS}`);
  return parts.join('; ');
}

/** The Set-Cookie header that closes it. */
export function clearedSessionCookieHeader(production: boolean): string {
  return [`${sessionCookieName(production)}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', ...(production ? ['Secure'] : []), 'Max-Age=0'].join('; ');
}
