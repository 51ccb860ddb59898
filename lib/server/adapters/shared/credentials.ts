import 'server-only';
import { randomBytes } from 'node:crypto';
import { AppError } from '@/lib/domain/errors/app-error';
import { COLLECTIONS } from '../../collections';
import type { Account } from '../../ports/auth';
import { FIRST_SESSION_VERSION, normalizeEmail } from '../../ports/auth';
import type { DocumentStore } from '../../ports/document-store';

/**
 * A credentials document, keyed by the lower-cased email (one account per address). Both Auth
 * adapters keep one: the embedded adapter's holds the password hash; the Firebase adapter's holds
 * the Firebase user's uid instead (the password lives with Firebase). The session version and the
 * password link's nonce are ours in either case, so sessions and links work the same way.
 */
export interface CredentialsDoc extends Record<string, unknown> {
  Email: string;
  UserID: string;
  /** the embedded adapter's scrypt hash; null until the first password is set from a link, and always null with Firebase */
  PasswordHash: string | null;
  SessionVersion: number;
  /** the live password link's nonce, or null */
  LinkNonce: string | null;
  CreatedOn: number;
  /** the Firebase Authentication user's uid (Firebase adapter only) */
  FirebaseUID?: string;
}

export const accountOf = (doc: CredentialsDoc): Account => ({ userId: doc.UserID, email: doc.Email, sessionVersion: doc.SessionVersion });

/** The credentials collection: reads, the one-per-email insert, and the password link's nonce. */
export function createCredentials(documents: DocumentStore, now: () => number) {
  return {
    read: (email: string) => documents.get<CredentialsDoc>(COLLECTIONS.credentials, normalizeEmail(email)),

    /** Writes a new account's document; AppError CONFLICT when the email has one (checked in a transaction). */
    insert(fields: { userId: string; email: string; passwordHash: string | null; firebaseUid?: string }): Promise<CredentialsDoc> {
      const key = normalizeEmail(fields.email);
      return documents.runTransaction(async (tx) => {
        if (await tx.get(COLLECTIONS.credentials, key)) throw new AppError('CONFLICT', 'auth.emailTaken');
        const doc: CredentialsDoc = {
          Email: key,
          UserID: fields.userId,
          PasswordHash: fields.passwordHash,
          SessionVersion: FIRST_SESSION_VERSION,
          LinkNonce: null,
          CreatedOn: Math.floor(now() / 1000),
          ...(fields.firebaseUid ? { FirebaseUID: fields.firebaseUid } : {}),
        };
        tx.set(COLLECTIONS.credentials, key, doc);
        return doc;
      });
    },

    remove: (email: string) => documents.delete(COLLECTIONS.credentials, normalizeEmail(email)),

    // The port's methods that are the same for every adapter:
    async findAccount(email: string): Promise<Account | null> {
      const doc = await documents.get<CredentialsDoc>(COLLECTIONS.credentials, normalizeEmail(email));
      return doc ? accountOf(doc) : null;
    },

    /** A fresh nonce replacing the live one; null when there is no account. */
    startPasswordLink(email: string): Promise<string | null> {
      const key = normalizeEmail(email);
      const nonce = randomBytes(18).toString('base64url');
      return documents.runTransaction(async (tx) => {
        if (!(await tx.get(COLLECTIONS.credentials, key))) return null;
        tx.update(COLLECTIONS.credentials, key, { LinkNonce: nonce });
        return nonce;
      });
    },

    async checkPasswordLink(email: string, nonce: string): Promise<boolean> {
      const doc = await documents.get<CredentialsDoc>(COLLECTIONS.credentials, normalizeEmail(email));
      return Boolean(doc?.LinkNonce) && doc!.LinkNonce === nonce;
    },

    /** Uses the live nonce up, raises the session version and applies `changes`, in one transaction; null when the nonce is not live. */
    useLink(email: string, nonce: string, changes: Partial<CredentialsDoc> = {}): Promise<CredentialsDoc | null> {
      const key = normalizeEmail(email);
      return documents.runTransaction(async (tx) => {
        const doc = await tx.get<CredentialsDoc>(COLLECTIONS.credentials, key);
        if (!doc || !doc.LinkNonce || doc.LinkNonce !== nonce) return null;
        const next: CredentialsDoc = { ...doc, ...changes, LinkNonce: null, SessionVersion: doc.SessionVersion + 1 };
        tx.set(COLLECTIONS.credentials, key, next);
        return next;
      });
    },
  };
}
