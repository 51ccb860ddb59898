import 'server-only';
import { decoyHash, hashPassword, verifyPassword } from '../../auth/passwords';
import type { AuthProvider } from '../../ports/auth';
import type { DocumentStore } from '../../ports/document-store';
import { accountOf, createCredentials } from '../shared/credentials';

/** Credentials in the DocumentStore: the embedded default, no account anywhere. */
export function createEmbeddedAuth(documents: DocumentStore, now: () => number = Date.now): AuthProvider {
  const credentials = createCredentials(documents, now);
  return {
    async createAccount({ userId, email, password }) {
      const passwordHash = password === null ? null : await hashPassword(password);
      return accountOf(await credentials.insert({ userId, email, passwordHash }));
    },
    async checkPassword(email, password) {
      const doc = await credentials.read(email);
      const matches = await verifyPassword(password, doc?.PasswordHash ?? (await decoyHash()));
      return doc && doc.PasswordHash && matches ? accountOf(doc) : null;
    },
    findAccount: credentials.findAccount,
    startPasswordLink: credentials.startPasswordLink,
    checkPasswordLink: credentials.checkPasswordLink,
    async finishPasswordLink(email, nonce, password) {
      const doc = await credentials.useLink(email, nonce, { PasswordHash: await hashPassword(password) });
      return doc ? accountOf(doc) : null;
    },
  };
}
