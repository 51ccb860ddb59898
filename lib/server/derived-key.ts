import 'server-only';
import { createHmac } from 'node:crypto';
import { sessionSecret } from './auth/session-secret';

/**
 * A key of its own for one purpose ('order-status-token', 'sandbox-challenge'), derived from the
 * server's secret (SESSION_SECRET, or the one kept in DATA_DIR): what one purpose's key signs
 * never passes for another's, and every server process sharing the secret derives the same key.
 */
export function derivedKey(purpose: string): Buffer {
  return createHmac('sha256', sessionSecret()).update(`storefront-derived-key:${purpose}`).digest();
}

/** HMAC-SHA256 of `message` under the purpose's key, base64url (43 characters). */
export function signWithDerivedKey(purpose: string, message: string): string {
  return createHmac('sha256', derivedKey(purpose)).update(message).digest('base64url');
}
