import { setupServer } from 'msw/node';
import { createEmbeddedAuth } from '@/lib/server/adapters/embedded-auth/embedded-auth';
import { createFirebaseAuth } from '@/lib/server/adapters/firebase-auth/firebase-auth';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import type { TUser } from '@/lib/schemas/entities';
import { AccountClient, registration } from '../support/accounts';
import { createCheckoutApp, TERMS_STORE, teardown } from '../support/checkout';
import { createFirebaseFake } from '../support/firebase-fake';

// Google's and Firebase's endpoints through msw: nothing leaves the machine, an unexpected call fails.
const firebase = createFirebaseFake();
const server = setupServer(...firebase.handlers);
let app: Container;
let address = 0;
/** A browser at its own address: the per-address limits of one test never touch another's. */
const browser = () => new AccountClient(`198.51.100.${(address += 1)}`);
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  app = await createCheckoutApp();
  app.auth = createFirebaseAuth(app.documents, { ...firebase.options, appName: 'firebase-sign-in-route' });
  app.firebaseWebConfig = { apiKey: firebase.options.apiKey, authDomain: 'storefront-test.firebaseapp.com', projectId: firebase.options.projectId };
});
afterAll(async () => {
  server.close();
  await teardown(app);
});

/** What a refused sign-in must not have written. */
async function counts() {
  return { users: await app.documents.count(COLLECTIONS.users), credentials: await app.documents.count(COLLECTIONS.credentials) };
}

const userOf = async (id: string) => (await app.users.findById(id)) as TUser;

