import 'server-only';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { env } from '../env';

let cached: string | null = null;

/**
 * The key that seals session cookies and signs password links: SESSION_SECRET (32 characters or
 * more; required with Firestore, where several servers must share it), else one made on first
 * start and kept in DATA_DIR/session-secret (readable by its owner only), so a restart keeps
 * customers signed in on the embedded default.
 */
export function sessionSecret(): string {
  if (cached) return cached;
  const given = env().SESSION_SECRET;
  if (given) return (cached = given);
  const file = join(env().DATA_DIR, 'session-secret');
  try {
    cached = readFileSync(file, 'utf8').trim();
    if (cached.length >= 32) return cached;
  } catch {
    // not made yet
  }
  mkdirSync(env().DATA_DIR, { recursive: true });
  cached = randomBytes(32).toString('base64url');
  writeFileSync(file, cached, { mode: 0o600 });
  chmodSync(file, 0o600);
  return cached;
}
