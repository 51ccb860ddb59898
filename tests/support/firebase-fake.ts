import { execFileSync } from 'node:child_process';
import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';

/**
 * A stand-in for the parts of Google and Firebase that the Firebase Auth adapter talks to, for
 * msw (nothing leaves the machine): Google's OAuth token endpoint (firebase-admin's service
 * account), the Admin API's accounts, accounts:lookup and accounts:update, the REST
 * accounts:signInWithPassword with the web API key, and the securetoken x509 certificates that
 * ID tokens are checked against. ID tokens are signed with a test RSA key whose self-signed
 * certificate (made by openssl) is what the certificate endpoint serves.
 */
export const FIREBASE_TEST_PROJECT = 'storefront-test';
export const FIREBASE_TEST_API_KEY = 'AIzaSy-storefront-test-web-key';
const CLIENT_EMAIL = `firebase-adminsdk@${FIREBASE_TEST_PROJECT}.iam.gserviceaccount.com`;
const CERTS_URL = 'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

export interface FakeFirebaseUser {
  localId: string;
  email: string;
  password: string | null;
  emailVerified: boolean;
  disabled: boolean;
  /** seconds: tokens authenticated before it are revoked */
  validSince: number | null;
}

export interface IdTokenClaims {
  uid: string;
  email?: string | null;
  emailVerified?: boolean;
  provider?: string;
  name?: string;
  /** seconds; default now */
  authTime?: number;
  iat?: number;
  exp?: number;
  aud?: string;
  iss?: string;
}

