import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { AuthProvider } from '@/lib/server/ports/auth';

export interface AuthHarness {
  auth: AuthProvider;
}

let count = 0;
/** An email of its own per test: the adapters keep their accounts between tests. */
const newEmail = (tag: string) => `${tag}-${(count += 1)}@example.com`;

/**
 * What every Auth adapter must do (the embedded one and Firebase's): one account per email, in
 * any letter case; a password checked without telling an unknown email from a wrong password;
 * one-time password links whose use sets the password and closes older sessions.
 */
export function describeAuthContract(name: string, harness: () => Promise<AuthHarness>): void {
  describe(`Auth contract: ${name}`, () => {
    it('creates an account that signs in with its password, whatever the letter case of the email', async () => {
      const { auth } = await harness();
      const userId = randomUUID();
      const email = newEmail('Ada');
      const created = await auth.createAccount({ userId, email, password: 'analytical-1843' });
      expect(created).toEqual({ userId, email: email.toLowerCase(), sessionVersion: 1 });
      expect(await auth.checkPassword(email.toUpperCase(), 'analytical-1843')).toEqual(created);
      expect(await auth.findAccount(` ${email.toUpperCase()} `)).toEqual(created);
    });

    it('refuses a wrong password and an unknown email alike', async () => {
      const { auth } = await harness();
      const email = newEmail('grace');
      await auth.createAccount({ userId: randomUUID(), email, password: 'cobol-1959' });
      expect(await auth.checkPassword(email, 'cobol-1960')).toBeNull();
      expect(await auth.checkPassword(newEmail('nobody'), 'cobol-1959')).toBeNull();
      expect(await auth.findAccount(newEmail('nobody'))).toBeNull();
    });

    it('keeps one account per email: a second one is a CONFLICT and the first keeps its password', async () => {
      const { auth } = await harness();
      const email = newEmail('twice');
      const first = await auth.createAccount({ userId: randomUUID(), email, password: 'first-pass' });
      await expect(auth.createAccount({ userId: randomUUID(), email: email.toUpperCase(), password: 'second-pass' })).rejects.toMatchObject({
        code: 'CONFLICT',
        messageKey: 'auth.emailTaken',
      });
      expect(await auth.checkPassword(email, 'first-pass')).toEqual(first);
      expect(await auth.checkPassword(email, 'second-pass')).toBeNull();
    });

    it('gives an account made without a password no way in until a link sets one', async () => {
      const { auth } = await harness();
      const email = newEmail('guest');
      const created = await auth.createAccount({ userId: randomUUID(), email, password: null });
      expect(await auth.findAccount(email)).toEqual(created);
      expect(await auth.checkPassword(email, '')).toBeNull();
      expect(await auth.checkPassword(email, 'anything-at-all')).toBeNull();
      const nonce = (await auth.startPasswordLink(email))!;
      expect(await auth.finishPasswordLink(email, nonce, 'chosen-later')).toEqual({ ...created, sessionVersion: 2 });
      expect(await auth.checkPassword(email, 'chosen-later')).toMatchObject({ userId: created.userId });
    });

    it('sets the password from a live link once, raises the session version, and refuses the old password', async () => {
      const { auth } = await harness();
      const email = newEmail('reset');
      const created = await auth.createAccount({ userId: randomUUID(), email, password: 'old-password' });
      const nonce = (await auth.startPasswordLink(email))!;
      expect(nonce).toEqual(expect.any(String));
      expect(await auth.checkPasswordLink(email, nonce)).toBe(true);
      const changed = await auth.finishPasswordLink(email.toUpperCase(), nonce, 'new-password');
      expect(changed).toEqual({ ...created, sessionVersion: 2 });
      expect(await auth.checkPassword(email, 'new-password')).toEqual(changed);
      expect(await auth.checkPassword(email, 'old-password')).toBeNull();
      expect(await auth.checkPasswordLink(email, nonce)).toBe(false);
      expect(await auth.finishPasswordLink(email, nonce, 'third-password')).toBeNull();
      expect(await auth.checkPassword(email, 'new-password')).toEqual(changed);
    });

    it('keeps only the newest link alive, and has none for an unknown email', async () => {
      const { auth } = await harness();
      const email = newEmail('links');
      const created = await auth.createAccount({ userId: randomUUID(), email, password: 'kept-password' });
      const older = (await auth.startPasswordLink(email))!;
      const newer = (await auth.startPasswordLink(email))!;
      expect(newer).not.toBe(older);
      expect(await auth.checkPasswordLink(email, older)).toBe(false);
      expect(await auth.finishPasswordLink(email, older, 'stolen-password')).toBeNull();
      expect(await auth.finishPasswordLink(email, 'made-up', 'stolen-password')).toBeNull();
      expect(await auth.findAccount(email)).toEqual(created);
      expect(await auth.checkPassword(email, 'kept-password')).toEqual(created);
      expect(await auth.checkPasswordLink(email, newer)).toBe(true);
      expect(await auth.startPasswordLink(newEmail('stranger'))).toBeNull();
    });
  });
}
