import 'server-only';

/** A customer's credentials as the product sees them: never the password or its hash. */
export interface Account {
  userId: string;
  /** lower-cased: the account's key */
  email: string;
  /** FIRST_SESSION_VERSION at creation, raised by every password change: sessions opened before it are closed */
  sessionVersion: number;
}

/**
 * The Auth port: who the customer is. The embedded adapter keeps credentials in the
 * DocumentStore (scrypt hashes, constant-time checks, one-time password links); its contract is
 * tests/contract/auth.contract.ts. Sessions are ours in every case (lib/server/auth/session-cookie.ts).
 */
export interface AuthProvider {
  /** A new account; `password` null for an account whose first password is set from an emailed link. Throws AppError CONFLICT when the email is taken. */
  createAccount(input: { userId: string; email: string; password: string | null }): Promise<Account>;
  /** The account when the password is right; null otherwise (the same time either way). */
  checkPassword(email: string, password: string): Promise<Account | null>;
  findAccount(email: string): Promise<Account | null>;
  /** A fresh one-time nonce for a password link (the previous link stops working); null when there is no account. */
  startPasswordLink(email: string): Promise<string | null>;
  /** Whether a link's nonce is still the account's live one. */
  checkPasswordLink(email: string, nonce: string): Promise<boolean>;
  /** Sets the password if the nonce is live, uses the nonce up and closes older sessions; null when it is not. */
  finishPasswordLink(email: string, nonce: string, password: string): Promise<Account | null>;
}

/**
 * Every account's first session version: raised by each password change, so an account still at
 * it has never had a password set (an account made at checkout, waiting for its emailed link).
 */
export const FIRST_SESSION_VERSION = 1;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
