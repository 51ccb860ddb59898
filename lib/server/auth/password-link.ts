import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a password link carries: whose account, which one-time nonce, until when, and whether it sets a new account's first password. */
export interface PasswordLinkClaims {
  email: string;
  nonce: string;
  /** seconds since the epoch */
  expiresAt: number;
  isNewUser: boolean;
}

/** A reset link is good for an hour; a new account's link (made at checkout) for seven days. */
export const RESET_LINK_SECONDS = 60 * 60;
export const NEW_ACCOUNT_LINK_SECONDS = 7 * 24 * 60 * 60;

function signature(payload: string, secret: string): Buffer {
  return createHmac('sha256', `password-link:${secret}`).update(payload).digest();
}

/**
 * The `{base64User}` of the spec's link: the claims in base64url, a `~`, their HMAC-SHA256. No
 * dot: a path with a dot is taken for a file and skips the locale routing.
 */
export function signPasswordLink(claims: PasswordLinkClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ e: claims.email, n: claims.nonce, x: claims.expiresAt, u: claims.isNewUser ? 1 : 0 })).toString('base64url');
  return `${payload}~${signature(payload, secret).toString('base64url')}`;
}

/** The claims of a link whose signature holds and whose time has not run out; null otherwise. */
export function readPasswordLink(token: string, secret: string, now: number): PasswordLinkClaims | null {
  const [payload, mac, extra] = token.split('~');
  if (!payload || !mac || extra !== undefined || token.length > 1024) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(payload, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { e?: unknown; n?: unknown; x?: unknown; u?: unknown };
    if (typeof raw.e !== 'string' || typeof raw.n !== 'string' || typeof raw.x !== 'number') return null;
    if (raw.x <= now / 1000) return null;
    return { email: raw.e, nonce: raw.n, expiresAt: raw.x, isNewUser: raw.u === 1 };
  } catch {
    return null;
  }
}
