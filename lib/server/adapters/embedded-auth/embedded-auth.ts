import 'server-only';
import { randomBytes } from 'node:crypto';
import { AppError } from '@/lib/domain/errors/app-error';
import { decoyHash, hashPassword, verifyPassword } from '../../auth/passwords';
import { COLLECTIONS } from '../../collections';
import type { Account, AuthProvider } from '../../ports/auth';
import { FIRST_SESSION_VERSION, normalizeEmail } from '../../ports/auth';
import type { DocumentStore } from '../../ports/document-store';

/** A credentials document, keyed by the lower-cased email (one account per address). */
interface CredentialsDoc extends Record<string, unknown> {
  Email: string;
  UserID: string;
  /** null until the first password is set from a link */
  PasswordHash: string | null;
  SessionVersion: number;
  /** the live password link's nonce, or null */
  LinkNonce: string | null;
  CreatedOn: number;
}

const accountOf = (doc: CredentialsDoc): Account => ({ userId: doc.UserID, email: doc.Email, sessionVersion: doc.SessionVersion });

/** Credentials in the DocumentStore: the embedded default, no account anywhere. */
export function createEmbeddedAuth(documents: DocumentStore, now: () => number = Date.now): AuthProvider {
  const read = (email: string) => documents.get<CredentialsDoc>(COLLECTIONS.credentials, normalizeEmail(email));
  return {
    async createAccount({ userId, email, password }) {
      const key = normalizeEmail(email);
      const hash = password === null ? null : await hashPassword(password);
      return documents.runTransaction(async (tx) => {
        if (await tx.get(COLLECTIONS.credentials, key)) throw new AppError('CONFLICT', 'auth.emailTaken');
        const doc: CredentialsDoc = { Email: key, UserID: userId, PasswordHash: hash, SessionVersion: FIRST_SESSION_VERSION, LinkNonce: null, CreatedOn: Math.floor(now() / 1000) };
        tx.set(COLLECTIONS.credentials, key, doc);
        return accountOf(doc);
      });
    },
    async checkPassword(email, password) {
      const doc = await read(email);
      const matches = await verifyPassword(password, doc?.PasswordHash ?? (await decoyHash()));
      return doc && doc.PasswordHash && matches ? accountOf(doc) : null;
    },
    async findAccount(email) {
      const doc = await read(email);
      return doc ? accountOf(doc) : null;
    },
    async startPasswordLink(email) {
      const key = normalizeEmail(email);
      const nonce = randomBytes(18).toString('base64url');
      return documents.runTransaction(async (tx) => {
        if (!(await tx.get(COLLECTIONS.credentials, key))) return null;
        tx.update(COLLECTIONS.credentials, key, { LinkNonce: nonce });
        return nonce;
      });
    },
    async checkPasswordLink(email, nonce) {
      const doc = await read(email);
      return Boolean(doc?.LinkNonce) && doc!.LinkNonce === nonce;
    },
    async finishPasswordLink(email, nonce, password) {
      const key = normalizeEmail(email);
      const hash = await hashPassword(password);
      return documents.runTransaction(async (tx) => {
        const doc = await tx.get<CredentialsDoc>(COLLECTIONS.credentials, key);
        if (!doc || !doc.LinkNonce || doc.LinkNonce !== nonce) return null;
        const next: CredentialsDoc = { ...doc, PasswordHash: hash, LinkNonce: null, SessionVersion: doc.SessionVersion + 1 };
        tx.set(COLLECTIONS.credentials, key, next);
        return accountOf(next);
      });
    },
  };
}
