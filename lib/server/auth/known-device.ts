import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { env } from '../env';
import type { Account } from '../ports/auth';
import type { CookieReader } from './member-session';
import { sessionSecret } from './session-secret';

/**
 * The "known device" cookie: a browser a member has signed in on before. Sealed (encrypted and
 * signed) with the server's one secret and bound to the accounts it names (user id and email),
 * set at each successful sign-in, and kept for 360 days whether or not the session is remembered.
 * It opens nothing by itself: it only lets a right password through once the email's sign-in
 * limit is spent by someone guessing from elsewhere (lib/server/auth/sign-in-limit.ts).
 */
export const KNOWN_DEVICE_SECONDS = 360 * 24 * 60 * 60;

/** A shared tablet: the last few members who signed in on it. */
const ACCOUNTS_KEPT = 5;

interface KnownAccount {
  userId: string;
  email: string;
}

const production = () => env().NODE_ENV === 'production';

/** `__Host-` in production: Secure, path /, no Domain, as the session's. */
export function knownDeviceCookieName(isProduction = production()): string {
  return isProduction ? '__Host-known-device' : 'known-device';
}

/** The accounts the request's device has signed in to (none for a missing, tampered, foreign or expired cookie). */
export async function knownAccounts(request: { cookies: CookieReader }): Promise<KnownAccount[]> {
  const value = request.cookies.get(knownDeviceCookieName())?.value;
  if (!value || value.length > 4096) return [];
  try {
    const data = await unsealData<{ accounts?: unknown }>(value, { password: sessionSecret(), ttl: KNOWN_DEVICE_SECONDS });
    if (!Array.isArray(data.accounts)) return [];
    return data.accounts.filter((entry): entry is KnownAccount => typeof entry?.userId === 'string' && typeof entry?.email === 'string');
  } catch {
    return [];
  }
}

/** The user id the device knows for this (normalized) email, or null. */
export async function knownUserId(request: { cookies: CookieReader }, email: string): Promise<string | null> {
  return (await knownAccounts(request)).find((entry) => entry.email === email)?.userId ?? null;
}

/** The Set-Cookie header that marks the request's device as known to the account (kept with the few others it knows). */
export async function knownDeviceCookie(request: { cookies: CookieReader }, account: Account): Promise<string> {
  const others = (await knownAccounts(request)).filter((entry) => entry.userId !== account.userId && entry.email !== account.email);
  const accounts = [{ userId: account.userId, email: account.email }, ...others].slice(0, ACCOUNTS_KEPT);
  const value = await sealData({ accounts }, { password: sessionSecret(), ttl: KNOWN_DEVICE_SECONDS });
  return [`${knownDeviceCookieName()}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', ...(production() ? ['Secure'] : []), `Max-Age=${KNOWN_DEVICE_SECONDS}`].join('; ');
}
