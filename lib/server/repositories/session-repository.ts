import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { COLLECTIONS } from '../collections';
import { sweepExpiredNowAndThen, type ExpiringDocument } from '../limits/expiring-documents';
import type { DocumentStore } from '../ports/document-store';

/** Whose session it is: a member's (by user id) or a store's order board (by store id). */
export type SessionOwner = `member:${string}` | `board:${string}`;

export const memberSessionOwner = (userId: string): SessionOwner => `member:${userId}`;
export const boardSessionOwner = (storeId: string): SessionOwner => `board:${storeId}`;

export const SESSION_COLLECTION = COLLECTIONS.sessions;

interface SessionDocument extends ExpiringDocument {
  owner: SessionOwner;
  /** milliseconds since the epoch */
  openedAt: number;
}

/** Sessions ended per transaction when a whole owner's are ended. */
const END_BATCH = 100;

/**
 * The document id of a session: a hash of its id, so the database never holds what opens a
 * session (the id itself travels only inside the sealed cookie).
 */
export function sessionDocumentId(sessionId: string): string {
  return createHash('sha256').update(`session:${sessionId}`, 'utf8').digest('hex');
}

/**
 * The server's record of each open session, so a session ends when it is ended (log out, sign
 * out everywhere, a new password or board passcode) and not only when its cookie runs out. Each
 * request's check is one document read; ended and expired sessions are deleted (the latter by
 * the sweep that runs now and then as sessions are opened).
 */
export class SessionRepository {
  constructor(
    private readonly documents: DocumentStore,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Opens a session for `seconds`: its new random id, for the sealed cookie. */
  async open(owner: SessionOwner, seconds: number, now = this.clock()): Promise<string> {
    const sessionId = randomBytes(24).toString('base64url');
    await this.documents.set<SessionDocument>(SESSION_COLLECTION, sessionDocumentId(sessionId), { owner, openedAt: now, expiresAt: now + seconds * 1000 });
    sweepExpiredNowAndThen(this.documents, SESSION_COLLECTION, now);
    return sessionId;
  }

  /** Whether the session is still open and is the owner's. */
  async isOpen(sessionId: string, owner: SessionOwner, now = this.clock()): Promise<boolean> {
    const doc = await this.documents.get<SessionDocument>(SESSION_COLLECTION, sessionDocumentId(sessionId));
    return doc !== null && doc.owner === owner && doc.expiresAt !== null && doc.expiresAt > now;
  }

  end(sessionId: string): Promise<void> {
    return this.documents.delete(SESSION_COLLECTION, sessionDocumentId(sessionId));
  }

  /** Ends every session of the owner (all of a member's devices, every board of a store): how many were open. */
  async endAll(owner: SessionOwner): Promise<number> {
    let ended = 0;
    for (;;) {
      const { docs } = await this.documents.query<SessionDocument>(SESSION_COLLECTION, { where: [{ field: 'owner', op: '==', value: owner }], limit: END_BATCH });
      if (docs.length === 0) return ended;
      await this.documents.runTransaction(async (tx) => {
        for (const { id } of docs) tx.delete(SESSION_COLLECTION, id);
      });
      ended += docs.length;
    }
  }
}
