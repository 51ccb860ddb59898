import 'server-only';

/** A customer's credentials as the product sees them: never the password or its hash. */
export interface Account {
  userId: string;
  /** lower-cased: the account's key */
  email: string;
  /** FIRST_SESSION_VERSION at creation, raised by every password change: sessions opened before it are closed */
  sessionVersion: number;
}

/** Who an identity provider says the customer is: a verified Firebase ID token's claims. */
export interface FederatedIdentity {
  /** the provider's id of the person (Firebase's uid) */
  uid: string;
  /** lower-cased; null when the provider gave none (a Facebook account without one) */
  email: string | null;
  emailVerified: boolean;
  /** how they signed in there: 'google.com', 'facebook.com', 'password', ... */
  signInProvider: string;
  /** their display name at the provider, if any */
  name: string | null;
}

/**
 * The Auth port: who the customer is. The embedded adapter keeps credentials in the
 * DocumentStore (scrypt hashes, constant-time checks); the Firebase adapter keeps the passwords
 * in Firebase Authentication and also takes the browser's Google and Facebook sign-ins (ID
 * tokens). Both keep our one-time password links and session versions in the DocumentStore.
 * Their shared contract is tests/contract/auth.contract.ts. Sessions are ours in every case
 * (lib/server/auth/session-cookie.ts).
 */
export interface AuthProvider {
  /**
   * A new account; `password` null for an account whose first password is set from an emailed
   * link, `federatedUid` for a person the identity provider already knows (a first social
   * sign-in: nothing is created there). Throws AppError CONFLICT when the email is taken.
   */
  createAccount(input: { userId: string; email: string; password: string | null; federatedUid?: string }): Promise<Account>;
  /** The account when the password is right; null otherwise (the same time either way). */
  checkPassword(email: string, password: string): Promise<Account | null>;
  findAccount(email: string): Promise<Account | null>;
  /** A fresh one-time nonce for a password link (the previous link stops working); null when there is no account. */
  startPasswordLink(email: string): Promise<string | null>;
  /** Whether a link's nonce is still the account's live one. */
  checkPasswordLink(email: string, nonce: string): Promise<boolean>;
  /** Sets the password if the nonce is live, uses the nonce up and closes older sessions; null when it is not. */
  finishPasswordLink(email: string, nonce: string, password: string): Promise<Account | null>;
  /**
   * Social sign-in (Firebase only; absent on the embedded adapter): the person of a browser's ID
   * token, its signature, expiry, audience, issuer and revocation checked; null when any fails.
   */
  verifyIdToken?(idToken: string): Promise<FederatedIdentity | null>;
}

/**
 * Every account's first session version: raised by each password change, so an account still at
 * it has never had a password set (an account made at checkout, waiting for its emailed link).
 */
export const FIRST_SESSION_VERSION = 1;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
