import 'server-only';
import { applicationDefault, cert, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type DecodedIdToken } from 'firebase-admin/auth';
import { AppError } from '@/lib/domain/errors/app-error';
import type { AuthProvider, FederatedIdentity } from '../../ports/auth';
import { normalizeEmail } from '../../ports/auth';
import type { DocumentStore } from '../../ports/document-store';
import { accountOf, createCredentials } from '../shared/credentials';
import { logger } from '../../logger';

const log = logger.child({ component: 'auth' });

export interface FirebaseAuthOptions {
  projectId: string;
  /** the project's web API key (public): the Identity Toolkit REST call that checks a password */
  apiKey: string;
  /** a service account (FIREBASE_CLIENT_EMAIL, FIREBASE_PRIVATE_KEY); absent: Application Default Credentials */
  serviceAccount?: { clientEmail: string; privateKey: string } | null;
  /** the firebase-admin app's name, apart from Firestore's (default 'storefront-auth') */
  appName?: string;
  timeoutMs?: number;
  now?: () => number;
}

const IDENTITY_TOOLKIT = 'https://identitytoolkit.googleapis.com/v1';

/** The REST API's answers that mean "not this email and password" (an unknown email answers the same). */
const WRONG_CREDENTIALS = ['INVALID_LOGIN_CREDENTIALS', 'INVALID_PASSWORD', 'EMAIL_NOT_FOUND', 'USER_DISABLED', 'INVALID_EMAIL', 'MISSING_PASSWORD'];

/** firebase-admin's codes for a token that is not good: bad format, signature, audience or issuer; expired; revoked; its user disabled or deleted. */
const BAD_TOKEN = ['auth/argument-error', 'auth/invalid-argument', 'auth/id-token-expired', 'auth/id-token-revoked', 'auth/user-disabled', 'auth/user-not-found'];

const codeOf = (error: unknown): string => (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '');

/** Firebase could not be asked: logged by its code only (never a password, token or key), then a translated 503. */
function unavailable(what: string, error: unknown): AppError {
  log.error({ operation: what, code: codeOf(error) || (error instanceof Error ? error.name : 'error') }, 'a Firebase Authentication call failed');
  return new AppError('UPSTREAM_UNAVAILABLE', 'socialSignIn.unavailable');
}

function adminAuth({ projectId, serviceAccount, appName = 'storefront-auth' }: FirebaseAuthOptions): Auth {
  const credential = serviceAccount ? cert({ projectId, clientEmail: serviceAccount.clientEmail, privateKey: serviceAccount.privateKey }) : applicationDefault();
  // Reused by name: a hot reload or a second container gets the same client.
  const app: App = getApps().find((existing) => existing.name === appName) ?? initializeApp({ projectId, credential }, appName);
  return getAuth(app);
}

function identityOf(token: DecodedIdToken): FederatedIdentity {
  return {
    uid: token.uid,
    email: typeof token.email === 'string' ? normalizeEmail(token.email) : null,
    emailVerified: token.email_verified === true,
    signInProvider: token.firebase.sign_in_provider,
    name: typeof token.name === 'string' && token.name.trim() ? token.name.trim() : null,
  };
}

/**
 * Firebase Authentication (production): accounts and passwords live in Firebase, created and
 * changed with firebase-admin, passwords checked through the Identity Toolkit REST API with the
 * web API key; the browser's Google and Facebook sign-ins arrive as ID tokens, verified here
 * with revocation checked. Our credentials document keeps the link between the email, our user
 * id and the Firebase uid, and our session version and password link nonce, so sessions and
 * links behave as with the embedded adapter.
 */
export function createFirebaseAuth(documents: DocumentStore, options: FirebaseAuthOptions): AuthProvider {
  const { apiKey, timeoutMs = 15_000, now = Date.now } = options;
  const credentials = createCredentials(documents, now);
  let client: Auth | null = null;
  // Built on first use, so a server whose credentials are wrong still starts and serves its menus.
  const auth = () => (client ??= adminAuth(options));

  /** The Firebase uid of the email and password, null when they do not match. */
  async function passwordUid(email: string, password: string): Promise<string | null> {
    let answer: { localId?: string; error?: { message?: string } };
    let status: number;
    try {
      const response = await fetch(`${IDENTITY_TOOLKIT}/accounts:signInWithPassword?key=${encodeURIComponent(apiKey)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: false }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      answer = (await response.json().catch(() => ({}))) as typeof answer;
    } catch (error) {
      throw unavailable('password check', error);
    }
    if (status === 200 && answer.localId) return answer.localId;
    // Firebase appends an explanation after the code: "TOO_MANY_ATTEMPTS_TRY_LATER : Access to ..."
    const code = (answer.error?.message ?? '').split(' ')[0];
    if (WRONG_CREDENTIALS.includes(code)) return null;
    if (code === 'TOO_MANY_ATTEMPTS_TRY_LATER') throw new AppError('RATE_LIMITED', 'auth.tooManyAttempts');
    throw unavailable('password check', { code: `rest/${status} ${code}` });
  }

  return {
    async createAccount({ userId, email, password, federatedUid }) {
      // Our document first: it is the one-per-email gate (a transaction), so a second
      // registration never reaches Firebase; removed again when Firebase refuses.
      const doc = await credentials.insert({ userId, email, passwordHash: null, firebaseUid: federatedUid ?? userId });
      if (federatedUid) return accountOf(doc);
      try {
        await auth().createUser({ uid: userId, email: doc.Email, ...(password === null ? {} : { password }) });
      } catch (error) {
        await credentials.remove(email);
        if (codeOf(error) === 'auth/email-already-exists' || codeOf(error) === 'auth/uid-already-exists') throw new AppError('CONFLICT', 'auth.emailTaken');
        throw unavailable('account creation', error);
      }
      return accountOf(doc);
    },

    async checkPassword(email, password) {
      const uid = await passwordUid(normalizeEmail(email), password);
      const doc = uid ? await credentials.read(email) : null;
      return doc && doc.FirebaseUID === uid ? accountOf(doc) : null;
    },

    findAccount: credentials.findAccount,
    startPasswordLink: credentials.startPasswordLink,
    checkPasswordLink: credentials.checkPasswordLink,

    async finishPasswordLink(email, nonce, password) {
      // The nonce is used up first, so a link works once even when two tabs race; if Firebase
      // then fails the password is unchanged and the customer asks for a new link.
      const doc = await credentials.useLink(email, nonce);
      if (!doc) return null;
      try {
        const uid = doc.FirebaseUID ?? doc.UserID;
        await auth().updateUser(uid, { password });
        // ID tokens issued before the change no longer open a session through social sign-in.
        await auth().revokeRefreshTokens(uid);
      } catch (error) {
        throw unavailable('password change', error);
      }
      return accountOf(doc);
    },

    async verifyIdToken(idToken) {
      try {
        return identityOf(await auth().verifyIdToken(idToken, true));
      } catch (error) {
        if (BAD_TOKEN.includes(codeOf(error))) return null;
        throw unavailable('ID token check', error);
      }
    },
  };
}