/** An RSA key and its self-signed certificate (openssl is part of the test machine's base image). */
function keyAndCertificate(): { privateKey: string; certificate: string } {
  const dir = mkdtempSync(join(tmpdir(), 'firebase-fake-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-subj',
        '/CN=securetoken.system.gserviceaccount.com',
        '-days',
        '2',
      ],
      { stdio: 'ignore' },
    );
    return { privateKey: readFileSync(join(dir, 'key.pem'), 'utf8'), certificate: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signJwt(header: Record<string, unknown>, payload: Record<string, unknown>, privateKey: string): string {
  const input = `${base64url(header)}.${base64url(payload)}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url')}`;
}

/**
 * firebase-admin gets its Google access token through google-auth-library's gaxios, which loads
 * node-fetch with a dynamic import() that jest's CommonJS sandbox cannot run ("Unexpected Gaxios
 * Error"). Outside jest it works; here gaxios is handed Node's own fetch, which msw intercepts.
 */
function letGaxiosFetchInJest(): void {
  const gaxiosPath = require.resolve('gaxios', { paths: [require.resolve('google-auth-library')] });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the copy under google-auth-library, resolved at run time
  const { Gaxios } = require(gaxiosPath) as { Gaxios: { prototype: { _defaultAdapter(config: Record<string, unknown>): Promise<unknown> } } };
  const original = Gaxios.prototype._defaultAdapter;
  Gaxios.prototype._defaultAdapter = function (config) {
    return original.call(this, { fetchImplementation: globalThis.fetch, ...config });
  };
}

const apiError = (message: string, status = 400) => HttpResponse.json({ error: { code: status, message, errors: [{ message, domain: 'global', reason: 'invalid' }] } }, { status });

export function createFirebaseFake() {
  letGaxiosFetchInJest();
  const { privateKey, certificate } = keyAndCertificate();
  const kid = randomBytes(8).toString('hex');
  const users = new Map<string, FakeFirebaseUser>();
  /** every call, by path, for assertions */
  const calls: string[] = [];
  /** down: the Admin and REST APIs answer 500; throttled: Firebase's own guard refuses password checks */
  const state = { down: false, throttled: false };

  const byEmail = (email: string) => [...users.values()].find((user) => user.email === email.toLowerCase());
  const record = (user: FakeFirebaseUser) => ({
    localId: user.localId,
    email: user.email,
    emailVerified: user.emailVerified,
    disabled: user.disabled,
    ...(user.validSince === null ? {} : { validSince: String(user.validSince) }),
    createdAt: '1700000000000',
    providerUserInfo: [],
  });

  async function admin(path: string, body: Record<string, unknown>) {
    if (path === `/v1/projects/${FIREBASE_TEST_PROJECT}/accounts`) {
      const email = String(body.email ?? '').toLowerCase();
      const localId = String(body.localId ?? randomBytes(14).toString('base64url'));
      if (byEmail(email)) return apiError('EMAIL_EXISTS');
      if (users.has(localId)) return apiError('DUPLICATE_LOCAL_ID');
      users.set(localId, {
        localId,
        email,
        password: typeof body.password === 'string' ? body.password : null,
        emailVerified: body.emailVerified === true,
        disabled: false,
        validSince: null,
      });
      return HttpResponse.json({ localId });
    }
    if (path === `/v1/projects/${FIREBASE_TEST_PROJECT}/accounts:lookup`) {
      const ids = (body.localId as string[] | undefined) ?? [];
      const emails = (body.email as string[] | undefined) ?? [];
      const found = [...ids.map((id) => users.get(id)), ...emails.map(byEmail)].filter((user): user is FakeFirebaseUser => Boolean(user));
      return HttpResponse.json(found.length ? { users: found.map(record) } : {});
    }
    if (path === `/v1/projects/${FIREBASE_TEST_PROJECT}/accounts:update`) {
      const user = users.get(String(body.localId));
      if (!user) return apiError('USER_NOT_FOUND');
      if (typeof body.password === 'string') user.password = body.password;
      if (body.validSince !== undefined) user.validSince = Number(body.validSince);
      return HttpResponse.json({ localId: user.localId });
    }
    return apiError('NOT_FOUND', 404);
  }

  const handlers = [
    http.post(/^https:\/\/(oauth2\.googleapis\.com\/token|www\.googleapis\.com\/oauth2\/v4\/token)$/, () =>
      HttpResponse.json({ access_token: 'fake-google-access-token', expires_in: 3600, token_type: 'Bearer' }),
    ),
    http.get(CERTS_URL, () => {
      calls.push('certs');
      return HttpResponse.json({ [kid]: certificate }, { headers: { 'cache-control': 'public, max-age=3600' } });
    }),
    http.post(/^https:\/\/identitytoolkit\.googleapis\.com\/v1\//, async ({ request }) => {
      const url = new URL(request.url);
      calls.push(url.pathname);
      // 500, not 503: firebase-admin retries a 503 with back-off for seconds
      if (state.down) return apiError('INTERNAL_ERROR', 500);
      const body = (await request.json()) as Record<string, unknown>;
      if (url.pathname === '/v1/accounts:signInWithPassword') {
        if (url.searchParams.get('key') !== FIREBASE_TEST_API_KEY) return apiError('API key not valid. Please pass a valid API key.');
        if (state.throttled) return apiError('TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled due to many failed login attempts.');
        const user = byEmail(String(body.email ?? ''));
        if (!user || user.password === null || user.password !== body.password) return apiError('INVALID_LOGIN_CREDENTIALS');
        if (user.disabled) return apiError('USER_DISABLED');
        return HttpResponse.json({ localId: user.localId, email: user.email, registered: true });
      }
      if (request.headers.get('authorization') !== 'Bearer fake-google-access-token') return apiError('UNAUTHENTICATED', 401);
      return admin(url.pathname, body);
    }),
  ];

  /** An ID token as Firebase would sign it after a sign-in in the browser; `signedWith: 'other'` signs with a key Firebase never published (a forgery). */
  function idToken(claims: IdTokenClaims, { signedWith = 'firebase' }: { signedWith?: 'firebase' | 'other' } = {}): string {
    const now = Math.floor(Date.now() / 1000);
    const provider = claims.provider ?? 'google.com';
    const payload = {
      iss: claims.iss ?? `https://securetoken.google.com/${FIREBASE_TEST_PROJECT}`,
      aud: claims.aud ?? FIREBASE_TEST_PROJECT,
      auth_time: claims.authTime ?? now,
      user_id: claims.uid,
      sub: claims.uid,
      iat: claims.iat ?? now,
      exp: claims.exp ?? now + 3600,
      ...(claims.email === null ? {} : { email: claims.email ?? `${claims.uid}@example.com`, email_verified: claims.emailVerified ?? true }),
      ...(claims.name ? { name: claims.name } : {}),
      firebase: { identities: {}, sign_in_provider: provider },
    };
    const key = signedWith === 'firebase' ? privateKey : generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    return signJwt({ alg: 'RS256', typ: 'JWT', kid }, payload, key);
  }

  /** A person who signed in to Firebase in the browser with Google or Facebook (no password here). */
  function addUser(user: Partial<FakeFirebaseUser> & { localId: string; email: string }): FakeFirebaseUser {
    const full: FakeFirebaseUser = { password: null, emailVerified: true, disabled: false, validSince: null, ...user, email: user.email.toLowerCase() };
    users.set(full.localId, full);
    return full;
  }

  return {
    handlers,
    users,
    calls,
    state,
    idToken,
    addUser,
    /** the adapter's options against this fake */
    options: { projectId: FIREBASE_TEST_PROJECT, apiKey: FIREBASE_TEST_API_KEY, serviceAccount: { clientEmail: CLIENT_EMAIL, privateKey } },
  };
}

export type FirebaseFake = ReturnType<typeof createFirebaseFake>;
