import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { DEMO_STORE_API_KEY, demoStoreKeyOpens, env, type TEnv } from '../env';

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S{1,500})\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/**
 * Whether `presented` is the store's key for PUT /api/orders/{orderId}/status. Keys come from
 * STORE_API_KEYS ({storeId: key}); without it no key opens any store in production, and the
 * public demo key opens every store only outside production on the embedded default (SQLite) or
 * with DEMO=on (demoStoreKeyOpens). Compared as SHA-256 digests in constant time, so neither
 * content nor length leaks.
 */
export function isStoreKey(storeId: string, presented: string | null, current: TEnv = env()): boolean {
  if (!presented) return false;
  const expected = current.STORE_API_KEYS ? current.STORE_API_KEYS[storeId] : demoStoreKeyOpens(current) ? DEMO_STORE_API_KEY : undefined;
  if (!expected) return false;
  return timingSafeEqual(digest(presented), digest(expected));
}
