import { hashPassword, verifyPassword } from '@/lib/server/auth/passwords';
import { readPasswordLink, signPasswordLink } from '@/lib/server/auth/password-link';

describe('password hashes (scrypt from node:crypto)', () => {
  it('stores the cost, a salt and the key, never the password; each hash has its own salt', async () => {
    const [a, b] = await Promise.all([hashPassword('cobol-1959'), hashPassword('cobol-1959')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('cobol');
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('cobol-1959');
    expect(await verifyPassword('cobol-1959', hash)).toBe(true);
    expect(await verifyPassword('cobol-1960', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('treats a hash of another shape as no match', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});

describe('password links (HMAC-signed, expiring)', () => {
  const claims = { email: 'ada@example.com', nonce: 'n1', expiresAt: 2_000_000_000, isNewUser: true };

  it('reads back what it signed until it expires', () => {
    const token = signPasswordLink(claims, 'k'.repeat(32));
    expect(readPasswordLink(token, 'k'.repeat(32), 1_999_999_999_000)).toEqual(claims);
    expect(readPasswordLink(token, 'k'.repeat(32), 2_000_000_000_000)).toBeNull();
  });

  it('refuses another key, a changed payload and a malformed token', () => {
    const token = signPasswordLink(claims, 'k'.repeat(32));
    const [, mac] = token.split('~');
    const changed = `${Buffer.from(JSON.stringify({ e: 'eve@example.com', n: 'n1', x: 2_000_000_000, u: 1 })).toString('base64url')}~${mac}`;
    for (const bad of [changed, `${token}~x`, 'abc', '', token.replace('~', '')]) expect(readPasswordLink(bad, 'k'.repeat(32), 0)).toBeNull();
    expect(readPasswordLink(token, 'j'.repeat(32), 0)).toBeNull();
  });
});