describe('POST /api/auth/firebase (social sign-in)', () => {
  it('creates the member once, in the store’s group with a member code, and opens a new session at every sign-in', async () => {
    firebase.addUser({ localId: 'g-ada', email: 'ada.social@example.com' });
    const client = browser();
    const first = await client.firebaseSignIn({ idToken: firebase.idToken({ uid: 'g-ada', email: 'Ada.Social@example.com', name: 'Ada King Lovelace' }), storeId: TERMS_STORE.ID });
    expect(first.status).toBe(201);
    expect(first.json.member).toMatchObject({ email: 'ada.social@example.com', firstName: 'Ada King', lastName: 'Lovelace', isVerified: false });
    expect(first.setCookie).toMatch(/^session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect((await client.session()).json.member).toMatchObject({ email: 'ada.social@example.com' });
    const id = (first.json.member as unknown as { id: string }).id;
    expect(await userOf(id)).toMatchObject({
      FirebaseUDID: 'g-ada',
      HQCompanyID: 'hq-terms',
      CustomerMemberCode: expect.stringMatching(/^\d{10}$/),
      RewardPoints: 0,
      IsGuest: false,
    });

    const before = await counts();
    const again = await client.firebaseSignIn({ idToken: firebase.idToken({ uid: 'g-ada', email: 'ada.social@example.com' }), remember: true });
    expect(again.status).toBe(200);
    expect((again.json.member as unknown as { id: string }).id).toBe(id);
    expect(again.setCookie).toMatch(/Max-Age=31104000/);
    expect(again.setCookie!.split(';')[0]).not.toBe(first.setCookie!.split(';')[0]);
    expect(await counts()).toEqual(before);
  });

  it('makes one member of five first sign-ins at once', async () => {
    firebase.addUser({ localId: 'g-race', email: 'race@example.com' });
    const before = await counts();
    const answers = await Promise.all(Array.from({ length: 5 }, () => browser().firebaseSignIn({ idToken: firebase.idToken({ uid: 'g-race', email: 'race@example.com' }) })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => (answer.json.member as unknown as { id: string }).id)).size).toBe(1);
    expect(await counts()).toEqual({ users: before.users + 1, credentials: before.credentials + 1 });
  });

  it('signs a registered member in with the Google account Firebase joined to their password, and links it', async () => {
    const client = browser();
    const registered = await client.register(registration({ email: 'joined@example.com', confirmEmail: 'joined@example.com' }));
    const id = (registered.json.member as unknown as { id: string }).id;
    // Firebase keeps one account per email: the Google sign-in lands on the same uid, our user id.
    expect(firebase.users.get(id)).toMatchObject({ email: 'joined@example.com', password: 'cobol-1959' });
    const { status, json } = await browser().firebaseSignIn({ idToken: firebase.idToken({ uid: id, email: 'joined@example.com', provider: 'google.com' }) });
    expect(status).toBe(200);
    expect(json.member).toMatchObject({ id, firstName: 'Grace' });
    expect(await userOf(id)).toMatchObject({ FirebaseUDID: id });
    // The password still works through Firebase's REST check.
    expect((await browser().signIn({ email: 'joined@example.com', password: 'cobol-1959' })).status).toBe(200);
  });

  it('does not hand an account to another Firebase person whose email the provider did not verify (409)', async () => {
    await browser().register(registration({ email: 'owner@example.com', confirmEmail: 'owner@example.com' }));
    firebase.addUser({ localId: 'fb-claimer', email: 'owner@example.com', emailVerified: false });
    const before = await counts();
    const { status, json, setCookie } = await browser().firebaseSignIn({
      idToken: firebase.idToken({ uid: 'fb-claimer', email: 'owner@example.com', emailVerified: false, provider: 'facebook.com' }),
    });
    expect(status).toBe(409);
    expect(json.error).toMatchObject({ code: 'CONFLICT', message: 'An account already exists for this email. Please sign in with your email and password.' });
    expect(setCookie).toBeNull();
    expect(await counts()).toEqual(before);
  });

  describe('refuses a token that is not good with a translated 401, and writes nothing', () => {
    beforeAll(() => {
      firebase.addUser({ localId: 'g-bad', email: 'bad@example.com' });
      firebase.addUser({ localId: 'g-revoked', email: 'revoked@example.com', validSince: now() + 60 });
    });

    const cases: [string, () => string][] = [
      ['revoked', () => firebase.idToken({ uid: 'g-revoked', email: 'revoked@example.com' })],
      ['expired', () => firebase.idToken({ uid: 'g-bad', email: 'bad@example.com', iat: now() - 7200, authTime: now() - 7200, exp: now() - 3600 })],
      ['for another project (audience)', () => firebase.idToken({ uid: 'g-bad', email: 'bad@example.com', aud: 'another-project' })],
      ['from another issuer', () => firebase.idToken({ uid: 'g-bad', email: 'bad@example.com', iss: 'https://securetoken.google.com/another-project' })],
      ['forged (another key)', () => firebase.idToken({ uid: 'g-bad', email: 'bad@example.com' }, { signedWith: 'other' })],
      ['not a token at all', () => 'eyJhbGciOiJSUzI1NiJ9.e30.c2lnbmF0dXJl'],
    ];
    it.each(cases)('%s', async (_case, token) => {
      const before = await counts();
      const client = browser();
      const english = await client.firebaseSignIn({ idToken: token() });
      expect(english.status).toBe(401);
      expect(english.json.error).toMatchObject({ code: 'UNAUTHORIZED', message: 'Your sign-in could not be confirmed. Please sign in again.' });
      expect(english.setCookie).toBeNull();
      const chinese = await client.firebaseSignIn({ idToken: token() }, { 'accept-language': 'zh-CN' });
      expect(chinese.json.error?.message).toBe('无法确认您的登录，请重新登录。');
      expect((await client.session()).json.member).toBeNull();
      expect(await counts()).toEqual(before);
    });
  });

  it('refuses a token without an email (401, the provider named) and an empty one (400)', async () => {
    firebase.addUser({ localId: 'fb-no-email', email: 'placeholder@example.com' });
    const { status, json } = await browser().firebaseSignIn({ idToken: firebase.idToken({ uid: 'fb-no-email', email: null, provider: 'facebook.com' }) });
    expect(status).toBe(401);
    expect(json.error?.message).toMatch(/^Your Facebook account did not share an email address/);
    expect((await browser().firebaseSignIn({ idToken: '' })).status).toBe(400);
  });

  it('holds the sign-in limit of an address: 100 tries in 15 minutes, then 429', async () => {
    const client = browser();
    for (let i = 0; i < 100; i += 1) expect((await client.firebaseSignIn({ idToken: 'garbage' })).status).toBe(401);
    const limited = await client.firebaseSignIn({ idToken: firebase.idToken({ uid: 'g-ada', email: 'ada.social@example.com' }) });
    expect(limited.status).toBe(429);
    expect(limited.json.error?.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(limited.setCookie).toBeNull();
  });

  it('answers 404 where Firebase Authentication is not configured', async () => {
    const firebaseAuth = app.auth;
    app.auth = createEmbeddedAuth(app.documents);
    try {
      const { status, json } = await browser().firebaseSignIn({ idToken: firebase.idToken({ uid: 'g-ada', email: 'ada.social@example.com' }) });
      expect(status).toBe(404);
      expect(json.error?.message).toBe('Sign-in with Google or Facebook is not available here.');
    } finally {
      app.auth = firebaseAuth;
    }
  });
});
