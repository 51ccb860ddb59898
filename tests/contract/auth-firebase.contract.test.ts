import { randomUUID } from 'node:crypto';
import { setupServer } from 'msw/node';
import { createFirebaseAuth } from '@/lib/server/adapters/firebase-auth/firebase-auth';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { COLLECTIONS, INDEXED_FIELDS } from '@/lib/server/collections';
import { createFirebaseFake, FIREBASE_TEST_PROJECT } from '../support/firebase-fake';
import { describeAuthContract } from './auth.contract';

// Google's and Firebase's endpoints through msw: an unexpected request fails the test.
const firebase = createFirebaseFake();
const server = setupServer(...firebase.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const documents = createSqliteDocumentStore({ filename: ':memory:', indexes: INDEXED_FIELDS });
const auth = createFirebaseAuth(documents, { ...firebase.options, appName: 'auth-contract' });

describeAuthContract('Firebase Authentication (msw)', async () => ({ auth }));

describe('Firebase adapter', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it('creates the Firebase user under our user id and keeps no password of its own', async () => {
    const userId = randomUUID();
    await auth.createAccount({ userId, email: 'Keeper@Example.com', password: 'kept-by-firebase' });
    expect(firebase.users.get(userId)).toMatchObject({ email: 'keeper@example.com', password: 'kept-by-firebase' });
    expect(await documents.get(COLLECTIONS.credentials, 'keeper@example.com')).toMatchObject({ UserID: userId, FirebaseUID: userId, PasswordHash: null });
  });

  it('links a person Firebase already knows (a first social sign-in) without creating anything there', async () => {
    firebase.addUser({ localId: 'google-uid-1', email: 'social@example.com' });
    const before = firebase.users.size;
    const account = await auth.createAccount({ userId: randomUUID(), email: 'social@example.com', password: null, federatedUid: 'google-uid-1' });
    expect(firebase.users.size).toBe(before);
    expect(await documents.get(COLLECTIONS.credentials, 'social@example.com')).toMatchObject({ UserID: account.userId, FirebaseUID: 'google-uid-1' });
  });

  it('answers CONFLICT for an email Firebase already has, and leaves no half account behind', async () => {
    firebase.addUser({ localId: 'console-made', email: 'console@example.com', password: 'set-in-console' });
    await expect(auth.createAccount({ userId: randomUUID(), email: 'console@example.com', password: 'mine-now' })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await auth.findAccount('console@example.com')).toBeNull();
    // A right Firebase password is still no account of ours.
    expect(await auth.checkPassword('console@example.com', 'set-in-console')).toBeNull();
  });

  it('revokes the Firebase tokens issued before a password set from a link', async () => {
    const userId = randomUUID();
    await auth.createAccount({ userId, email: 'revoke@example.com', password: 'before-change' });
    const nonce = (await auth.startPasswordLink('revoke@example.com'))!;
    await auth.finishPasswordLink('revoke@example.com', nonce, 'after-change');
    expect(firebase.users.get(userId)?.validSince).toBeGreaterThanOrEqual(now() - 5);
  });

  it('refuses a disabled Firebase user’s password, and passes Firebase’s own throttling on as RATE_LIMITED', async () => {
    const userId = randomUUID();
    await auth.createAccount({ userId, email: 'guarded@example.com', password: 'right-password' });
    firebase.state.throttled = true;
    await expect(auth.checkPassword('guarded@example.com', 'right-password')).rejects.toMatchObject({ code: 'RATE_LIMITED', messageKey: 'auth.tooManyAttempts' });
    firebase.state.throttled = false;
    firebase.users.get(userId)!.disabled = true;
    expect(await auth.checkPassword('guarded@example.com', 'right-password')).toBeNull();
  });

  it('says UPSTREAM_UNAVAILABLE when Firebase is down, without logging the password, and creates nothing', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    firebase.state.down = true;
    try {
      await expect(auth.checkPassword('keeper@example.com', 'kept-by-firebase')).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', messageKey: 'socialSignIn.unavailable' });
      await expect(auth.createAccount({ userId: randomUUID(), email: 'down@example.com', password: 'while-down' })).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
      expect(await auth.findAccount('down@example.com')).toBeNull();
      expect(JSON.stringify(errors.mock.calls)).not.toMatch(/kept-by-firebase|while-down|AIzaSy/);
    } finally {
      firebase.state.down = false;
      errors.mockRestore();
    }
  });

  describe('ID tokens (social sign-in)', () => {
    beforeAll(() => {
      firebase.addUser({ localId: 'token-uid', email: 'token@example.com' });
    });

    it('gives the person of a good token', async () => {
      expect(await auth.verifyIdToken!(firebase.idToken({ uid: 'token-uid', email: 'Token@Example.com', provider: 'facebook.com', name: ' Ada Lovelace ' }))).toEqual({
        uid: 'token-uid',
        email: 'token@example.com',
        emailVerified: true,
        signInProvider: 'facebook.com',
        name: 'Ada Lovelace',
      });
    });

    it.each([
      ['expired', { exp: Math.floor(Date.now() / 1000) - 60, iat: Math.floor(Date.now() / 1000) - 3700, authTime: Math.floor(Date.now() / 1000) - 3700 }, 'firebase'],
      ['for another project', { aud: 'someone-else' }, 'firebase'],
      ['from another issuer', { iss: 'https://securetoken.google.com/someone-else' }, 'firebase'],
      ['forged (signed with another key)', {}, 'other'],
    ] as const)('refuses a token %s', async (_case, claims, signedWith) => {
      expect(await auth.verifyIdToken!(firebase.idToken({ uid: 'token-uid', ...claims }, { signedWith }))).toBeNull();
    });

    it('refuses garbage, a revoked token and a disabled person', async () => {
      expect(await auth.verifyIdToken!('not-a-token')).toBeNull();
      firebase.addUser({ localId: 'revoked-uid', email: 'revoked@example.com', validSince: now() + 10 });
      expect(await auth.verifyIdToken!(firebase.idToken({ uid: 'revoked-uid' }))).toBeNull();
      firebase.addUser({ localId: 'disabled-uid', email: 'disabled@example.com', disabled: true });
      expect(await auth.verifyIdToken!(firebase.idToken({ uid: 'disabled-uid' }))).toBeNull();
    });

    it('checks against the project it was given', () => {
      expect(FIREBASE_TEST_PROJECT).toBe(firebase.options.projectId);
    });
  });
});
